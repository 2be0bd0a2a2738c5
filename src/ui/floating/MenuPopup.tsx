import { useRef, useState, type HTMLProps, type ReactNode } from "react";
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
} from "@floating-ui/react";

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
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference: anchor },
    placement: "bottom-end",
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
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
        ref: refs.setFloating,
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
