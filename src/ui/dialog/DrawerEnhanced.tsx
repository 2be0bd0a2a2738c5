import type { DrawerProps } from "./Drawer";
import { T } from "../../i18n/de";
import { DRAWER_CLOSE_MS } from "../tokens";
import { Icon } from "../icons";
import { VISUALLY_HIDDEN_CLASS } from "../visually-hidden";
import { ModalLayer } from "./ModalLayer";
import { useModal } from "./useModal";
import styles from "./Drawer.module.css";

/** The drawer itself, loaded with floating-ui (see Drawer). */
export function DrawerEnhanced({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
}: DrawerProps) {
  const { context, isMounted, status, titleId, modalProps } = useModal({
    open,
    onClose,
    closeMs: DRAWER_CLOSE_MS,
  });
  if (!isMounted) return null;
  return (
    <ModalLayer
      context={context}
      status={status}
      overlayClassName={styles.backdrop}
    >
      <div {...modalProps} className={styles.drawer}>
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
      </div>
    </ModalLayer>
  );
}
