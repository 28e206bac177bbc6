import { eq } from "drizzle-orm";
import { canBlockAccount } from "~/core/access/role-labels";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { sessions, users } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type Actor, getActorRole } from "~server/domain/roles/get-actor-role.server";

/**
 * Blocks or unblocks a user. Blocking revokes every session of theirs in the same transaction, so their next
 * request is a signed-out one (spec §4 "blocked users are signed out automatically").
 */
export async function setUserBlocked(
  db: Db,
  actor: Actor,
  input: { userId: string; blocked: boolean },
): Promise<{ sessionsRevoked: number }> {
  if (input.userId === actor.id) throw new AppError("forbidden", "You cannot block yourself");
  const actorRole = await getActorRole(db, actor);
  const result = await db.transaction(async (tx) => {
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.userId));
    if (!target) throw new AppError("not_found", "User not found");
    if (!canBlockAccount(actorRole, target.role))
      throw new AppError("forbidden", "You cannot block or unblock this account");
    await tx.update(users).set({ blocked: input.blocked, updatedAt: new Date() }).where(eq(users.id, input.userId));
    if (!input.blocked) return { sessionsRevoked: 0 };
    const deleted = await tx.delete(sessions).where(eq(sessions.userId, input.userId)).returning({ id: sessions.id });
    return { sessionsRevoked: deleted.length };
  });
  // Whatever a blocked person's pages show (their DJ profile's owner, their follows) changes for everyone.
  await publicContentChanged(db, "users");
  return result;
}
