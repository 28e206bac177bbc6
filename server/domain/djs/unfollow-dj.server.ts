import { and, eq } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djFollows, djProfiles } from "~server/db/schema";
import { type DjFollowState, getDjFollowState } from "./get-dj-follow-state.server";

/**
 * The user stops following a DJ. Idempotent: unfollowing what is not followed changes nothing. Works on any
 * existing profile, so a DJ who went private can still be removed from a list. Null when the slug is unknown.
 */
export async function unfollowDj(db: Db, userId: string, slug: string): Promise<DjFollowState | null> {
  const [dj] = await db.select({ id: djProfiles.id }).from(djProfiles).where(eq(djProfiles.slug, slug)).limit(1);
  if (!dj) return null;
  await db.delete(djFollows).where(and(eq(djFollows.userId, userId), eq(djFollows.djProfileId, dj.id)));
  await publicContentChanged(db, "djs");
  return getDjFollowState(db, dj.id, userId);
}
