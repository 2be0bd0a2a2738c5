import type { MiddlewareHandler } from "hono";

/**
 * The headers every answer of host-dev carries, as the portal must send them in production
 * (docs/security.md says which and why).
 *
 * - Pages: a Content-Security-Policy without inline script and without `eval` — the remote and the
 *   federation runtime load only script files; `wasm-unsafe-eval` lets the hyphenation patterns
 *   (WebAssembly) compile and allows no JavaScript eval. Styles come as files; React writes style
 *   attributes through the CSSOM, which CSP does not govern. `frame-ancestors` names who may frame.
 * - The API: nothing it answers is a page. `sandbox` and `default-src 'none'` keep an HTML answer
 *   (the CMS's) from running or loading anything when opened at its own URL.
 * - Everything: `nosniff`, and a referrer policy that gives other sites the origin only.
 */
export interface SecurityOptions {
  /** Origins that may frame the portal's pages, besides the pages' own ('self'). */
  frameAncestors?: readonly string[];
}

const API_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

function pageCsp(frameAncestors: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(" ")}`,
  ].join("; ");
}

const API_PATH = /^\/(natippc\/api|portal\/api|__dev)\/|^\/natippc\/logout$/;

export function securityHeaders(
  options: SecurityOptions = {},
): MiddlewareHandler {
  const page = pageCsp(options.frameAncestors);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    if (API_PATH.test(c.req.path)) {
      headers.set("Content-Security-Policy", API_CSP);
    } else if (headers.get("Content-Type")?.startsWith("text/html")) {
      headers.set("Content-Security-Policy", page);
      if (!options.frameAncestors?.length)
        headers.set("X-Frame-Options", "SAMEORIGIN");
    }
  };
}
