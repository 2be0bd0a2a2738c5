import type { ReactNode } from "react";
import { T } from "../../i18n/de";
import {
  alertLabel,
  liveRole,
  sortBySeverity,
  type AlertType,
} from "./alertTypes";
import { Icon } from "../icons";
import { TypeIcon } from "./TypeIcon";
import styles from "./Alert.module.css";

interface AlertMessage {
  id: string;
  type: AlertType;
  text: ReactNode;
}

export interface CombinedAlertProps {
  messages: readonly AlertMessage[];
  live?: boolean;
  onDismiss?: () => void;
}

/** Several messages in one box that takes the look of the most severe one, listed most severe first. */
export function CombinedAlert({
  messages,
  live = false,
  onDismiss,
}: CombinedAlertProps) {
  const sorted = sortBySeverity(messages);
  const leading = sorted[0];
  if (!leading) return null;
  return (
    <div
      className={`${styles.alert} ${styles[leading.type]}`}
      role={live ? liveRole(leading.type) : undefined}
    >
      <ul className={styles.list}>
        {sorted.map((message) => (
          <li key={message.id} className={styles.item}>
            <TypeIcon type={message.type} className={styles.icon} />
            <div className={styles.body}>
              <span className={styles.label}>{alertLabel(message.type)}</span>:{" "}
              {message.text}
            </div>
          </li>
        ))}
      </ul>
      {onDismiss && (
        <button
          type="button"
          className={styles.close}
          aria-label={T.ui.close}
          onClick={onDismiss}
        >
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
