import { useId, useState, type KeyboardEvent, type MouseEvent } from "react";
import { lazyWithPreload } from "../lazy";

// What the open menu does (arrows, Home/End, Escape, closing) loads when it first opens, or is
// about to (its button pointed at or focused): the button answers from the first paint, and the
// item to focus is kept until the menu is there (ADR 34).
const MenuPopup = lazyWithPreload("overflow-menu", () =>
  import(/* webpackChunkName: "popups" */ "../../ui/popups").then(
    (module) => module.MenuPopup,
  ),
);

/**
 * WAI-ARIA menu button: click, Enter or Space open the menu (by keyboard on its first item),
 * ArrowDown and ArrowUp on its first and last. `Menu` is there while open and does the rest
 * (arrows, Home/End, Escape, outside clicks); it may suspend while its code loads.
 */
export function useOverflowMenu(itemCount: number) {
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The item focused on opening, or null (opened by pointer); undefined while closed.
  const [openAt, setOpenAt] = useState<number | null | undefined>(undefined);
  const open = openAt !== undefined;
  return {
    Menu: open ? MenuPopup : null,
    buttonProps: {
      ref: setAnchor,
      id: buttonId,
      "aria-haspopup": "menu" as const,
      "aria-expanded": open,
      "aria-controls": open ? menuId : undefined,
      // A click from the keyboard (Enter, Space) has no pointer position: detail 0.
      onClick: (event: MouseEvent) =>
        setOpenAt(open ? undefined : event.detail === 0 ? 0 : null),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
        event.preventDefault();
        setOpenAt(event.key === "ArrowDown" ? 0 : itemCount - 1);
      },
      onPointerEnter: MenuPopup.preload,
      onFocus: MenuPopup.preload,
    },
    menuProps: {
      anchor,
      id: menuId,
      initialIndex: openAt ?? null,
      onClose: () => setOpenAt(undefined),
    },
  };
}
