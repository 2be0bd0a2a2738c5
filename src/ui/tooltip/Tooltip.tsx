import {
  cloneElement,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from "react";
import { T } from "../../i18n/de";
import { useMergedRef } from "../refs";
import { useTooltip, type UseTooltipProps } from "./useTooltip";
import styles from "./Tooltip.module.css";

export interface TooltipProps extends UseTooltipProps {
  /** The trigger: one focusable element that takes a ref and DOM event props. */
  children: ReactElement<Record<string, unknown> & { ref?: Ref<Element> }>;
}

type Handler = (event: SyntheticEvent) => void;

/**
 * Tooltip states of SPEC §4 on a trigger, which keeps its element from the first paint: switching
 * the tooltip on or off (`disabled`) never replaces it. Only the bubble's placement comes later,
 * the first time one shows (usePopupPosition).
 */
export function Tooltip({ children, ...props }: TooltipProps) {
  const own = children.props;
  const tooltip = useTooltip({
    ...props,
    triggerId:
      props.triggerId ?? (typeof own.id === "string" ? own.id : undefined),
  });
  const ref = useMergedRef<Element>(
    own.ref,
    tooltip.setTrigger as Ref<Element>,
  );
  // The trigger's own handlers run first.
  const handlers = Object.fromEntries(
    Object.entries(tooltip.triggerProps)
      .filter(([name]) => /^on[A-Z]/.test(name))
      .map(([name, handler]) => [
        name,
        (event: SyntheticEvent) => {
          (own[name] as Handler | undefined)?.(event);
          (handler as Handler | undefined)?.(event);
        },
      ]),
  );
  // The trigger may be described already (e.g. by an error text); the tooltip adds to that.
  const describedBy =
    [own["aria-describedby"], tooltip.triggerProps["aria-describedby"]]
      .filter(Boolean)
      .join(" ") || undefined;

  return (
    <>
      {cloneElement(children, {
        ...tooltip.triggerProps,
        ...handlers,
        ref,
        "aria-describedby": describedBy,
      })}
      {tooltip.mounted && (
        // A span, so that a trigger inside running text keeps valid markup.
        <span
          {...tooltip.tooltipProps}
          className={styles.tooltip}
          data-status={tooltip.status}
        >
          <span id={tooltip.textId}>{props.text}</span>
          {tooltip.pinned && (
            <button
              type="button"
              className={styles.close}
              aria-label={T.ui.closeTooltip}
              onClick={tooltip.closePinned}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </span>
      )}
    </>
  );
}
