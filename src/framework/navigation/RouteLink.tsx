import type { ReactNode } from "react";
import { Link } from "react-router";
import { useHost } from "../host";
import {
  anchorAttributes,
  linkKind,
  resolveLink,
  type AppRoute,
} from "../routing";
import type { PathMatch } from "./navigationModel";

/**
 * A navigation link for a route: client-side for app routes, a same-window page load for
 * server pages and "../" links, a new tab without referrer for external links (SPEC §2).
 * `match` tells how the route matches the current one: "exact" is the current page,
 * "prefix" a page below it (styled through `data-match`).
 */
export function RouteLink({
  route,
  to,
  match,
  id,
  className,
  onClick,
  children,
}: {
  route: AppRoute;
  to: string;
  match?: PathMatch;
  id?: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const { basename } = useHost();
  const href = route.linkTo ? resolveLink(route.linkTo, basename) : to;
  const kind = route.linkTo
    ? linkKind(route.linkTo, Boolean(route.serverPage))
    : route.serverPage
      ? "server"
      : "internal";
  const common = {
    id,
    className,
    onClick,
    "data-match": match,
    "aria-current": match === "exact" ? ("page" as const) : undefined,
  };
  if (kind === "internal") {
    return (
      <Link to={href} target={route.target} {...common}>
        {children}
      </Link>
    );
  }
  const url = kind === "server" && !route.linkTo ? `${basename}${to}` : href;
  return (
    <a href={url} {...anchorAttributes(kind, route.target)} {...common}>
      {children}
    </a>
  );
}
