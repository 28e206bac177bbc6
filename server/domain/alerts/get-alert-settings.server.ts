import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { userAlertSettings } from "~server/db/schema";
import { feedTokenHash, personalFeedToken } from "./alert-tokens.server";

export interface AlertSettings {
  alertsEnabled: boolean;
  /** The current personal feed token (the URL's secret). */
  feedToken: string;
}

/**
 * A person's alert preference and personal feed token. The first read writes the settings row (alerts on, feed
 * version 1, the token's hash) — invisible to the person, and it is what makes their feed URL answer.
 */
export async function getAlertSettings(db: Db, userId: string, secret: string): Promise<AlertSettings> {
  const read = () =>
    db
      .select({ alertsEnabled: userAlertSettings.alertsEnabled, feedVersion: userAlertSettings.feedVersion })
      .from(userAlertSettings)
      .where(eq(userAlertSettings.userId, userId))
      .limit(1);
  let [row] = await read();
  if (!row) {
    await db
      .insert(userAlertSettings)
      .values({ userId, feedVersion: 1, feedTokenHash: feedTokenHash(personalFeedToken(secret, userId, 1)) })
      .onConflictDoNothing();
    [row] = await read();
  }
  return { alertsEnabled: row.alertsEnabled, feedToken: personalFeedToken(secret, userId, row.feedVersion) };
}
