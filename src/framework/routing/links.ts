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
 * "#/path" URLs from the hash-routing era: the same URL without the hash (SPEC §2),
 * e.g. /natippc/#/installations → /natippc/installations. Returns null when nothing to rewrite.
 */
export function rewriteHashUrl(location: {
  pathname: string;
  search: string;
  hash: string;
}): string | null {
  if (!location.hash.startsWith("#/")) return null;
  return `${location.pathname.replace(/\/+$/, "")}${location.hash.slice(1)}${location.search}`;
}
