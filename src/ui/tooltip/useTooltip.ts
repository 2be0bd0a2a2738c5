import { useEffect, useId, useRef, useState, type PointerEvent } from "react";
import {
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useTransitionStatus,
  type OpenChangeReason,
} from "@floating-ui/react";
import {
  FADE_MS,
  LONG_PRESS_MS,
  TOOLTIP_DELAY_MS,
  TOOLTIP_PADDING,
  prefersReducedMotion,
} from "../tokens";

export interface UseTooltipProps {
  text: string;
  /** Show the tooltip only when the trigger's content is cut off (scrollWidth > clientWidth). */
  onlyWhenOverflowing?: boolean;
  /** A click (or tap) pins the tooltip open, as an info button would expect. */
  pinOnClick?: boolean;
  /** The trigger's own id, if it has one: the pinned tooltip is named after the trigger. */
  triggerId?: string;
}

const MIDDLEWARE = [
  offset(TOOLTIP_PADDING),
  flip({ padding: TOOLTIP_PADDING }),
  shift({ padding: TOOLTIP_PADDING }),
];

function isOverflowing(element: Element | null): boolean {
  return element !== null && element.scrollWidth > element.clientWidth;
}

/** Tooltip states of SPEC §4: hidden, open (hover or focus after 300 ms), openPinned (long press). */
export function useTooltip({
  text,
  onlyWhenOverflowing = false,
  pinOnClick = false,
  triggerId: triggerIdProp,
}: UseTooltipProps) {
  const generatedId = useId();
  const triggerId = triggerIdProp ?? `${generatedId}-trigger`;
  const tooltipId = `${generatedId}-tooltip`;
  const textId = `${generatedId}-text`;
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const focusTimerRef = useRef<number | undefined>(undefined);
  const pressTimerRef = useRef<number | undefined>(undefined);
  // The click that ends a long press must not unpin what the press just pinned.
  const pressPinnedRef = useRef(false);

  function clearTimers() {
    window.clearTimeout(focusTimerRef.current);
    window.clearTimeout(pressTimerRef.current);
  }
  useEffect(() => clearTimers, []);

  function show(pin: boolean) {
    if (text === "") return;
    if (onlyWhenOverflowing && !isOverflowing(refs.domReference.current))
      return;
    setOpen(true);
    setPinned((current) => current || pin);
  }

  function hide() {
    clearTimers();
    setOpen(false);
    setPinned(false);
  }

  function onOpenChange(
    next: boolean,
    _event?: Event,
    reason?: OpenChangeReason,
  ) {
    // APG dialog: Escape closes the pinned tooltip, a non-modal dialog, and focus goes back to
    // its trigger, wherever it was (e.g. on 'Tooltip schließen', which disappears with it).
    if (!next && pinned && reason === "escape-key") closePinned();
    else if (!next) hide();
    // useHover waits the delay itself; useFocus has no delay option, so focus waits here.
    else if (reason === "focus")
      focusTimerRef.current = window.setTimeout(
        () => show(false),
        TOOLTIP_DELAY_MS,
      );
    else show(false);
  }

  const { refs, floatingStyles, context } = useFloating({
    // A text emptied while shown hides the tooltip as well.
    open: open && text !== "",
    onOpenChange,
    placement: "top",
    strategy: "fixed",
    whileElementsMounted: autoUpdate,
    middleware: MIDDLEWARE,
  });

  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, {
      enabled: !pinned,
      mouseOnly: true,
      delay: { open: TOOLTIP_DELAY_MS },
      // WCAG 1.4.13: the pointer may move onto the tooltip without closing it.
      handleClose: safePolygon(),
    }),
    useFocus(context, { enabled: !pinned }),
    useDismiss(context),
    {
      reference: {
        // APG tooltip: the trigger is described by the tooltip; once pinned by its text alone,
        // not by the close button next to it.
        "aria-describedby":
          open && text !== "" ? (pinned ? textId : tooltipId) : undefined,
        // A click opens the pinned tooltip, a non-modal dialog (WAI-ARIA APG): say so.
        ...(pinOnClick && {
          "aria-haspopup": "dialog",
          "aria-expanded": pinned,
          "aria-controls": pinned ? tooltipId : undefined,
        }),
        onPointerDown(event: PointerEvent) {
          if (event.pointerType !== "touch") return;
          pressPinnedRef.current = false;
          pressTimerRef.current = window.setTimeout(() => {
            pressPinnedRef.current = true;
            show(true);
          }, LONG_PRESS_MS);
        },
        onPointerUp: cancelPress,
        onPointerCancel: cancelPress,
        onPointerLeave: cancelPress,
        onClick: pinOnClick ? togglePinned : undefined,
      },
    },
  ]);

  const { isMounted, status } = useTransitionStatus(context, {
    duration: prefersReducedMotion() ? 0 : FADE_MS,
  });

  function cancelPress() {
    window.clearTimeout(pressTimerRef.current);
  }

  function togglePinned() {
    if (pressPinnedRef.current) pressPinnedRef.current = false;
    else if (pinned) hide();
    else show(true);
  }

  function closePinned() {
    hide();
    if (refs.domReference.current instanceof HTMLElement)
      refs.domReference.current.focus({ preventScroll: true });
  }

  return {
    isMounted,
    status,
    pinned,
    setReference: refs.setReference,
    getReferenceProps,
    triggerId,
    textId,
    // Pinned, it holds a button and stays until closed: a non-modal dialog (no aria-modal, the
    // page stays usable), named by its trigger and described by its text.
    tooltipProps: getFloatingProps({
      ref: refs.setFloating,
      id: tooltipId,
      style: floatingStyles,
      ...(pinned
        ? {
            role: "dialog",
            "aria-labelledby": triggerId,
            "aria-describedby": textId,
          }
        : { role: "tooltip" }),
    }),
    closePinned,
  };
}
