import { accountLevel } from "~/core/access/role-labels";
import type { FlagDefinition } from "~/core/site/flags";
import type { Db } from "~server/db/client.server";
import { AppError } from "~server/domain/app-error.server";
import { type Actor, getActorRole } from "~server/domain/roles/get-actor-role.server";
import { setFlag } from "./set-flag.server";

/** The settings screen's flag switch: the same write as the CLI's, for administrators only. */
export async function setFlagAsAdmin(db: Db, actor: Actor, name: string, enabled: boolean): Promise<FlagDefinition> {
  if (accountLevel(await getActorRole(db, actor)) < 1) throw new AppError("forbidden", "Administrators only");
  return setFlag(db, name, enabled);
}
