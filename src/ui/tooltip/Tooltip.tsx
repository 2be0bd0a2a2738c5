import {
  cloneElement,
  useDeferredValue,
  useId,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from "react";
import {
  activateWhenLoaded,
  plainControlProps,
  useFloatingWidgets,
  useTakeOver,
} from "../floating";
import type { UseTooltipProps } from "./useTooltip";

export interface TooltipProps extends UseTooltipProps {
  /** The trigger: one focusable element that takes a ref and DOM event props. */
  children: ReactElement<Record<string, unknown> & { ref?: Ref<Element> }>;
  /**
   * The trigger alone, no tooltip (e.g. a text that is not cut off). Switching it keeps the
   * trigger's element: a new one would lose focus, and be painted anew (a later LCP).
   */
  disabled?: boolean;
}

/**
 * Tooltip states of SPEC §4 on a trigger. Its positioning is floating-ui's, which loads after the
 * page's first content; until then the trigger stands alone (pointing at or focusing it loads it).
 * A page has many triggers (a table's cut-off cells and codes): they become full tooltips in a
 * deferred render, in slices, not in one long task. Focus, and a click that pins the tooltip,
 * carry over to the full trigger.
 */
export function Tooltip({ children, disabled, ...props }: TooltipProps) {
  const generatedId = `${useId()}-trigger`;
  const ownId = children.props.id;
  const triggerId =
    props.triggerId ?? (typeof ownId === "string" ? ownId : generatedId);
  const widgets = useDeferredValue(useFloatingWidgets());
  useTakeOver(triggerId, widgets !== null && !disabled);
  // Under its id already: the full trigger, a new element, takes the focus over by it.
  if (disabled) return cloneElement(children, { id: triggerId });
  if (widgets)
    return (
      <widgets.TooltipEnhanced {...props} triggerId={triggerId}>
        {children}
      </widgets.TooltipEnhanced>
    );
  const own = children.props as Record<string, unknown>;
  const plain = plainControlProps(triggerId);
  // The trigger's own handlers run first.
  const after =
    (
      name: "onFocus" | "onPointerEnter" | "onTouchStart" | "onClick",
      then: () => void,
    ) =>
    (event: SyntheticEvent) => {
      (own[name] as ((event: SyntheticEvent) => void) | undefined)?.(event);
      then();
    };
  return cloneElement(children, {
    id: triggerId,
    onFocus: after("onFocus", plain.onFocus),
    onPointerEnter: after("onPointerEnter", plain.onPointerEnter),
    onTouchStart: after("onTouchStart", plain.onTouchStart),
    ...(props.pinOnClick && {
      "aria-haspopup": "dialog",
      "aria-expanded": false,
      onClick: after("onClick", () => activateWhenLoaded(triggerId)),
    }),
  });
}
