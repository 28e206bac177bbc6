import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";
import { feedTokenHash } from "~server/domain/alerts/alert-tokens.server";

/**
 * A new secret for the DJ's private calendar feed (decision 054): 32 random bytes, base64url, answered once for the
 * managers to copy; the profile keeps only its SHA-256, so the old link stops working at once and a copy of the
 * database opens no feed. Nothing derives it again: losing it means making a new one.
 */
export async function createCalendarFeedToken(db: Db, djProfileId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .update(djProfiles)
    .set({ calendarFeedTokenHash: feedTokenHash(token), updatedAt: new Date() })
    .where(eq(djProfiles.id, djProfileId));
  return token;
}
