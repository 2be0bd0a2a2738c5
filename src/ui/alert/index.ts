export { Alert } from "./Alert";
export { ALERT_TYPES, alertLabel, type AlertType } from "./alertTypes";
export { TypeIcon } from "./TypeIcon";
