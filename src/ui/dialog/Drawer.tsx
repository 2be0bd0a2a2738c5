import type { ReactNode } from "react";
import { T } from "../../i18n/de";
import { DRAWER_CLOSE_MS } from "../tokens";
import { Icon } from "../icons";
import { VISUALLY_HIDDEN_CLASS } from "../visually-hidden";
import { useModalDialog } from "./useModalDialog";
import modalStyles from "./ModalDialog.module.css";
import styles from "./Drawer.module.css";

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Names the drawer; shown as its heading unless hideTitle. */
  title: ReactNode;
  hideTitle?: boolean;
  children?: ReactNode;
}

/**
 * A modal panel sliding in from the left (the mobile menu): the platform's <dialog> with the
 * dialog's focus rules (useModalDialog).
 */
export function Drawer({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
}: DrawerProps) {
  const { mounted, titleId, dialogProps } = useModalDialog({
    open,
    onClose,
    closeMs: DRAWER_CLOSE_MS,
  });
  if (!mounted) return null;
  return (
    <dialog
      {...dialogProps}
      className={`${modalStyles.modal} ${styles.drawer}`}
    >
      <div className={styles.header}>
        <h2
          id={titleId}
          className={hideTitle ? VISUALLY_HIDDEN_CLASS : styles.title}
        >
          {title}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={T.ui.closeMenu}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
