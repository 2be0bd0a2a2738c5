import { cloneElement } from "react";
import { useMergeRefs } from "@floating-ui/react";
import { T } from "../../i18n/de";
import type { TooltipProps } from "./Tooltip";
import { useTooltip } from "./useTooltip";
import styles from "./Tooltip.module.css";

/** The tooltip's full behaviour, loaded with floating-ui (see Tooltip). */
export function TooltipEnhanced({ children, ...props }: TooltipProps) {
  const tooltip = useTooltip(props);
  const ref = useMergeRefs([children.props.ref, tooltip.setReference]);
  // The trigger may be described already (e.g. by an error text); the tooltip adds to that.
  const { "aria-describedby": describedBy, ...triggerProps } = children.props;
  const referenceProps = tooltip.getReferenceProps({ ...triggerProps, ref });
  const describedByIds =
    [describedBy, referenceProps["aria-describedby"]]
      .filter(Boolean)
      .join(" ") || undefined;

  return (
    <>
      {cloneElement(children, {
        ...referenceProps,
        id: tooltip.triggerId,
        "aria-describedby": describedByIds,
      })}
      {tooltip.isMounted && (
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
