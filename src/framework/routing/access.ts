import { hasRole } from "../session";
import type { AppRoute, RouteContext } from "./types";

/** Route permitted on its own (SPEC §2): authorized, roles match, EBB check. Parents are checked by the callers. */
function permittedSelf(route: AppRoute, ctx: RouteContext): boolean {
  if (route.authorized && !route.authorized(ctx)) return false;
  if (route.roles && !hasRole(ctx.roles, route.roles)) return false;
  if (route.ebb && !ctx.ebbPermitted) return false;
  return true;
}

/** Visible in navigation: permitted, not hidden, own visibility check passes. */
function visibleSelf(route: AppRoute, ctx: RouteContext): boolean {
  return (
    permittedSelf(route, ctx) &&
    !route.isHidden &&
    (route.isVisible ? route.isVisible(ctx) : true)
  );
}

function joinPath(parent: string, segment: string): string {
  return `${parent.replace(/\/+$/, "")}/${segment.replace(/^\/+/, "")}`;
}

/** A route with its absolute path below the basename ("/installations/:id") and its ancestors. */
export interface ResolvedRoute {
  route: AppRoute;
  fullPath: string;
  /** Permitted: it and every ancestor are permitted. */
  permitted: boolean;
  /** Visible: permitted, and it and every ancestor are visible. */
  visible: boolean;
  children: ResolvedRoute[];
}

export function resolveRoutes(
  routes: readonly AppRoute[],
  ctx: RouteContext,
  parentPath = "",
  parentPermitted = true,
  parentVisible = true,
): ResolvedRoute[] {
  return routes.map((route) => {
    const fullPath = joinPath(parentPath, route.path);
    const permitted = parentPermitted && permittedSelf(route, ctx);
    const visible = permitted && parentVisible && visibleSelf(route, ctx);
    return {
      route,
      fullPath,
      permitted,
      visible,
      children: resolveRoutes(
        route.children ?? [],
        ctx,
        fullPath,
        permitted,
        visible,
      ),
    };
  });
}

/** The first visible, permitted route among these (depth-first into its children), as a path. */
export function firstVisiblePath(
  routes: readonly ResolvedRoute[],
): string | null {
  for (const resolved of routes) {
    if (!resolved.visible || resolved.route.path.startsWith(":")) continue;
    return firstVisiblePath(resolved.children) ?? resolved.fullPath;
  }
  return null;
}

export function findResolved(
  routes: readonly ResolvedRoute[],
  route: AppRoute,
): ResolvedRoute | undefined {
  for (const resolved of routes) {
    if (resolved.route === route) return resolved;
    const inner = findResolved(resolved.children, route);
    if (inner) return inner;
  }
  return undefined;
}
