/** History / versioning panel (SPEC §3, §4) — placeholder until its issue part lands. */
export function HistoryPanel() {
  return null;
}
