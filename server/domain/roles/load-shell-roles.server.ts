import { roleSection } from "~/core/access/role-labels";
import type { ShellRole } from "~/core/access/shell-roles";
import type { Db } from "~server/db/client.server";
import { logger } from "~server/logger.server";
import { getUserRoles } from "./get-user-roles.server";

/**
 * The signed-in user's roles for the shell (role switcher). A failure is logged with the spec's message
 * ('Failed to get user roles: …') and the page still renders, without the switcher.
 */
export async function loadShellRoles(db: Db, userId: string): Promise<ShellRole[]> {
  try {
    const roles = await getUserRoles(db, userId);
    return roles.map((r) => ({
      id: r.id,
      roleType: r.roleType,
      label: r.label,
      section: roleSection(r.roleType),
      resourceId: r.resourceId,
      resourceName: r.resourceName,
      resourceSlug: r.resourceSlug,
      isPrimary: r.isPrimary,
    }));
  } catch (error) {
    logger.error(error instanceof Error ? error.message : "Failed to get user roles", { userId });
    return [];
  }
}
