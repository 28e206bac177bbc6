import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { users } from "~server/db/schema";

/** Whether any account can open the admin area: role admin or supadmin, not blocked. */
export async function hasAdminAccount(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ["admin", "supadmin"]), eq(users.blocked, false)))
    .limit(1);
  return row !== undefined;
}
