import { useId, type ReactNode, type RefObject } from "react";
import { T } from "../../i18n/de";
import { MODAL_CLOSE_MS } from "../tokens";
import { ALERT_TYPES, alertLabel, TypeIcon, type AlertType } from "../alert";
import { Icon } from "../icons";
import { VisuallyHidden } from "../visually-hidden";
import { useModalDialog } from "./useModalDialog";
import modalStyles from "./ModalDialog.module.css";
import styles from "./Dialog.module.css";

export const DIALOG_TYPES = {
  ERROR: "ERROR",
  INFO: "INFO",
  WARNING: "WARNING",
} as const;
export type DialogType = (typeof DIALOG_TYPES)[keyof typeof DIALOG_TYPES];

/** SPEC §9: 564 px, large 604 px, xlarge 950–1008 px; never wider than the viewport. */
export const DIALOG_SIZES = {
  default: "default",
  large: "large",
  xlarge: "xlarge",
} as const;
export type DialogSize = (typeof DIALOG_SIZES)[keyof typeof DIALOG_SIZES];

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  type?: DialogType;
  size?: DialogSize;
  /** The footer's buttons. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Where focus goes on opening; by default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

// Not SIZE_CLASS[size]: a CSS Modules class named "default" clashes with the module's default export.
const SIZE_CLASS: Record<DialogSize, string | undefined> = {
  default: styles.sizeDefault,
  large: styles.sizeLarge,
  xlarge: styles.sizeXlarge,
};

const ALERT_TYPE_OF: Record<DialogType, AlertType> = {
  ERROR: ALERT_TYPES.Danger,
  INFO: ALERT_TYPES.Info,
  WARNING: ALERT_TYPES.Warning,
};

/** A modal dialog (WAI-ARIA APG) on the platform's <dialog> (useModalDialog). */
export function Dialog({
  open,
  onClose,
  title,
  description,
  type,
  size = DIALOG_SIZES.default,
  actions,
  children,
  initialFocusRef,
}: DialogProps) {
  const { mounted, titleId, dialogProps } = useModalDialog({
    open,
    onClose,
    closeMs: MODAL_CLOSE_MS,
    initialFocusRef,
  });
  const descriptionId = useId();
  if (!mounted) return null;
  const alertType = type && ALERT_TYPE_OF[type];
  return (
    <dialog
      {...dialogProps}
      aria-describedby={description ? descriptionId : undefined}
      className={[
        modalStyles.modal,
        styles.dialog,
        SIZE_CLASS[size],
        alertType && styles[alertType],
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <div className={styles.header}>
        {alertType && <TypeIcon type={alertType} className={styles.icon} />}
        <h2 className={styles.title}>
          {/* Read with the heading, left out of the dialog's name so it stays the plain title. */}
          {alertType && (
            <VisuallyHidden>{alertLabel(alertType)}: </VisuallyHidden>
          )}
          <span id={titleId}>{title}</span>
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={T.ui.closeDialog}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.body}>
        {description && (
          <div id={descriptionId} className={styles.description}>
            {description}
          </div>
        )}
        {children}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </dialog>
  );
}
