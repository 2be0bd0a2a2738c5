/** Message centre with the toast history (SPEC §2, §4) — placeholder until its issue part lands. */
export function MessageCentre() {
  return null;
}
