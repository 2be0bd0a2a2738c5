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

interface MatchedRoute {
  route: AppRoute;
  /** The part of the location this route matched. */
  pathname: string;
}

/** The routes of the table the location matches, outermost first. */
const MatchedContext = createContext<MatchedRoute[]>([]);

/**
 * Renders the route objects for the current location, and tells the frame once what they matched
 * (the navigation, the sidebar and the breadcrumbs each asking would match it again).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matched = useMemo(
    () =>
      (matchRoutes(routes, location) ?? []).flatMap((match) => {
        const route = (match.route.handle as RouteHandle | undefined)?.route;
        return route ? [{ route, pathname: match.pathname }] : [];
      }),
    [routes, location],
  );
  return (
    <MatchedContext.Provider value={matched}>
      {useRoutes(routes)}
    </MatchedContext.Provider>
  );
}

/** The routes of the table the current location matches, outermost first. */
export function useMatchedRoutes(): MatchedRoute[] {
  return useContext(MatchedContext);
}
