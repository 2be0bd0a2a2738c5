export { SanitizedHtml } from "./SanitizedHtml";
