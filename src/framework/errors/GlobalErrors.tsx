/** Firewall and timeout modals for failed requests (SPEC §4, §8) — placeholder until its issue part lands. */
export function GlobalErrors() {
  return null;
}
