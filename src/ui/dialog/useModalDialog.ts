import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
  type SyntheticEvent,
} from "react";
import { prefersReducedMotion } from "../tokens";

export interface UseModalDialogOptions {
  open: boolean;
  onClose: () => void;
  /** How long the closing animation keeps the dialog shown. */
  closeMs: number;
  /** Where focus goes on opening; by default the platform's choice, the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The platform's modal <dialog>, shared by dialog and drawer: showModal() makes the page behind
 * inert (focus, pointer and screen readers stay inside), Escape asks to close, close() gives the
 * focus back to the element that had it before. `open` stays the only truth: the dialog is shown
 * while `open` is true and for its closing animation after; otherwise it is not rendered
 * (`mounted`).
 */
export function useModalDialog({
  open,
  onClose,
  closeMs,
  initialFocusRef,
}: UseModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  const focusInitial = useEffectEvent(() => initialFocusRef?.current?.focus());

  // Before paint: the dialog's first frame is already modal, with the focus inside.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!mounted || !dialog) return;
    dialog.showModal();
    focusInitial();
    // Unmounted while shown (its page left, its part replaced): out of the top layer, focus back.
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [mounted]);

  // Opened again in the moment its closing ended: the closing's close() and the opening meet in
  // one render, `mounted` never changed, and the dialog is shown modal again here.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog || dialog.open) return;
    dialog.showModal();
    focusInitial();
  }, [open]);

  useEffect(() => {
    if (open || !mounted) return;
    // Closed while still in the document: close() gives the focus back only from there.
    const timer = window.setTimeout(
      () => {
        ref.current?.close();
        setMounted(false);
      },
      prefersReducedMotion() ? 0 : closeMs,
    );
    return () => window.clearTimeout(timer);
  }, [open, mounted, closeMs]);

  return {
    mounted,
    titleId,
    dialogProps: {
      ref,
      // Escape: the caller decides, and the closing animation runs before close().
      onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
        // React passes `cancel` on to the dialogs around this one in its tree: not theirs.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      },
      "aria-labelledby": titleId,
      // Said in ARIA too, for assistive technology that reads modality from it rather than from
      // the top layer.
      "aria-modal": true,
      "data-status": open ? "open" : "close",
    },
  };
}
