import { useId } from "react";
import { T } from "../../i18n/de";
import { MODAL_CLOSE_MS } from "../tokens";
import { ALERT_TYPES, alertLabel, TypeIcon, type AlertType } from "../alert";
import { Icon } from "../icons";
import { VisuallyHidden } from "../visually-hidden";
import {
  DIALOG_SIZES,
  type DialogProps,
  type DialogSize,
  type DialogType,
} from "./Dialog";
import { ModalLayer } from "./ModalLayer";
import { useModal } from "./useModal";
import styles from "./Dialog.module.css";

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

/** The dialog itself, loaded with floating-ui (see Dialog). */
export function DialogEnhanced({
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
  const { context, isMounted, status, titleId, modalProps } = useModal({
    open,
    onClose,
    closeMs: MODAL_CLOSE_MS,
  });
  const descriptionId = useId();
  if (!isMounted) return null;
  const alertType = type && ALERT_TYPE_OF[type];
  return (
    <ModalLayer
      context={context}
      status={status}
      overlayClassName={styles.backdrop}
      initialFocusRef={initialFocusRef}
    >
      <div
        {...modalProps}
        aria-describedby={description ? descriptionId : undefined}
        className={[
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
      </div>
    </ModalLayer>
  );
}
