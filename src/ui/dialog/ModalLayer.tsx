import type { ReactElement, RefObject } from "react";
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  type FloatingRootContext,
} from "@floating-ui/react";

export interface ModalLayerProps {
  context: FloatingRootContext;
  status: string;
  overlayClassName: string | undefined;
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactElement;
}

/**
 * Portal, backdrop and focus trap. `modal` focus management hides everything outside from
 * screen readers (aria-hidden) and returns focus to the opener when the modal unmounts.
 */
export function ModalLayer({
  context,
  status,
  overlayClassName,
  initialFocusRef,
  children,
}: ModalLayerProps) {
  return (
    <FloatingPortal>
      {/* The portal sits in <body>, outside the app's root: re-enter the token scope. */}
      <div className="natippc-root">
        <FloatingOverlay
          lockScroll
          className={overlayClassName}
          data-status={status}
        >
          <FloatingFocusManager
            context={context}
            modal
            initialFocus={initialFocusRef ?? 0}
          >
            {children}
          </FloatingFocusManager>
        </FloatingOverlay>
      </div>
    </FloatingPortal>
  );
}
