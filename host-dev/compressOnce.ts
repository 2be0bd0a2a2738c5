/**
 * gzip for the static files, made once per file content rather than on every request. The built
 * files do not change while host-dev serves them, and every fresh browser (each test of the
 * browser suites, each portal host) asks for all of them: compressing them anew cost host-dev about
 * a tenth of a page load's CPU. Same rules as Hono's `compress` otherwise (types, threshold,
 * no-transform, Vary); a client that does not take gzip gets the file as it is.
 */
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";

const THRESHOLD_BYTES = 1024;
/** A development build makes new contents on every change: then the cache starts over. */
const MAX_ENTRIES = 500;

/** Whether an Accept-Encoding header takes gzip (named or `*`, without q=0). */
function takesGzip(header = ""): boolean {
  return header.split(",").some((entry) => {
    const [name = "", ...params] = entry.split(";").map((part) => part.trim());
    return (
      (name.toLowerCase() === "gzip" || name === "*") &&
      !params.some((param) => /^q=0(?:\.0*)?$/.test(param))
    );
  });
}

export function compressOnce(): MiddlewareHandler {
  const gzipped = new Map<string, Buffer<ArrayBuffer>>();
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method !== "GET" ||
      res.status !== 200 ||
      !res.body ||
      res.headers.has("Content-Encoding") ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(
        res.headers.get("Content-Type") ?? "",
      ) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(
        res.headers.get("Cache-Control") ?? "",
      )
    )
      return;
    c.header("Vary", "Accept-Encoding", { append: true });
    if (!takesGzip(c.req.header("Accept-Encoding"))) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < THRESHOLD_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    const key = createHash("sha1").update(body).digest("base64");
    let gzip = gzipped.get(key);
    if (!gzip) {
      gzip = gzipSync(body);
      if (gzipped.size >= MAX_ENTRIES) gzipped.clear();
      gzipped.set(key, gzip);
    }
    c.res = new Response(new Uint8Array(gzip), res);
    c.res.headers.set("Content-Encoding", "gzip");
    c.res.headers.set("Content-Length", String(gzip.byteLength));
  };
}
