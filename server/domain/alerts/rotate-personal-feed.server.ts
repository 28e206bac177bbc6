import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { userAlertSettings } from "~server/db/schema";
import { feedTokenHash, personalFeedToken } from "./alert-tokens.server";

/**
 * Gives a person a new personal feed URL: the version goes up and only the new token's hash is kept, so the old
 * URL answers 404 from now on (a calendar subscribed to it stops updating). Returns the new token.
 */
export async function rotatePersonalFeed(db: Db, userId: string, secret: string): Promise<string> {
  const [row] = await db
    .insert(userAlertSettings)
    .values({ userId, feedVersion: 2, feedTokenHash: feedTokenHash(personalFeedToken(secret, userId, 2)) })
    .onConflictDoUpdate({
      target: userAlertSettings.userId,
      set: { feedVersion: sql`${userAlertSettings.feedVersion} + 1`, updatedAt: new Date() },
    })
    .returning({ feedVersion: userAlertSettings.feedVersion });
  const token = personalFeedToken(secret, userId, row.feedVersion);
  await db
    .update(userAlertSettings)
    .set({ feedTokenHash: feedTokenHash(token) })
    .where(sql`${userAlertSettings.userId} = ${userId}`);
  return token;
}
