import { producerDashboardPath } from "./productions";
import type { RoleSection } from "./role-labels";

/** A role of the signed-in user as the shell (role switcher) sees it — from getUserRoles via the root loader. */
export interface ShellRole {
  id: string;
  roleType: string;
  label: string;
  section: RoleSection | null;
  resourceId: string | null;
  resourceName: string | null;
  resourceSlug: string | null;
  isPrimary: boolean;
}

/** Where a role's "home" is, for the switcher's links (mate panel, venue management, producer dashboard). */
export function roleHref(role: Pick<ShellRole, "roleType" | "resourceSlug">): string | null {
  switch (role.roleType) {
    case "dj_manager":
      return "/mate/dashboard";
    case "venue_owner":
      return role.resourceSlug ? `/venue/manage/${role.resourceSlug}` : "/my-venues";
    case "producer":
    case "production_line_owner":
      return role.resourceSlug ? producerDashboardPath(role.resourceSlug) : "/producer/my-productions";
    case "admin":
    case "supadmin":
      return "/admin/dashboard";
    default:
      return null;
  }
}

/** The remembered active role if it still exists, else the primary role, else the first. */
export function pickActiveRole(roles: readonly ShellRole[], rememberedId: string | null): ShellRole | undefined {
  return roles.find((r) => r.id === rememberedId) ?? roles.find((r) => r.isPrimary) ?? roles[0];
}
