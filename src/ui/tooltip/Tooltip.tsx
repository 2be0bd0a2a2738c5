import { cloneElement, type ReactElement, type Ref } from "react";
import { useMergeRefs } from "@floating-ui/react";
import { T } from "../../i18n/de";
import { useTooltip, type UseTooltipProps } from "./useTooltip";
import styles from "./Tooltip.module.css";

export interface TooltipProps extends UseTooltipProps {
  /** The trigger: one focusable element that takes a ref and DOM event props. */
  children: ReactElement<Record<string, unknown> & { ref?: Ref<Element> }>;
}

export function Tooltip({ children, ...props }: TooltipProps) {
  const tooltip = useTooltip({
    ...props,
    triggerId:
      typeof children.props.id === "string" ? children.props.id : undefined,
  });
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
