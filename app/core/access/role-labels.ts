/**
 * Multi-role model of spec §3/§6 (user_roles): the six role types, their labels, the resource each one
 * points at, and the level rule for granting ("nobody grants a role above their own level").
 */

export const ROLE_TYPES = [
  "dj_manager",
  "venue_owner",
  "production_line_owner",
  "producer",
  "admin",
  "supadmin",
] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export const RESOURCE_TYPES = ["dj_profile", "venue", "production_line"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const ROLE_LABELS: Readonly<Record<RoleType, string>> = {
  dj_manager: "DJ Manager",
  venue_owner: "Venue Owner",
  production_line_owner: "Production Line Owner",
  producer: "Producer",
  admin: "Administrator",
  supadmin: "Super Administrator",
};

export function isRoleType(value: unknown): value is RoleType {
  return typeof value === "string" && (ROLE_TYPES as readonly string[]).includes(value);
}

/** The label of a role type; unknown types fall back to the raw value so nothing renders empty. */
export function roleLabel(roleType: string): string {
  return isRoleType(roleType) ? ROLE_LABELS[roleType] : roleType;
}

/** Which resource a role type is about (admin roles are site-wide). */
export const ROLE_RESOURCE: Readonly<Record<RoleType, ResourceType | null>> = {
  dj_manager: "dj_profile",
  venue_owner: "venue",
  production_line_owner: "production_line",
  producer: "production_line",
  admin: null,
  supadmin: null,
};

/** Account levels of users.role: user < admin < supadmin. */
export type AccountRole = "user" | "admin" | "supadmin";
export const ACCOUNT_ROLES: readonly AccountRole[] = ["user", "admin", "supadmin"];

export function accountLevel(role: string | null | undefined): 0 | 1 | 2 {
  if (role === "supadmin") return 2;
  if (role === "admin") return 1;
  return 0;
}

/** The level an actor needs to grant or revoke a role type: admin roles need a super administrator. */
export function levelNeededFor(roleType: RoleType): 1 | 2 {
  return roleType === "admin" || roleType === "supadmin" ? 2 : 1;
}

/** Only admins grant; nobody grants above their own level (only supadmin grants admin/supadmin). */
export function canGrantRole(actorRole: string | null | undefined, roleType: RoleType): boolean {
  const level = accountLevel(actorRole);
  return level >= 1 && level >= levelNeededFor(roleType);
}

/**
 * Changing users.role: the actor must be an admin, and both the current and the new role must be within
 * what the actor may grant (so only a super administrator makes or unmakes admins).
 */
export function canChangeAccountRole(
  actorRole: string | null | undefined,
  targetCurrentRole: string | null | undefined,
  nextRole: AccountRole,
): boolean {
  const level = accountLevel(actorRole);
  if (level < 1) return false;
  const needed = Math.max(accountLevel(targetCurrentRole) >= 1 ? 2 : 1, accountLevel(nextRole) >= 1 ? 2 : 1);
  return level >= needed;
}

/** Blocking: admins block users; only a super administrator blocks admins; nobody blocks a super administrator. */
export function canBlockAccount(actorRole: string | null | undefined, targetRole: string | null | undefined): boolean {
  const level = accountLevel(actorRole);
  return level >= 1 && accountLevel(targetRole) < level;
}

/** Role switcher sections (spec §2): DJ Profiles, Venues, Production Lines. */
export type RoleSection = "DJ Profiles" | "Venues" | "Production Lines";
export function roleSection(roleType: string): RoleSection | null {
  if (roleType === "dj_manager") return "DJ Profiles";
  if (roleType === "venue_owner") return "Venues";
  if (roleType === "production_line_owner" || roleType === "producer") return "Production Lines";
  return null;
}

/** Local-storage keys of the remembered active role and DJ profile (spec §6, §7 Client storage). */
export function activeRoleStorageKey(productSlug: string): string {
  return `${productSlug}_active_role`;
}
export function activeDjProfileStorageKey(productSlug: string): string {
  return `${productSlug}_active_dj_profile`;
}

/** Spec §5: the role switcher appears only with more than one role. */
export function showRoleSwitcher(roleCount: number): boolean {
  return roleCount > 1;
}
