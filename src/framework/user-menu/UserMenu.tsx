/** User menu with role switch (SPEC §2, §4, §6) — placeholder until its issue part lands. */
export function UserMenu() {
  return null;
}
