import { createContext, useContext, type ReactNode } from "react";
import { resolveAddresses } from "../../api/hostAddresses";
import { ownFilesUrl } from "./ownFiles";
import type { HostProps } from "./contract";

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
