import type { AppRoute, ResolvedRoute } from "../routing";

/** SPEC §3 navigation item, built from the resolved route table. */
export interface NavigationItem {
  /** Unique among all items: the route's full path. */
  key: string;
  name: string;
  /** Full path below the basename, e.g. "/installations". */
  path: string;
  /** Where the link goes: the route's own link target or its path. */
  linkTo: string;
  /** DOM id of the item's link in the main navigation bar. */
  linkId: string;
  target?: string;
  isHidden: boolean;
  showSubRoutesAsDropdown: boolean;
  subItems: NavigationItem[];
  /** At least one sub-item is shown. */
  hasChildren: boolean;
  /** The route itself, for the link kind (internal, server page, external). */
  route: AppRoute;
}

/** SPEC §3 sidebar node. */
export interface SidebarNode {
  key: string;
  id: string;
  name: string;
  path: string;
  expanded: boolean;
  children: SidebarNode[];
  item: NavigationItem;
}

function slug(path: string): string {
  return path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "root";
}

export function buildNavigationItems(
  routes: readonly ResolvedRoute[],
): NavigationItem[] {
  return routes.map(({ route, fullPath, visible, children }) => {
    const subItems = buildNavigationItems(children);
    return {
      key: fullPath,
      name: route.name,
      path: fullPath,
      linkTo: route.linkTo ?? fullPath,
      linkId: `natippc-nav-${slug(fullPath)}`,
      target: route.target,
      // A parameter route (":id") has no address of its own to link to.
      isHidden: !visible || route.path.includes(":"),
      showSubRoutesAsDropdown: Boolean(route.showSubRoutesAsDropdown),
      subItems,
      hasChildren: subItems.some((item) => !item.isHidden),
      route,
    };
  });
}

export function shownItems(items: readonly NavigationItem[]): NavigationItem[] {
  return items.filter((item) => !item.isHidden);
}

/**
 * What a dropdown or the menu's second level lists for an item: its own page first, when it has
 * one (a parent without a page redirects to its first child), then its shown sub-items.
 */
export function subEntries(item: NavigationItem): NavigationItem[] {
  const children = shownItems(item.subItems);
  return item.route.load
    ? [{ ...item, subItems: [], hasChildren: false }, ...children]
    : children;
}

export type PathMatch = "exact" | "prefix";

/** How an item's path matches the current route: the item itself, or one of its descendants. */
export function matchPath(
  itemPath: string,
  currentPath: string,
): PathMatch | undefined {
  const item = itemPath.replace(/\/+$/, "");
  const current = currentPath.replace(/\/+$/, "");
  if (item === current) return "exact";
  if (current.startsWith(`${item}/`)) return "prefix";
  return undefined;
}

/** Keys of the shown items on the way to the current route (its ancestors and itself). */
export function currentBranch(
  items: readonly NavigationItem[],
  currentPath: string,
): Set<string> {
  const branch = new Set<string>();
  for (const item of shownItems(items)) {
    if (!matchPath(item.path, currentPath)) continue;
    branch.add(item.key);
    for (const key of currentBranch(item.subItems, currentPath))
      branch.add(key);
  }
  return branch;
}

/**
 * The sidebar tree of the shown items. A node is expanded as the user set it, otherwise when it
 * lies on the branch of the current route (auto-expansion, SPEC §2).
 */
export function buildSidebarTree(
  items: readonly NavigationItem[],
  currentPath: string,
  userExpanded: Readonly<Record<string, boolean>> = {},
): SidebarNode[] {
  const branch = currentBranch(items, currentPath);
  const toNodes = (level: readonly NavigationItem[]): SidebarNode[] =>
    shownItems(level).map((item) => {
      const children = toNodes(item.subItems);
      return {
        key: item.key,
        id: `natippc-sidebar-${slug(item.path)}`,
        name: item.name,
        path: item.path,
        expanded:
          children.length > 0 &&
          (userExpanded[item.key] ?? branch.has(item.key)),
        children,
        item,
      };
    });
  return toNodes(items);
}
