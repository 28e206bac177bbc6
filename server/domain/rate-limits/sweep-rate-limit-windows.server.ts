import { lt, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { rateLimitWindows } from "~server/db/schema";

/** Deletes the keys whose every accepted request has left its window (bounds the table). Returns how many. */
export async function sweepRateLimitWindows(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.expiresAt, sql`now()`))
    .returning({ bucket: rateLimitWindows.bucket });
  return deleted.length;
}
