import { useMemo } from "react";
import { useLocation } from "react-router";
import { findResolved, useMatchedRoutes, useResolvedRoutes } from "../routing";
import { buildNavigationItems, type NavigationItem } from "./navigationModel";

export interface Navigation {
  items: NavigationItem[];
  /** The current path below the basename. */
  currentPath: string;
  /** The current route is permitted (unknown paths count as permitted: nothing is withheld). */
  currentPermitted: boolean;
  /** The current route or one above it hides the sidebar (the register needs the width). */
  hideSidebar: boolean;
}

/** The navigation items of the visible routes and where the visitor is among them. */
export function useNavigation(): Navigation {
  const { routes } = useResolvedRoutes();
  const { pathname } = useLocation();
  const matched = useMatchedRoutes().map(({ route }) => route);
  const current = matched.at(-1);
  const items = useMemo(() => buildNavigationItems(routes), [routes]);
  return {
    items,
    currentPath: pathname,
    currentPermitted: current
      ? (findResolved(routes, current)?.permitted ?? false)
      : true,
    hideSidebar: matched.some((route) => route.hideSidebar),
  };
}
