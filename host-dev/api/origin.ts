/**
 * Whether a request was sent by a page of another site. Browsers say so in `Sec-Fetch-Site`; older
 * ones only send `Origin`, compared by host name (a portal on another port of the same host is the
 * same site). Requests with neither header come from local tools (curl, tests) and pass: they carry
 * no victim's cookies.
 */
export function fromAnotherSite(request: Request, url: URL): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site === "cross-site") return true;
  if (site === "same-origin" || site === "same-site" || site === "none")
    return false;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  try {
    return new URL(origin).hostname !== url.hostname;
  } catch {
    // "null" (sandboxed frames, file pages) and garbage.
    return true;
  }
}
