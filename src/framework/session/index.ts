export { recordSessionEnd } from "./countdown";
export { EbbCheckProvider, useEbbCheck } from "./ebb";
export { useOverviewSelection } from "./overview";
export { createResponseObserver } from "./responseObserver";
export {
  hasRole,
  type RoleRequirement,
  stripRolePrefix,
  usesSiteRoot,
} from "./roles";
export { useLogin } from "./useLogin";
export { sessionOf, useSession } from "./useSession";
export { LazySessionTimeout } from "./lazy";
