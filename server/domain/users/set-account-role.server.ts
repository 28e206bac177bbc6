import { eq } from "drizzle-orm";
import { type AccountRole, canChangeAccountRole } from "~/core/access/role-labels";
import type { Db } from "~server/db/client.server";
import { users } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type Actor, getActorRole } from "~server/domain/roles/get-actor-role.server";

/** Changes users.role (user, admin, supadmin) within the actor's level; nobody changes their own role. */
export async function setAccountRole(
  db: Db,
  actor: Actor,
  input: { userId: string; role: AccountRole },
): Promise<void> {
  if (input.userId === actor.id) throw new AppError("forbidden", "You cannot change your own role");
  const actorRole = await getActorRole(db, actor);
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.userId));
    if (!target) throw new AppError("not_found", "User not found");
    if (!canChangeAccountRole(actorRole, target.role, input.role))
      throw new AppError("forbidden", "You cannot change this account to that role");
    await tx.update(users).set({ role: input.role, updatedAt: new Date() }).where(eq(users.id, input.userId));
  });
}
