import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { users } from "~server/db/schema";

/**
 * Whether a user is blocked, asked by better-auth's session-create hook so a blocked user never gets a
 * session whichever way they sign in. An unknown id reads as not blocked: better-auth only creates
 * sessions for users it just found, and the per-request viewer check signs out a vanished user anyway.
 */
export async function isUserBlocked(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ blocked: users.blocked }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row?.blocked);
}
