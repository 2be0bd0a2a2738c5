import type { ComponentType, ReactNode } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { HttpClient } from "../../api/http";
import type { RoleRequirement } from "../session";

/** What route checks may look at. */
export interface RouteContext {
  isLoggedIn: boolean;
  roles: readonly string[];
  /**
   * Number of the visitor's background tasks, an anonymous visitor's (kept in the session) too:
   * the task list joins the navigation only when > 0.
   */
  taskCount: number;
  /** The task count has been answered (or its request failed): checks on it can be decided. */
  tasksKnown: boolean;
  /** The visitor has had at least one task since the app was mounted. */
  hadTasks: boolean;
  /** The EBB permission check (SPEC §2); pluggable, see EbbCheck. */
  ebbPermitted: boolean;
}

/** What a route's prefetch may use: the mount's QueryClient and HTTP client. */
export interface PrefetchDeps {
  queryClient: QueryClient;
  http: HttpClient;
}

/** What a route's prefetch gets: its deps, the search and path parameters being opened. */
export interface PrefetchContext extends PrefetchDeps {
  searchParams: URLSearchParams;
  params: Readonly<Record<string, string | undefined>>;
}

/** A node of the nested route table (SPEC §2 "Routes are nested"). */
export interface AppRoute {
  /** Path segment below the parent, without slashes ("start", ":id"). */
  path: string;
  /** German name: navigation label, breadcrumb and page title. */
  name: string;
  /** Where navigation links to, if not the route itself (absolute URL, server page, or "../" link). */
  linkTo?: string;
  /** Link target window, e.g. "_blank". */
  target?: string;
  /** A full page load in the same window instead of client-side routing. */
  serverPage?: boolean;
  /** The page component, loaded lazily into its own chunk. */
  load?: () => Promise<ComponentType>;
  /**
   * Data the page will ask for first, requested while its chunk is still loading: the first time
   * the route is opened in a mount.
   */
  prefetch?: (context: PrefetchContext) => void;
  /** Optional wrapper around the page (e.g. a layout variant). */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** Whether the current visitor may be authorized at all (e.g. must be logged in). */
  authorized?: (ctx: RouteContext) => boolean;
  /**
   * The route's checks wait for something still on its way (e.g. the task count): until then its
   * guard shows nothing, rather than a 'not permitted' page that sends a visitor to sign-in.
   */
  undecided?: (ctx: RouteContext) => boolean;
  /** Role requirement (exact names or a pattern). */
  roles?: RoleRequirement;
  /** Not shown in navigation (but reachable). */
  isHidden?: boolean;
  /** The route's own visibility check (navigation only). */
  isVisible?: (ctx: RouteContext) => boolean;
  /** An EBB route: permitted only if the EBB permission check passes. */
  ebb?: boolean;
  /** Navigation shows the children as a dropdown. */
  showSubRoutesAsDropdown?: boolean;
  /** The page hides the sidebar (SPEC §2: /installations). */
  hideSidebar?: boolean;
  children?: AppRoute[];
}
