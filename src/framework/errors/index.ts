export { ErrorBox } from "./ErrorBox";
export { GlobalErrors } from "./GlobalErrors";
export { shownByPage } from "./globalErrorsState";
