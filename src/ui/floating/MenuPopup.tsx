import { useRef, useState, type HTMLProps, type ReactNode } from "react";
import {
  FloatingFocusManager,
  useInteractions,
  useListNavigation,
} from "@floating-ui/react";
import { useAnchoredPopup } from "./useAnchoredPopup";

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

/** An open menu: arrows and Home/End move (wrapping), Escape and outside clicks close, a chosen item closes it. */
export function MenuPopup({
  anchor,
  id,
  className,
  initialIndex,
  onClose,
  children,
}: MenuPopupProps) {
  const { context, menuProps, itemProps } = useMenu(
    anchor,
    initialIndex,
    onClose,
  );
  return (
    <FloatingFocusManager context={context} modal={false}>
      <div
        {...menuProps({
          id,
          role: "menu",
          "aria-labelledby": anchor?.id,
          className,
        })}
      >
        {children(itemProps)}
      </div>
    </FloatingFocusManager>
  );
}

function useMenu(
  anchor: HTMLElement | null,
  initialIndex: number | null,
  onClose: () => void,
) {
  const [activeIndex, setActiveIndex] = useState(initialIndex);
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const { context, floatingStyles, setFloating, dismiss } = useAnchoredPopup(
    anchor,
    onClose,
  );
  const { getFloatingProps, getItemProps } = useInteractions([
    dismiss,
    useListNavigation(context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
    }),
  ]);
  return {
    context,
    menuProps: (props: HTMLProps<HTMLElement>) =>
      getFloatingProps({
        ...props,
        ref: setFloating,
        style: floatingStyles,
      }),
    itemProps: (index: number, onSelect?: () => void) =>
      getItemProps({
        ref: (node: HTMLElement | null) => {
          listRef.current[index] = node;
        },
        role: "menuitem",
        tabIndex: activeIndex === index ? 0 : -1,
        onClick: () => {
          onSelect?.();
          onClose();
        },
      }),
  };
}
