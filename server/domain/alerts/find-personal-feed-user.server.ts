import { and, eq } from "drizzle-orm";
import { isFeedToken } from "~/core/djs/follower-alerts";
import type { Db } from "~server/db/client.server";
import { userAlertSettings, users } from "~server/db/schema";
import { feedTokenHash } from "./alert-tokens.server";

/** Whose personal feed a token opens: null for a rotated, unknown or malformed token, or a blocked account. */
export async function findPersonalFeedUser(db: Db, token: string): Promise<string | null> {
  if (!isFeedToken(token)) return null;
  const [row] = await db
    .select({ userId: userAlertSettings.userId })
    .from(userAlertSettings)
    .innerJoin(users, eq(users.id, userAlertSettings.userId))
    .where(and(eq(userAlertSettings.feedTokenHash, feedTokenHash(token)), eq(users.blocked, false)))
    .limit(1);
  return row?.userId ?? null;
}
