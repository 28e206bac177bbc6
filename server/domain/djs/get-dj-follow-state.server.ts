import { and, eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djFollowerCounts, djFollows } from "~server/db/schema";

export interface DjFollowState {
  /** How many users follow the profile. */
  followers: number;
  /** Whether the viewer follows it (always false for guests). */
  following: boolean;
}

/**
 * Follower count of a DJ profile — one row of the counts the follows' triggers keep (migration 0038), however many
 * follow it — and whether the given user (null for guests) follows it.
 */
export async function getDjFollowState(db: Db, djProfileId: string, userId: string | null): Promise<DjFollowState> {
  const [counted] = await db
    .select({ followers: djFollowerCounts.followers })
    .from(djFollowerCounts)
    .where(eq(djFollowerCounts.djProfileId, djProfileId));
  const followers = counted?.followers ?? 0;
  if (!userId) return { followers, following: false };
  const mine = await db
    .select({ userId: djFollows.userId })
    .from(djFollows)
    .where(and(eq(djFollows.djProfileId, djProfileId), eq(djFollows.userId, userId)))
    .limit(1);
  return { followers, following: mine.length > 0 };
}
