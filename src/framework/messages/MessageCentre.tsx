import { useEffect, useId } from "react";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { FloatingFocusManager } from "@floating-ui/react";
import { T } from "../../i18n/de";
import { formatDateTime } from "../../i18n/format";
import { USER_TEXTS } from "../../i18n/user";
import { alertLabel } from "../../ui/alert/alertTypes";
import { TypeIcon } from "../../ui/alert/icons";
import { VISUALLY_HIDDEN_CLASS } from "../../ui/visually-hidden/VisuallyHidden";
import { messageCentreOpenAtom } from "../layout/chromeState";
import { LAYOUTS, useLayout } from "../layout/useLayout";
import { toastHistoryAtom } from "../toasts/toasts";
import { useHeaderPanel } from "../user-menu/useHeaderPanel";
import {
  seenMessageCountAtom,
  unreadMessageCountAtom,
} from "./messageCentreState";
import headerStyles from "../user-menu/HeaderPanel.module.css";
import styles from "./MessageCentre.module.css";

/**
 * The header's 'Nachrichten-Center' (SPEC §2): a button with the unread count and a panel with
 * every toast of this visit, newest first. Its open state is shared, so the burger menu opens it too.
 */
export function MessageCentre() {
  const [open, setOpen] = useAtom(messageCentreOpenAtom);
  const history = useAtomValue(toastHistoryAtom);
  const unread = useAtomValue(unreadMessageCountAtom);
  const setSeen = useSetAtom(seenMessageCountAtom);
  const titleId = useId();
  const mobile = useLayout() === LAYOUTS.mobile;
  const { context, buttonProps, panelProps } = useHeaderPanel({
    open,
    onOpenChange: setOpen,
  });

  useEffect(() => {
    if (open) setSeen(history.length);
  }, [open, history.length, setSeen]);

  return (
    <div className={headerStyles.root}>
      <button type="button" className={headerStyles.button} {...buttonProps}>
        <BellIcon />
        {/* Phones: the icon alone; the name stays for screen readers. */}
        <span className={mobile ? VISUALLY_HIDDEN_CLASS : headerStyles.label}>
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
      {open && (
        <FloatingFocusManager context={context} modal={false} restoreFocus>
          <div
            className={`${headerStyles.panel} ${styles.panel}`}
            {...panelProps}
            role="region"
            aria-labelledby={titleId}
            // A scrolling region must be focusable, or keyboard users cannot scroll a long history.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <p id={titleId} className={styles.title}>
              {T.ui.messageCentre}
            </p>
            {history.length === 0 ? (
              <p className={styles.empty}>{T.ui.noMessages}</p>
            ) : (
              <ol className={styles.list}>
                {history.map((toast) => (
                  <li key={toast.id} className={styles.item}>
                    <TypeIcon type={toast.type} className={styles.icon} />
                    <div className={styles.text}>
                      <p className={styles.type}>{alertLabel(toast.type)}</p>
                      <p className={styles.message}>{toast.message}</p>
                      <time
                        className={styles.time}
                        dateTime={new Date(toast.addedAt).toISOString()}
                      >
                        {formatDateTime(toast.addedAt)}
                      </time>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </FloatingFocusManager>
      )}
    </div>
  );
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6V11c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2Z"
      />
    </svg>
  );
}
