import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { AppRoute } from "./types";
import { resolveRoutes, type ResolvedRoute } from "./access";
import { useRouteContext } from "./useRouteContext";

interface ResolvedRoutes {
  routes: ResolvedRoute[];
  context: ReturnType<typeof useRouteContext>["context"];
  ready: boolean;
}

const ResolvedRoutesContext = createContext<ResolvedRoutes | null>(null);

/**
 * Resolves the route table for the current visitor once per mount: the navigation, the layout and
 * every route guard read it. Each resolving for itself subscribed to the session, the user and the
 * tasks list again — half a dozen times in a page's first render.
 */
export function RouteTableProvider({
  routes,
  children,
}: {
  routes: readonly AppRoute[];
  children: ReactNode;
}) {
  const { context, ready } = useRouteContext();
  const resolved = useMemo(
    () => ({ routes: resolveRoutes(routes, context), context, ready }),
    [routes, context, ready],
  );
  return (
    <ResolvedRoutesContext.Provider value={resolved}>
      {children}
    </ResolvedRoutesContext.Provider>
  );
}

/** The route table with each route's permission and visibility for the current visitor. */
export function useResolvedRoutes(): ResolvedRoutes {
  const resolved = useContext(ResolvedRoutesContext);
  if (!resolved)
    throw new Error(
      "useResolvedRoutes() needs a <RouteTableProvider> above it.",
    );
  return resolved;
}
