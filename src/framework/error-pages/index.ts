export { FatalErrorPage } from "./FatalErrorPage";
export { ForbiddenPage } from "./ForbiddenPage";
export { NotFoundPage } from "./NotFoundPage";
export { RouteErrorPage } from "./RouteErrorPage";
export { RouteErrorBoundary } from "./RouteErrorBoundary";
