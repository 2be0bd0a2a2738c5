export { ContextHelp } from "./ContextHelp";
export { HelpdeskBox } from "./HelpdeskBox";
