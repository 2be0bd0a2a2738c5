import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
} from "react";
import { useDismiss, usePopupPosition, usePresence } from "../floating";
import { FADE_MS, LONG_PRESS_MS, TOOLTIP_DELAY_MS } from "../tokens";

export interface UseTooltipProps {
  text: string;
  /** Show the tooltip only when the trigger's content is cut off (scrollWidth > clientWidth). */
  onlyWhenOverflowing?: boolean;
  /** A click (or tap) pins the tooltip open, as an info button would expect. */
  pinOnClick?: boolean;
  /** The trigger's own id, if it has one: the pinned tooltip is named after the trigger. */
  triggerId?: string;
  /** The trigger alone, no tooltip (e.g. a text that is not cut off). */
  disabled?: boolean;
}

function isOverflowing(element: Element | null): boolean {
  return element !== null && element.scrollWidth > element.clientWidth;
}

/** Focus that a keyboard gave (`:focus-visible`), not a pointer's press. */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/**
 * Tooltip states of SPEC §4: hidden, open (hover or keyboard focus after 300 ms), openPinned (a
 * long press, or a click where `pinOnClick`). The trigger is the caller's element throughout.
 */
export function useTooltip({
  text,
  onlyWhenOverflowing = false,
  pinOnClick = false,
  triggerId: triggerIdProp,
  disabled = false,
}: UseTooltipProps) {
  const generatedId = useId();
  const triggerId = triggerIdProp ?? `${generatedId}-trigger`;
  const tooltipId = `${generatedId}-tooltip`;
  const textId = `${generatedId}-text`;
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const [bubble, setBubble] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const timerRef = useRef<number | undefined>(undefined);
  const pressTimerRef = useRef<number | undefined>(undefined);
  // The click that ends a long press must not unpin what the press just pinned.
  const pressPinnedRef = useRef(false);

  const shown = open && text !== "" && !disabled;
  const presence = usePresence(shown, FADE_MS);
  usePopupPosition(trigger, presence.mounted ? bubble : null, "tooltip");

  function clearTimers() {
    window.clearTimeout(timerRef.current);
    window.clearTimeout(pressTimerRef.current);
  }
  useEffect(() => clearTimers, []);

  function show(pin: boolean) {
    if (text === "" || disabled) return;
    if (onlyWhenOverflowing && !isOverflowing(trigger)) return;
    setOpen(true);
    if (pin) setPinned(true);
  }

  function showLater() {
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => show(false), TOOLTIP_DELAY_MS);
  }

  function hide() {
    clearTimers();
    setOpen(false);
    setPinned(false);
  }

  function closePinned() {
    hide();
    trigger?.focus({ preventScroll: true });
  }

  // A trigger that has the focus when its tooltip is switched on (a cell found cut off) shows it.
  useLayoutEffect(() => {
    if (!disabled && trigger !== null && document.activeElement === trigger)
      showLater();
    // Only when switched on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [disabled]);

  // APG: Escape closes it, the pinned one (a non-modal dialog) giving the focus back to the
  // trigger; a press outside closes it too.
  useDismiss(open, [trigger, bubble], (reason) => {
    if (pinned && reason === "escape") closePinned();
    else hide();
  });

  function cancelPress() {
    window.clearTimeout(pressTimerRef.current);
  }

  return {
    mounted: presence.mounted,
    status: presence.status,
    pinned,
    triggerId,
    textId,
    setTrigger,
    triggerProps: {
      id: triggerId,
      // APG tooltip: the trigger is described by the tooltip; once pinned by its text alone,
      // not by the close button next to it.
      "aria-describedby": shown ? (pinned ? textId : tooltipId) : undefined,
      // A click opens the pinned tooltip, a non-modal dialog (WAI-ARIA APG): say so.
      ...(pinOnClick &&
        !disabled && {
          "aria-haspopup": "dialog" as const,
          "aria-expanded": pinned,
          "aria-controls": pinned ? tooltipId : undefined,
        }),
      onPointerEnter(event: PointerEvent) {
        if (event.pointerType === "mouse" && !pinned) showLater();
      },
      onPointerLeave(event: PointerEvent) {
        cancelPress();
        // The fade-out leaves time to move onto the tooltip, which keeps it (WCAG 1.4.13).
        if (event.pointerType === "mouse" && !pinned) {
          window.clearTimeout(timerRef.current);
          setOpen(false);
        }
      },
      onFocus(event: { currentTarget: Element }) {
        if (!pinned && focusVisible(event.currentTarget)) showLater();
      },
      onBlur(event: { relatedTarget: EventTarget | null }) {
        // Into the pinned tooltip (its close button) is no leaving.
        if (pinned) return;
        if (
          event.relatedTarget instanceof Node &&
          bubble?.contains(event.relatedTarget)
        )
          return;
        hide();
      },
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
      onClick: pinOnClick
        ? () => {
            if (pressPinnedRef.current) pressPinnedRef.current = false;
            else if (pinned) hide();
            else show(true);
          }
        : undefined,
    },
    // Pinned, it holds a button and stays until closed: a non-modal dialog (no aria-modal, the
    // page stays usable), named by its trigger and described by its text.
    tooltipProps: {
      ref: setBubble,
      id: tooltipId,
      ...(pinned
        ? {
            role: "dialog",
            "aria-labelledby": triggerId,
            "aria-describedby": textId,
          }
        : { role: "tooltip" }),
      onPointerEnter() {
        if (!pinned && presence.mounted) setOpen(true);
      },
      onPointerLeave(event: PointerEvent) {
        if (event.pointerType === "mouse" && !pinned) setOpen(false);
      },
    },
    closePinned,
  };
}
