/** Link kinds of SPEC §2: internal (client routing), server page (same window), external (new tab, no referrer). */
export type LinkKind = "internal" | "server" | "external";

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Resolves a route link: "../" links against the application context path,
 * absolute URLs stay as they are.
 */
export function resolveLink(link: string, contextPath: string): string {
  if (!link.startsWith("../")) return link;
  const base = new URL(
    `${contextPath.replace(/\/+$/, "")}/`,
    "http://context.invalid",
  );
  const url = new URL(link, base);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function linkKind(link: string, serverPage: boolean): LinkKind {
  if (ABSOLUTE.test(link) || link.startsWith("//")) return "external";
  if (serverPage || link.startsWith("../")) return "server";
  return "internal";
}

/** Attributes for an anchor of the given kind (SPEC §2: external links open in a new tab without referrer). */
export function anchorAttributes(kind: LinkKind, target?: string) {
  if (kind === "external")
    return { target: target ?? "_blank", rel: "noopener noreferrer" };
  if (kind === "server") return { target: "_self" };
  return target ? { target } : {};
}

/**
 * "#/path" URLs from the hash-routing era: the same URL without the hash (SPEC §2). The hash names
 * a route below the app's context path, wherever the URL pointed before it, e.g.
 * /natippc/#/installations and /natippc/start#/faq → /installations and /faq (below the basename).
 * A hash that would leave the app ("#//host", "#/\\host") is dropped rather than followed: the
 * URL's own path is kept. Returns null when nothing to rewrite.
 */
export function rewriteHashUrl(location: {
  pathname: string;
  search: string;
  hash: string;
}): string | null {
  if (!location.hash.startsWith("#/")) return null;
  const base = new URL("http://app.invalid/");
  const target = new URL(location.hash.slice(1), base);
  // "//host" and "/\\host" resolve to another site; react-router would refuse to go there with an
  // English error page, so would a path that still starts with "//" (after "/./").
  if (target.origin !== base.origin || target.pathname.startsWith("//"))
    return `${location.pathname}${location.search}`;
  // An old link's query sits in the hash ("#/installations?bundesland=4"); else the URL's own.
  const search = target.search || location.search;
  return `${target.pathname}${search}${target.hash}`;
}
