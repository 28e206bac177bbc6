import { accountLevel } from "~/core/access/role-labels";
import type { Db } from "~server/db/client.server";
import { AppError } from "~server/domain/app-error.server";
import { type Actor, getActorRole } from "~server/domain/roles/get-actor-role.server";

/**
 * The admin screens' own check, beside the route guard: the actor is an administrator right now (read fresh, so a
 * demotion or a block counts at once). The same refusal getAdminStats and listUsers give.
 */
export async function assertAdmin(db: Db, actor: Actor): Promise<void> {
  if (accountLevel(await getActorRole(db, actor)) < 1) throw new AppError("forbidden", "Administrators only");
}
