/**
 * What the portal and the remote agree on (DESIGN §3): the props a portal hands over, the event it
 * may listen for. Nothing here imports the app, so the hosts' type archive is made from a few files
 * (src/expose/contract.ts).
 */
import type { QueryKey } from "@tanstack/react-query";
import type { User } from "../../api/types";

/** The EBB permission check (SPEC §2 "the check is not shown"): pluggable per mount. */
export type EbbCheck = (user: User | null) => boolean;

export interface BreadcrumbItem {
  label: string;
  href: string;
}

/** What the portal (or host-dev) hands the remote as single-spa custom props (DESIGN §3). */
export interface HostProps {
  /** Router basename, default "/natippc". */
  basename?: string;
  /** Where portal pages and portal API calls live, e.g. "/portal". */
  portalBaseUrl?: string;
  /**
   * Prefix of app API calls relative to the basename. Default ".": the API is below the basename on
   * the page's origin; but when the remote's files come from another origin, the API is taken to be
   * where they come from (that origin + basename), as the register's server serves both.
   */
  apiPrefix?: string;
  handlers?: {
    login?: (returnUrl: string) => void;
    sessionExpired?: () => void;
    switchRole?: (roleId: string) => Promise<void> | void;
  };
  /**
   * The base map's MapLibre style (in production the Austrian basemap's vector style). Without
   * it, the register's own server is asked (`<api>/map/style.json`).
   */
  mapStyleUrl?: string;
  /** Written into the QueryClient before the first render. */
  preloadedQueries?: { queryKey: QueryKey; data: unknown }[];
  /** Set when the host renders the breadcrumbs; otherwise the remote renders its own. */
  setBreadcrumbs?: (items: BreadcrumbItem[]) => void;
  /** The EBB permission check for EBB routes (SPEC §2); without one EBB routes stay hidden. */
  ebbCheck?: EbbCheck;
}

/**
 * Fired on window when a chunk fails to load also on its second try (SPEC §8): the host may
 * reload or report. `detail`: `{ part, error, newVersion }`.
 */
export const PRELOAD_ERROR_EVENT = "natippc:preload-error";
