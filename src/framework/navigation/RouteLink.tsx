import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useHost } from "../host/HostContext";
import { anchorAttributes, linkKind, resolveLink } from "../routing/links";
import type { AppRoute } from "../routing/types";

/**
 * A navigation link for a route: client-side for app routes, a same-window page load for
 * server pages and "../" links, a new tab without referrer for external links (SPEC §2).
 */
export function RouteLink({
  route,
  to,
  className,
  children,
}: {
  route: AppRoute;
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const { basename } = useHost();
  const href = route.linkTo ? resolveLink(route.linkTo, basename) : to;
  const kind = route.linkTo
    ? linkKind(route.linkTo, Boolean(route.serverPage))
    : route.serverPage
      ? "server"
      : "internal";
  if (kind === "internal") {
    return (
      <NavLink to={href} className={className} target={route.target}>
        {children}
      </NavLink>
    );
  }
  const url = kind === "server" && !route.linkTo ? `${basename}${to}` : href;
  return (
    <a
      href={url}
      className={className}
      {...anchorAttributes(kind, route.target)}
    >
      {children}
    </a>
  );
}
