import { createContext, useContext, useMemo } from "react";
import {
  matchRoutes,
  useLocation,
  useRoutes,
  type RouteObject,
} from "react-router";
import type { AppRoute } from "./types";

/** What the app's route objects carry (`handle`): the route of the table they were built from. */
export interface RouteHandle {
  route: AppRoute;
}

export interface MatchedRoute {
  route: AppRoute;
  /** The part of the location this route matched. */
  pathname: string;
}

export const RouteObjectsContext = createContext<readonly RouteObject[]>([]);

/** Renders the route objects for the current location, and lets the frame ask what they matched. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return (
    <RouteObjectsContext.Provider value={routes}>
      {useRoutes(routes)}
    </RouteObjectsContext.Provider>
  );
}

/** The routes of the table the current location matches, outermost first. */
export function useMatchedRoutes(): MatchedRoute[] {
  const routes = useContext(RouteObjectsContext);
  const location = useLocation();
  return useMemo(
    () =>
      (matchRoutes([...routes], location) ?? []).flatMap((match) => {
        const route = (match.route.handle as RouteHandle | undefined)?.route;
        return route ? [{ route, pathname: match.pathname }] : [];
      }),
    [routes, location],
  );
}
