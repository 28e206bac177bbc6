import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { sessions } from "~server/db/schema";

/** Deletes every session of a user (forced sign-out everywhere, e.g. when blocked). */
export async function revokeUserSessions(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}
