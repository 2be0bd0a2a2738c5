import { createContext, useContext, type ReactNode } from "react";
import type { QueryKey } from "@tanstack/react-query";
import { resolveAddresses } from "../../api/hostAddresses";
import { ownFilesUrl } from "./ownFiles";

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
}

export interface ResolvedHost {
  basename: string;
  portalBaseUrl: string;
  apiPrefix: string;
  handlers: NonNullable<HostProps["handlers"]>;
  setBreadcrumbs?: HostProps["setBreadcrumbs"];
  mapStyleUrl?: string;
}

/** The origin of the remote's own files when it is not the page's. */
function filesOrigin(): string | undefined {
  const files = ownFilesUrl();
  const origin = files && new URL(files).origin;
  return origin === window.location.origin ? undefined : origin;
}

/**
 * The host props with their defaults (hostAddresses.ts, which the HTTP client uses too). Without
 * an `apiPrefix`, a remote whose files come from another origin than the page's calls the API
 * there (docs/adr/0004).
 */
export function resolveHost(props: HostProps): ResolvedHost {
  const addresses = resolveAddresses(props);
  const origin = props.apiPrefix === undefined ? filesOrigin() : undefined;
  return {
    ...addresses,
    apiPrefix: origin ? `${origin}${addresses.basename}/` : addresses.apiPrefix,
    handlers: props.handlers ?? {},
    setBreadcrumbs: props.setBreadcrumbs,
    mapStyleUrl: props.mapStyleUrl,
  };
}

const HostContext = createContext<ResolvedHost | null>(null);

export function HostProvider({
  host,
  children,
}: {
  host: ResolvedHost;
  children: ReactNode;
}) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

export function useHost(): ResolvedHost {
  const host = useContext(HostContext);
  if (!host) throw new Error("useHost outside HostProvider");
  return host;
}
