export {
  type BreadcrumbItem,
  type HostProps,
  HostProvider,
  type ResolvedHost,
  resolveHost,
  useHost,
} from "./HostContext";
export { assignLocation, reloadPage } from "./navigate";
export { ownFilesUrl } from "./ownFiles";
