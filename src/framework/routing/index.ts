export { findResolved, firstVisiblePath, type ResolvedRoute } from "./access";
export { useBackInApp } from "./appHistory";
export { HashRewrite } from "./HashRewrite";
export { AppRouter } from "./AppRouter";
export { useMatchedRoutes, type RouteHandle } from "./matches";
export { openPageAt, pageLoader, RoutePage, type PageHandle } from "./pages";
export { anchorAttributes, linkKind, resolveLink } from "./links";
export type { AppRoute, PrefetchContext, PrefetchDeps } from "./types";
export { RouteTableProvider, useResolvedRoutes } from "./useResolvedRoutes";
