/** Where a request goes: the API roots from the host's addresses, and safely built paths. */
import { portalUrls, resolveAddresses } from "../hostAddresses";
import { DEFAULT_ERROR_CLEARED_PATHS } from "./responses";
import type { HttpConfig, ResolvedHttpConfig } from "./types";

/** SPEC §9: request timeout 60 s. */
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Builds a path from a template, percent-encoding every interpolated value as a
 * single segment, so an id like `a/b` cannot reach another endpoint.
 */
export function apiPath(
  strings: TemplateStringsArray,
  ...values: (string | number)[]
): string {
  return strings.reduce(
    (path, part, index) =>
      index === 0
        ? part
        : `${path}${encodeURIComponent(String(values[index - 1]))}${part}`,
    "",
  );
}

export function resolveConfig(config: HttpConfig): ResolvedHttpConfig {
  const { basename, apiPrefix, portalBaseUrl } = resolveAddresses(config);
  const prefixRoot = resolveAgainst(apiPrefix, `${basename}/`);
  return {
    basename,
    appApiRoot: `${prefixRoot}api`,
    portalApiRoot: portalUrls(portalBaseUrl).api,
    portalBaseUrl,
    timeoutMs: config.timeoutMs ?? REQUEST_TIMEOUT_MS,
    errorClearedPaths: config.errorClearedPaths ?? DEFAULT_ERROR_CLEARED_PATHS,
  };
}

const PLACEHOLDER_ORIGIN = "http://same-origin.invalid";

/** Resolves like a browser would, but keeps same-origin results origin-relative. Ends in "/". */
function resolveAgainst(reference: string, base: string): string {
  const baseUrl = /^[a-z][a-z\d+.-]*:/i.test(base)
    ? base
    : `${PLACEHOLDER_ORIGIN}${base}`;
  const resolved = new URL(reference, baseUrl);
  const text =
    resolved.origin === PLACEHOLDER_ORIGIN
      ? `${resolved.pathname}${resolved.search}`
      : resolved.href.replace(/[?#].*$/, "");
  return text.endsWith("/") ? text : `${text}/`;
}
