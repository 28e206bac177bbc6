import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { accountLevel } from "~/core/access/role-labels";
import type { Db } from "~server/db/client.server";
import { userRoles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type Actor, getActorRole } from "./get-actor-role.server";

export const setPrimaryRoleInput = z.object({ userId: z.string().min(1), roleId: z.uuid() });
export type SetPrimaryRoleInput = z.input<typeof setPrimaryRoleInput>;

/** Makes one of the user's roles primary and every other one not (exactly one primary). The user or an admin. */
export async function setPrimaryRole(db: Db, actor: Actor, input: SetPrimaryRoleInput): Promise<void> {
  const parsed = setPrimaryRoleInput.safeParse(input);
  if (!parsed.success) throw new AppError("invalid_input", "Invalid role");
  const { userId, roleId } = parsed.data;
  if (actor.id !== userId && accountLevel(await getActorRole(db, actor)) < 1)
    throw new AppError("forbidden", "You can only choose your own primary role");
  await db.transaction(async (tx) => {
    const [role] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.id, roleId), eq(userRoles.userId, userId)));
    if (!role) throw new AppError("not_found", "The user does not have this role");
    await tx.update(userRoles).set({ isPrimary: false }).where(eq(userRoles.userId, userId));
    await tx.update(userRoles).set({ isPrimary: true }).where(eq(userRoles.id, roleId));
  });
}
