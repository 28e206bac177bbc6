import { and, asc, eq } from "drizzle-orm";
import { canGrantRole, type RoleType } from "~/core/access/role-labels";
import type { Db } from "~server/db/client.server";
import { userRoles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type Actor, getActorRole } from "./get-actor-role.server";

/** Typed by its caller (the admin screen's adminUserIntentSchema): no second parse here. */
export interface RevokeRoleInput {
  userId: string;
  roleType: RoleType;
  resourceId?: string;
}

/**
 * Spec §7 revoke_role: removes the user's roles of that type (on that resource when given). Same level rule
 * as granting. If the primary role goes, the oldest remaining role becomes primary.
 */
export async function revokeRole(db: Db, actor: Actor, input: RevokeRoleInput): Promise<{ revoked: number }> {
  const { userId, roleType } = input;
  const resourceId = input.resourceId || undefined;
  const actorRole = await getActorRole(db, actor);
  if (!canGrantRole(actorRole, roleType)) {
    throw new AppError(
      "forbidden",
      actorRole === "user" ? "Only administrators can revoke roles" : "You cannot revoke a role above your own level",
    );
  }
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(userRoles)
      .where(
        and(
          eq(userRoles.userId, userId),
          eq(userRoles.roleType, roleType),
          ...(resourceId ? [eq(userRoles.resourceId, resourceId)] : []),
        ),
      )
      .returning({ isPrimary: userRoles.isPrimary });
    if (deleted.length === 0) throw new AppError("not_found", "The user does not have this role");
    if (deleted.some((d) => d.isPrimary)) {
      const [next] = await tx
        .select({ id: userRoles.id })
        .from(userRoles)
        .where(eq(userRoles.userId, userId))
        .orderBy(asc(userRoles.grantedAt), asc(userRoles.id))
        .limit(1);
      if (next) await tx.update(userRoles).set({ isPrimary: true }).where(eq(userRoles.id, next.id));
    }
    return { revoked: deleted.length };
  });
}
