import { useEffect, useEffectEvent } from "react";

export interface DismissOptions {
  /** Escape anywhere on the page closes it (WCAG 1.4.13: a tooltip shown by hovering too). */
  escape?: boolean;
  /** A press outside the given elements closes it. */
  outsidePress?: boolean;
}

/**
 * While `active`: Escape and a press outside `inside` call `onDismiss`. The listeners exist only
 * while the popup is open, and go with it.
 */
export function useDismiss(
  active: boolean,
  inside: readonly (Element | null)[],
  onDismiss: (reason: "escape" | "outside") => void,
  { escape = true, outsidePress = true }: DismissOptions = {},
): void {
  const dismiss = useEffectEvent(onDismiss);
  const isInside = useEffectEvent((target: EventTarget | null) =>
    inside.some(
      (element) =>
        element !== null && target instanceof Node && element.contains(target),
    ),
  );
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An element that handled the key itself (an open list in a dialog) keeps it.
      if (escape && event.key === "Escape" && !event.defaultPrevented)
        dismiss("escape");
    };
    const onPointerDown = ({ target }: PointerEvent) => {
      if (outsidePress && !isInside(target)) dismiss("outside");
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown, true);
    };
  }, [active, escape, outsidePress]);
}
