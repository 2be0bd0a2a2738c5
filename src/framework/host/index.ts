export {
  type BreadcrumbItem,
  type EbbCheck,
  type HostProps,
  PRELOAD_ERROR_EVENT,
} from "./contract";
export {
  HostProvider,
  type ResolvedHost,
  resolveHost,
  useHost,
} from "./HostContext";
export { assignLocation, reloadPage } from "./navigate";
export { ownFilesUrl } from "./ownFiles";
