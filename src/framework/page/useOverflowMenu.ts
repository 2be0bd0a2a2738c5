import { useRef, useState } from "react";
import {
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from "@floating-ui/react";

/** WAI-ARIA menu button behaviour: click to open, arrows and Home/End move, Escape and outside clicks close. */
export function useOverflowMenu() {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: "bottom-end",
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions(
    [
      useClick(context),
      useDismiss(context),
      useRole(context, { role: "menu" }),
      useListNavigation(context, {
        listRef,
        activeIndex,
        onNavigate: setActiveIndex,
        loop: true,
      }),
    ],
  );

  return {
    open,
    context,
    buttonProps: getReferenceProps({ ref: refs.setReference }),
    menuProps: getFloatingProps({
      ref: refs.setFloating,
      style: floatingStyles,
    }),
    /** Props of the item at `index`; a click runs `onSelect` and closes the menu. */
    itemProps: (index: number, onSelect?: () => void) =>
      getItemProps({
        ref: (node: HTMLElement | null) => {
          listRef.current[index] = node;
        },
        role: "menuitem",
        tabIndex: activeIndex === index ? 0 : -1,
        onClick: () => {
          onSelect?.();
          setOpen(false);
        },
      }),
  };
}
