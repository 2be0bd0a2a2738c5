import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { AppRoute } from "./types";
import { resolveRoutes, type ResolvedRoute } from "./access";
import { useRouteContext } from "./useRouteContext";

const RouteTableContext = createContext<readonly AppRoute[]>([]);

export function RouteTableProvider({
  routes,
  children,
}: {
  routes: readonly AppRoute[];
  children: ReactNode;
}) {
  return (
    <RouteTableContext.Provider value={routes}>
      {children}
    </RouteTableContext.Provider>
  );
}

function useRouteTable(): readonly AppRoute[] {
  return useContext(RouteTableContext);
}

/** The route table with each route's permission and visibility for the current visitor. */
export function useResolvedRoutes(): {
  routes: ResolvedRoute[];
  context: ReturnType<typeof useRouteContext>["context"];
  ready: boolean;
} {
  const table = useRouteTable();
  const { context, ready } = useRouteContext();
  const routes = useMemo(() => resolveRoutes(table, context), [table, context]);
  return { routes, context, ready };
}
