export {
  type BreadcrumbItem,
  type HostProps,
  HostProvider,
  type ResolvedHost,
  resolveHost,
  useHost,
} from "./HostContext";
export { assignLocation } from "./navigate";
export { ownFilesUrl } from "./ownFiles";
