import { useId, type ReactNode } from "react";
import { T } from "../../i18n/de";
import {
  ALERT_TYPES,
  alertLabel,
  liveRole,
  type AlertType,
} from "./alertTypes";
import { Icon } from "../icons";
import { TypeIcon } from "./TypeIcon";
import styles from "./Alert.module.css";

export interface AlertProps {
  type?: AlertType;
  title?: ReactNode;
  children?: ReactNode;
  /** Announce the alert when it appears (role alert or status by type). */
  live?: boolean;
  /** Shows a close button; the caller removes the alert. */
  onDismiss?: () => void;
  className?: string;
  /** Its id, e.g. for a button that controls where it stands. */
  id?: string;
}

export function Alert({
  type = ALERT_TYPES.Info,
  title,
  children,
  live = false,
  onDismiss,
  className,
  id,
}: AlertProps) {
  const headingId = useId();
  return (
    <div
      id={id}
      className={[styles.alert, styles[type], className]
        .filter(Boolean)
        .join(" ")}
      role={live ? liveRole(type) : undefined}
    >
      <TypeIcon type={type} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.heading} id={headingId}>
          <span className={styles.label}>{alertLabel(type)}</span>
          {title && <>: {title}</>}
        </p>
        {children && <div className={styles.content}>{children}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          className={styles.close}
          aria-label={T.ui.close}
          // Several alerts may each have a 'Schließen' button; the description tells them apart.
          aria-describedby={headingId}
          onClick={onDismiss}
        >
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
