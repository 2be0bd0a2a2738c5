import { useId } from "react";
import { useAtomValue } from "jotai";
import {
  FloatingFocusManager,
  type FloatingRootContext,
} from "@floating-ui/react";
import { T } from "../../i18n/de";
import { formatDateTime } from "../../i18n/format";
import { alertLabel, TypeIcon } from "../../ui/alert";
import { toastHistoryAtom } from "../toasts";
import { headerPanelStyles as headerStyles } from "../user-menu";
import styles from "./MessageCentre.module.css";

/** The message centre's open panel: every toast of this visit, newest first. */
export function MessageCentrePanel({
  context,
  panelProps,
}: {
  context: FloatingRootContext;
  panelProps: Record<string, unknown>;
}) {
  const history = useAtomValue(toastHistoryAtom);
  const titleId = useId();
  return (
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
  );
}
