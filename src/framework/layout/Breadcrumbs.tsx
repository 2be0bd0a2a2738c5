import { portalUrls } from "../../api/hostAddresses";
import { useEffect, useMemo } from "react";
import { Link } from "react-router";
import { T } from "../../i18n/de";
import { useHost, type BreadcrumbItem } from "../host";
import { useMatchedRoutes } from "../routing";

/** Breadcrumbs (SPEC §2): the portal, the app title, then the current route. */
function useBreadcrumbItems(): BreadcrumbItem[] {
  const { basename, portalBaseUrl } = useHost();
  const current = useMatchedRoutes().at(-1);
  const route = current?.route;
  const pathname = current?.pathname;
  return useMemo(() => {
    const items: BreadcrumbItem[] = [
      { label: T.app.portal, href: portalUrls(portalBaseUrl).home },
      { label: T.app.title, href: `${basename}/` },
    ];
    if (route && pathname)
      items.push({ label: route.name, href: `${basename}${pathname}` });
    return items;
  }, [basename, portalBaseUrl, route, pathname]);
}

export function Breadcrumbs({ className }: { className?: string }) {
  const { basename, setBreadcrumbs } = useHost();
  const items = useBreadcrumbItems();
  useEffect(() => {
    setBreadcrumbs?.(items);
  }, [setBreadcrumbs, items]);
  if (setBreadcrumbs) return null;
  return (
    <nav aria-label="Brotkrümelnavigation" className={className}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const inApp = item.href.startsWith(`${basename}/`);
          return (
            <li key={item.href}>
              {last ? (
                <span aria-current="page">{item.label}</span>
              ) : inApp ? (
                <Link to={item.href.slice(basename.length) || "/"}>
                  {item.label}
                </Link>
              ) : (
                <a href={item.href}>{item.label}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
