import { producerDashboardPath } from "~/core/productions/productions";
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

/** A window event the mate dashboard sends when it remembers another DJ profile, so the header's switcher follows. */
export const ACTIVE_DJ_PROFILE_CHANGED = "booth:active-dj-profile";

/**
 * The remembered active role if it still exists, else the primary role, else the first. When that is a DJ manager
 * role and the DJ profile remembered last (spec §6: chosen here or on the mate dashboard's own switcher) is another
 * profile they manage, that profile's role is the active one: the header never names one DJ while the dashboard
 * shows another.
 */
export function pickActiveRole(
  roles: readonly ShellRole[],
  rememberedId: string | null,
  rememberedDjProfileId: string | null = null,
): ShellRole | undefined {
  const role = roles.find((r) => r.id === rememberedId) ?? roles.find((r) => r.isPrimary) ?? roles[0];
  if (role?.roleType !== "dj_manager" || !rememberedDjProfileId) return role;
  return roles.find((r) => r.roleType === "dj_manager" && r.resourceId === rememberedDjProfileId) ?? role;
}
