import { Suspense, useEffect, useId } from "react";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { T } from "../../i18n/de";
import { USER_TEXTS } from "../../i18n/user";
import { Icon } from "../../ui/icons";
import { VISUALLY_HIDDEN_CLASS } from "../../ui/visually-hidden";
import { LAYOUTS, messageCentreOpenAtom, useLayout } from "../chrome";
import { lazyWithPreload } from "../lazy";
import { toastHistoryAtom } from "../toasts";
import {
  headerPanelStyles as headerStyles,
  useHeaderPanel,
} from "../user-menu";
import {
  seenMessageCountAtom,
  unreadMessageCountAtom,
} from "./messageCentreState";
import styles from "./MessageCentre.module.css";

// The panel's content loads when it first opens, preloaded when its button is pointed at or
// focused. The panel itself is here, so a failed load is told inside the panel the user opened
// rather than in the header's bar, which it would push apart.
const MessageCentreContent = lazyWithPreload("message-centre", () =>
  import(
    /* webpackChunkName: "message-centre-panel" */ "./MessageCentreContent"
  ).then((module) => module.MessageCentreContent),
);

/**
 * The header's 'Nachrichten-Center' (SPEC §2): a button with the unread count and a panel with
 * every toast of this visit, newest first. Its open state is shared, so the burger menu opens it too.
 */
export function MessageCentre() {
  const [open, setOpen] = useAtom(messageCentreOpenAtom);
  const history = useAtomValue(toastHistoryAtom);
  const unread = useAtomValue(unreadMessageCountAtom);
  const setSeen = useSetAtom(seenMessageCountAtom);
  const mobile = useLayout() === LAYOUTS.mobile;
  const titleId = useId();
  const { Panel, buttonProps, panelProps } = useHeaderPanel({
    open,
    onOpenChange: setOpen,
    preload: MessageCentreContent.preload,
  });

  useEffect(() => {
    if (open) setSeen(history.length);
  }, [open, history.length, setSeen]);

  return (
    <div className={headerStyles.root}>
      <button type="button" className={headerStyles.button} {...buttonProps}>
        <Icon name="messages" />
        {/* Phones, and a header too narrow for every label: the icon alone; the name stays for screen readers. */}
        <span
          className={
            mobile
              ? VISUALLY_HIDDEN_CLASS
              : `${headerStyles.label} ${styles.label}`
          }
        >
          {T.ui.messageCentre}
        </span>
        {unread > 0 && (
          <>
            <span className={styles.badge} aria-hidden="true">
              {unread}
            </span>
            {/* Named by its content (no aria-label), so the visible name stays part of it (WCAG 2.5.3). */}
            <span className={VISUALLY_HIDDEN_CLASS}>
              , {USER_TEXTS.messages.unread(unread)}
            </span>
          </>
        )}
      </button>
      {Panel && (
        // Outside the panel: it mounts with its content, so the panel's first focus lands on it.
        <Suspense fallback={null}>
          <Panel
            {...panelProps}
            className={`${headerStyles.panel} ${styles.panel}`}
            role="region"
            aria-labelledby={titleId}
            // A scrolling region must be focusable, or keyboard users cannot scroll a long history.
            tabIndex={0}
          >
            <p id={titleId} className={styles.title}>
              {T.ui.messageCentre}
            </p>
            <MessageCentreContent />
          </Panel>
        </Suspense>
      )}
    </div>
  );
}
