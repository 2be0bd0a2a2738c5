import { portalUrls, resolveAddresses } from "../../../src/api/hostAddresses";

/** The context path and portal root the app assumes when its host names none, as host-dev's. */
const { basename: BASENAME, portalBaseUrl } = resolveAddresses({});
const PORTAL = portalUrls(portalBaseUrl);

/**
 * The app's pages as host-dev serves them: the one spelling of each route in the browser suites.
 * The route table (src/app/routes.ts) cannot be imported outside the bundler (its pages bring
 * CSS modules), so its paths are repeated here, and only here.
 */
export const PATHS = {
  root: BASENAME,
  start: `${BASENAME}/start`,
  register: `${BASENAME}/installations`,
  details: (id: string) => `${BASENAME}/installations/${id}`,
  environmentalInspection: `${BASENAME}/environmental-inspection`,
  bvtConclusions: `${BASENAME}/bvt-conclusions`,
  legalBasesGuidelines: `${BASENAME}/legal-bases-guidelines`,
  faq: `${BASENAME}/faq`,
  taskList: `${BASENAME}/user-tasklist`,
  /** No route of the app: its 404 page. */
  notFound: `${BASENAME}/gibt-es-nicht`,
} as const;

/** The register's address parameters, as the app writes them (q, bundesland, sort, page, …). */
export type RegisterQuery = Record<string, string | number>;

/** The register with `query` in its address, each value encoded as `encodeURIComponent` does. */
export function registerPath(query: RegisterQuery = {}): string {
  const search = Object.entries(query)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
  return search ? `${PATHS.register}?${search}` : PATHS.register;
}

/** The portal's sign-in page, where the app sends a visitor who must sign in or has signed out. */
export const PORTAL_SIGN_IN = {
  pathname: PORTAL.login("").split("?")[0]!,
  /** On the way back to `returnUrl` after signing in. */
  withReturnUrl: (returnUrl: string) => PORTAL.login(returnUrl),
  afterLogout: PORTAL.event("logout"),
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A URL that ends in `path` (its query included): for `waitForURL` and `assert.match`. */
export function urlEndingIn(path: string): RegExp {
  return new RegExp(`${escaped(path)}$`);
}

/** Exactly one of `texts`, for `assert.match`. */
export function oneOf(...texts: string[]): RegExp {
  return new RegExp(`^(${texts.map(escaped).join("|")})$`);
}

/** A URL that holds `text` anywhere. */
export function urlContaining(text: string): RegExp {
  return new RegExp(escaped(text));
}

/** Any installation's details page. */
export const DETAILS_URL = new RegExp(
  `${escaped(PATHS.details(""))}AT-IPPC-\\d+$`,
);
