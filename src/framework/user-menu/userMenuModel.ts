import type { LogoutVariant } from "../../api/endpoints/portal";
import type { SwitchableRole, User } from "../../api/types";
import { stripRolePrefix, usesSiteRoot } from "../session";

/** Portal pages the user menu links to (SPEC §2): the portal's login page with an event. */
export const PORTAL_EVENTS = {
  profile: "manageUser",
  password: "changePassword",
} as const;

export interface UserMenuModel {
  name: string;
  /** The signed-in main user's name when acting for someone else. */
  mainUserName: string | null;
  activeRoleName: string | null;
  /** Switchable roles other than the active one. */
  otherRoles: SwitchableRole[];
  /** Profile and password links. */
  showAccountLinks: boolean;
  logoutVariant: LogoutVariant;
}

/** What the user menu offers (SPEC §2, §6), decided from the session user alone. */
export function userMenuModel(user: User): UserMenuModel {
  const oidc = user.oidc ?? false;
  const active = user.activeRole ? stripRolePrefix(user.activeRole) : null;
  const isActive = (role: SwitchableRole) =>
    stripRolePrefix(role.id) === active;
  return {
    name: user.currentUserName,
    mainUserName:
      user.mainUser === false && user.mainUserName ? user.mainUserName : null,
    activeRoleName: user.switchableRoles.find(isActive)?.name ?? null,
    // Role switch only without oidc, and pvp/usp users without oidc get no list at all.
    otherRoles:
      oidc || usesSiteRoot(user)
        ? []
        : user.switchableRoles.filter((role) => !isActive(role)),
    showAccountLinks: !oidc,
    logoutVariant: usesSiteRoot(user) ? "get" : "portal",
  };
}
