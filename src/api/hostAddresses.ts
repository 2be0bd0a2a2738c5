/**
 * The one place that resolves the host's addresses (host props `basename`, `apiPrefix`,
 * `portalBaseUrl`) into what the client and the frame use, and that spells every portal URL the
 * app links to or calls.
 */
const DEFAULT_BASENAME = "/natippc";
const DEFAULT_API_PREFIX = ".";
const DEFAULT_PORTAL_BASE_URL = "/portal";

export interface HostAddresses {
  /** The app's context path, without a trailing slash: "/natippc". */
  basename: string;
  /** Resolved against `${basename}/` by the client: ".", "/", "https://api.example.at/natippc/". */
  apiPrefix: string;
  /** The portal's root, without a trailing slash: "/portal", "https://edm.gv.at". */
  portalBaseUrl: string;
}

export function resolveAddresses(given: Partial<HostAddresses>): HostAddresses {
  return {
    basename: normalizeRoot(given.basename ?? DEFAULT_BASENAME),
    apiPrefix: given.apiPrefix ?? DEFAULT_API_PREFIX,
    portalBaseUrl: normalizeRoot(
      given.portalBaseUrl ?? DEFAULT_PORTAL_BASE_URL,
    ),
  };
}

/** "/natippc/" → "/natippc", "/" → "", "natippc" → "/natippc"; absolute URLs keep their origin. */
function normalizeRoot(root: string): string {
  const trimmed = root.trim().replace(/\/+$/, "");
  if (trimmed === "" || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/** The portal's addresses (SPEC §2, §6, §7) below its resolved root. */
export function portalUrls(portalBaseUrl: string) {
  return {
    home: `${portalBaseUrl}/`,
    api: `${portalBaseUrl}/api`,
    /** A portal page: "/hilfe", "/impressum". */
    page: (path: string) => `${portalBaseUrl}${path}`,
    /** Sign-in, then back to `returnUrl`. */
    login: (returnUrl: string) =>
      `${portalBaseUrl}/login?returnUrl=${encodeURIComponent(returnUrl)}`,
    /** The portal's login page with an event: manageUser, changePassword, logout. */
    event: (event: string) => `${portalBaseUrl}/login?event=${event}`,
  };
}
