/** Active toasts (SPEC §4) — placeholder until its issue part lands. */
export function ToastRegion() {
  return null;
}
