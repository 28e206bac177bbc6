import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { type ResourceType, type RoleType, roleLabel } from "~/core/access/role-labels";
import type { Db } from "~server/db/client.server";
import { djProfiles, productionLines, userRoles, venueProfiles } from "~server/db/schema";
import type { UserRole } from "./get-user-roles.server";

/**
 * The roles of several users in one query (a page of the admin users list needs them all), each user's
 * primary first, with labels and the resource's name. Every id asked for has an entry, empty when it has no
 * role. Spec §7 get_user_roles is this for one user (getUserRoles).
 */
export async function listRolesOfUsers(db: Db, userIds: readonly string[]): Promise<Map<string, UserRole[]>> {
  const byUser = new Map<string, UserRole[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  try {
    const rows = await db
      .select({
        userId: userRoles.userId,
        id: userRoles.id,
        roleType: userRoles.roleType,
        resourceType: userRoles.resourceType,
        resourceId: userRoles.resourceId,
        isPrimary: userRoles.isPrimary,
        grantedAt: userRoles.grantedAt,
        grantedBy: userRoles.grantedBy,
        djName: djProfiles.displayName,
        djSlug: djProfiles.slug,
        venueName: venueProfiles.name,
        venueSlug: venueProfiles.slug,
        lineName: productionLines.name,
        lineSlug: productionLines.slug,
      })
      .from(userRoles)
      .leftJoin(
        djProfiles,
        and(eq(userRoles.resourceType, "dj_profile"), sql`${djProfiles.id}::text = ${userRoles.resourceId}`),
      )
      .leftJoin(
        venueProfiles,
        and(eq(userRoles.resourceType, "venue"), sql`${venueProfiles.id}::text = ${userRoles.resourceId}`),
      )
      .leftJoin(
        productionLines,
        and(eq(userRoles.resourceType, "production_line"), sql`${productionLines.id}::text = ${userRoles.resourceId}`),
      )
      .where(inArray(userRoles.userId, [...userIds]))
      .orderBy(desc(userRoles.isPrimary), asc(userRoles.grantedAt), asc(userRoles.id));
    for (const r of rows) {
      byUser.get(r.userId)?.push({
        id: r.id,
        roleType: r.roleType as RoleType,
        label: roleLabel(r.roleType),
        resourceType: r.resourceType as ResourceType | null,
        resourceId: r.resourceId,
        resourceName: r.djName ?? r.venueName ?? r.lineName ?? null,
        resourceSlug: r.djSlug ?? r.venueSlug ?? r.lineSlug ?? null,
        isPrimary: r.isPrimary,
        grantedAt: r.grantedAt.toISOString(),
        grantedBy: r.grantedBy,
      });
    }
    return byUser;
  } catch (error) {
    throw new Error(`Failed to get user roles: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
