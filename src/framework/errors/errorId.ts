/** A short id the user can quote to the helpdesk, e.g. "K7QF-2M9X"; the same id is logged to the server. */
export function createErrorId(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const chars = Array.from(
    bytes,
    (byte) => alphabet[byte % alphabet.length],
  ).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}
