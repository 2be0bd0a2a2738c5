import { useId } from "react";
import {
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  useTransitionStatus,
} from "@floating-ui/react";
import { prefersReducedMotion } from "../tokens";

export interface UseModalOptions {
  open: boolean;
  onClose: () => void;
  /** How long the closing animation keeps the modal mounted. */
  closeMs: number;
}

/** Each modal's portal is appended to <body> when it opens, so the newest comes last. */
function isNewestModal(modal: Element | null): boolean {
  const modals = document.querySelectorAll('[aria-modal="true"]');
  return modal !== null && modals[modals.length - 1] === modal;
}

/** Behaviour shared by dialog and drawer: Escape closes, close animation, dialog semantics. */
export function useModal({ open, onClose, closeMs }: UseModalOptions) {
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next, _event, reason) => {
      if (next) return;
      // Modals can stack (the session dialog over any other): Escape closes only the newest.
      if (reason === "escape-key" && !isNewestModal(refs.floating.current))
        return;
      onClose();
    },
  });
  // A click on the backdrop does not close: it would throw away what the user entered.
  const dismiss = useDismiss(context, { outsidePress: false });
  const role = useRole(context, { role: "dialog" });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  const { isMounted, status } = useTransitionStatus(context, {
    duration: { open: 0, close: prefersReducedMotion() ? 0 : closeMs },
  });
  const titleId = useId();
  return {
    context,
    isMounted,
    status,
    titleId,
    modalProps: {
      ...getFloatingProps({
        ref: refs.setFloating,
        "aria-modal": true,
        "aria-labelledby": titleId,
      }),
      "data-status": status,
    },
  };
}
