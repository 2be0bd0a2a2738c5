import { useAtomValue } from "jotai";
import { T } from "../../i18n/de";
import { formatDateTime } from "../../i18n/format";
import { alertLabel, TypeIcon } from "../../ui/alert";
import { toastHistoryAtom } from "../toasts";
import styles from "./MessageCentre.module.css";

/** What the message centre's open panel holds: every toast of this visit, newest first. */
export function MessageCentreContent() {
  const history = useAtomValue(toastHistoryAtom);
  return history.length === 0 ? (
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
  );
}
