/** Session banner and dialogs (SPEC §4) — placeholder until its issue part lands. */
export function SessionTimeout() {
  return null;
}
