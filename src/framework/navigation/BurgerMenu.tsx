import { useAtom } from "jotai";
import { Suspense, useEffect } from "react";
import { FRAME_TEXTS } from "../../i18n/frame";
import { Drawer } from "../../ui/dialog";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { burgerMenuOpenAtom } from "../chrome";
import { Icon } from "../../ui/icons";
import { lazyWithPreload, useOpenedOnce } from "../lazy";
import styles from "./BurgerMenu.module.css";

// The drawer's content loads when the menu first opens (preloaded when the button is touched or
// focused): desktop visitors never need it, phone visitors not for the first rows. The drawer
// itself is here, so a failed load is told inside the drawer the user opened, not squeezed into
// the phone's header bar.
const BurgerMenuContent = lazyWithPreload("burger-menu", () =>
  import(/* webpackChunkName: "burger-menu" */ "./BurgerMenuContent").then(
    (module) => module.BurgerMenuContent,
  ),
);

/**
 * The mobile burger menu (SPEC §2): a two-level drawer. The first level lists the navigation
 * items; an item with sub-pages opens the second level with its sub-tree and a way back.
 */
export function BurgerMenu() {
  const [open, setOpen] = useAtom(burgerMenuOpenAtom);
  const opened = useOpenedOnce(open);
  const close = () => setOpen(false);

  // Leaving the mobile layout removes the menu; it must not reappear open on the way back.
  useEffect(() => () => setOpen(false), [setOpen]);

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={BurgerMenuContent.preload}
        onFocus={BurgerMenuContent.preload}
      >
        <Icon name="menu" />
        {/* The icon alone keeps the phone's header in one 40 px row; the name stays for screen readers. */}
        <VisuallyHidden>{FRAME_TEXTS.menu}</VisuallyHidden>
      </button>
      {opened && (
        // Outside the drawer: its focus trap mounts with the content, so the first focus lands as before.
        <Suspense fallback={null}>
          <Drawer open={open} onClose={close} title={FRAME_TEXTS.menu}>
            <BurgerMenuContent onClose={close} />
          </Drawer>
        </Suspense>
      )}
    </>
  );
}
