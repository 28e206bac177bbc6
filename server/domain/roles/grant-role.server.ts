import { and, eq, isNull, sql } from "drizzle-orm";
import { canGrantRole, type ResourceType, ROLE_RESOURCE, type RoleType } from "~/core/access/role-labels";
import type { Db } from "~server/db/client.server";
import { djProfiles, productionLines, userRoles, users, venueProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type Actor, getActorRole } from "./get-actor-role.server";

/** Typed by its callers (the admin screen's adminUserIntentSchema, a claim's approval): no second parse here. */
export interface GrantRoleInput {
  userId: string;
  roleType: RoleType;
  resourceType?: ResourceType;
  resourceId?: string;
  isPrimary?: boolean;
}

const RESOURCE_TABLES = { dj_profile: djProfiles, venue: venueProfiles, production_line: productionLines } as const;

/**
 * Spec §7 grant_role. Only admins grant, nobody above their own level (only a super administrator grants
 * admin/supadmin); the grant records granted_by. A user's first role becomes primary; granting a primary
 * role moves the primary flag so that there is exactly one.
 */
export async function grantRole(db: Db, actor: Actor, input: GrantRoleInput): Promise<{ id: string }> {
  const { userId, roleType, isPrimary } = input;
  const actorRole = await getActorRole(db, actor);
  if (!canGrantRole(actorRole, roleType)) {
    throw new AppError(
      "forbidden",
      actorRole === "user" ? "Only administrators can grant roles" : "You cannot grant a role above your own level",
    );
  }
  const resourceType = ROLE_RESOURCE[roleType];
  if (input.resourceType && input.resourceType !== resourceType)
    throw new AppError("invalid_input", "This role does not apply to that kind of resource");
  const resourceId = resourceType ? input.resourceId || undefined : undefined;
  if (resourceType && !resourceId) throw new AppError("invalid_input", "Choose what the role is for");

  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!target) throw new AppError("not_found", "User not found");
    if (resourceType && resourceId) {
      const table = RESOURCE_TABLES[resourceType];
      const [resource] = await tx.select({ id: table.id }).from(table).where(sql`${table.id}::text = ${resourceId}`);
      if (!resource) throw new AppError("not_found", "That resource does not exist");
    }
    const [duplicate] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(
        and(
          eq(userRoles.userId, userId),
          eq(userRoles.roleType, roleType),
          resourceId ? eq(userRoles.resourceId, resourceId) : isNull(userRoles.resourceId),
        ),
      );
    if (duplicate) throw new AppError("conflict", "The user already has this role");
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    const primary = isPrimary === true || count === 0;
    if (primary) await tx.update(userRoles).set({ isPrimary: false }).where(eq(userRoles.userId, userId));
    const [row] = await tx
      .insert(userRoles)
      .values({
        userId,
        roleType,
        resourceType: resourceType ?? null,
        resourceId: resourceId ?? null,
        isPrimary: primary,
        grantedBy: actor.id,
      })
      .returning({ id: userRoles.id });
    return row;
  });
}
