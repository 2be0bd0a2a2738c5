export { Tooltip, type TooltipProps } from "./Tooltip";
export { InfoTooltip, type InfoTooltipProps } from "./InfoTooltip";
