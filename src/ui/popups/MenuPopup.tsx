import {
  useRef,
  useState,
  type HTMLProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { useDismiss, usePopupPosition } from "../floating";
import { closeOnFocusOut, useFocusInside } from "./AnchoredPanel";

export interface MenuPopupProps {
  /** The menu button (WAI-ARIA menu button); the menu is named by it. */
  anchor: HTMLElement | null;
  id: string;
  className?: string;
  /** The item focused on opening: the first or last when opened by keyboard, none by pointer. */
  initialIndex: number | null;
  onClose: () => void;
  /** The items, each spread with `itemProps(index, onSelect)`. */
  children: (
    itemProps: (index: number, onSelect?: () => void) => HTMLProps<HTMLElement>,
  ) => ReactNode;
}

/**
 * An open menu (WAI-ARIA menu button): arrows and Home/End move the focus (wrapping), Escape
 * closes and gives the focus back to the button, a click outside or Tab closes, a chosen item
 * closes it.
 */
export function MenuPopup({
  anchor,
  id,
  className,
  initialIndex,
  onClose,
  children,
}: MenuPopupProps) {
  const [menu, setMenu] = useState<HTMLDivElement | null>(null);
  const [activeIndex, setActiveIndex] = useState(initialIndex);
  const items = useRef<(HTMLElement | null)[]>([]);
  usePopupPosition(anchor, menu, "panel");
  useFocusInside(menu, () =>
    initialIndex === null ? null : items.current[initialIndex],
  );
  const close = (focusButton: boolean) => {
    onClose();
    if (focusButton) anchor?.focus();
  };
  useDismiss(true, [anchor, menu], (reason) => close(reason === "escape"));

  function move(to: number) {
    const count = items.current.length;
    if (count === 0) return;
    const index = (to + count) % count;
    setActiveIndex(index);
    items.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const from = activeIndex ?? -1;
    if (event.key === "ArrowDown") move(from + 1);
    else if (event.key === "ArrowUp")
      move(activeIndex === null ? -1 : from - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(-1);
    else return;
    event.preventDefault();
  }

  const itemProps = (index: number, onSelect?: () => void) => ({
    ref: (node: HTMLElement | null) => {
      items.current[index] = node;
    },
    role: "menuitem",
    tabIndex: activeIndex === index ? 0 : -1,
    onFocus: () => setActiveIndex(index),
    onClick: () => {
      onSelect?.();
      close(true);
    },
  });

  return (
    <div
      ref={setMenu}
      id={id}
      role="menu"
      aria-labelledby={anchor?.id}
      className={className}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onBlur={closeOnFocusOut(anchor, onClose)}
    >
      {children(itemProps)}
    </div>
  );
}
