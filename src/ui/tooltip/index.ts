export { Tooltip } from "./Tooltip";
export { InfoTooltip } from "./InfoTooltip";
