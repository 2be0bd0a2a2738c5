import type { User } from "../../api/types";

const ROLE_PREFIX = "ROLE_";
export const ANONYMOUS_USERNAME = "anonymousUser";

export function stripRolePrefix(name: string): string {
  return name.startsWith(ROLE_PREFIX) ? name.slice(ROLE_PREFIX.length) : name;
}

/**
 * The user's roles (SPEC §5): authorities named ROLE_…, compared without the prefix;
 * with an active role only the authority matching it counts.
 */
export function userRoles(user: User | null | undefined): string[] {
  if (!user || user.username === ANONYMOUS_USERNAME) return [];
  const roles = user.authorities
    .map((a) => a.authority)
    .filter((name) => name.startsWith(ROLE_PREFIX))
    .map(stripRolePrefix);
  if (!user.activeRole) return roles;
  const active = stripRolePrefix(user.activeRole);
  return roles.filter((role) => role === active);
}

/** A role requirement: any of several exact names, or a pattern. */
export type RoleRequirement = readonly string[] | RegExp;

export function hasRole(
  roles: readonly string[],
  required: RoleRequirement,
): boolean {
  if (required instanceof RegExp)
    return roles.some((role) => required.test(role));
  const names = required.map(stripRolePrefix);
  return roles.some((role) => names.includes(role));
}

/** SPEC §6: pvp and usp users log in and out via the site root, not the portal. */
export function usesSiteRoot(user: User): boolean {
  return Boolean(user.pvp || user.usp);
}
