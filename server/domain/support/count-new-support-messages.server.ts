import { eq, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { supportMessages } from "~server/db/schema";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";

/** Messages of the contact form nobody has answered or closed yet: the admin dashboard's count. */
export async function countNewSupportMessages(db: Db, actor: Actor): Promise<number> {
  await assertAdmin(db, actor);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportMessages)
    .where(eq(supportMessages.status, "new"));
  return row?.n ?? 0;
}
