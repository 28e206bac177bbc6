import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { users } from "~server/db/schema";

/** "Noa Lindqvist <fan@booth.test>": how the audit log names an account (null when it is gone). */
export async function getAccountLabel(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? `${row.name} <${row.email}>` : null;
}
