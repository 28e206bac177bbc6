import { and, asc, desc, eq, sql } from "drizzle-orm";
import { type ResourceType, type RoleType, roleLabel } from "~/core/role-labels";
import type { Db } from "../../db/client.server";
import { djProfiles, productionLines, userRoles, venueProfiles } from "../../db/schema";

export interface UserRole {
  id: string;
  roleType: RoleType;
  label: string;
  resourceType: ResourceType | null;
  resourceId: string | null;
  /** Display name of the DJ profile, venue or production line the role is about. */
  resourceName: string | null;
  resourceSlug: string | null;
  isPrimary: boolean;
  grantedAt: string;
  grantedBy: string | null;
}

/** Spec §7 get_user_roles: every role of a user, primary first, with labels and the resource's name. */
export async function getUserRoles(db: Db, userId: string): Promise<UserRole[]> {
  try {
    const rows = await db
      .select({
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
      .where(eq(userRoles.userId, userId))
      .orderBy(desc(userRoles.isPrimary), asc(userRoles.grantedAt), asc(userRoles.id));
    return rows.map((r) => ({
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
    }));
  } catch (error) {
    throw new Error(`Failed to get user roles: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
