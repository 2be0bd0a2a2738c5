/**
 * Where the portal's pages of host-dev send the visitor back to (sign-in, profile, password): shared
 * by the server's sign-in route and the shell's pages, so that no `returnUrl` leads off the site.
 */
const DEFAULT_RETURN = "/natippc/start";

/**
 * Only same-origin absolute paths: "/x" is fine, "//evil.example" and "/\evil"
 * are protocol-relative in browsers and would leave the site.
 */
export function safeReturnUrl(value: string | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//"))
    return DEFAULT_RETURN;
  if (
    value.includes("\\") ||
    [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch === "\u007f")
  ) {
    return DEFAULT_RETURN;
  }
  try {
    const resolved = new URL(value, "http://host.invalid");
    if (resolved.origin !== "http://host.invalid") return DEFAULT_RETURN;
  } catch {
    return DEFAULT_RETURN;
  }
  return value;
}
