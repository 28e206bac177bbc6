import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djFollows } from "~server/db/schema";
import { type DjFollowState, getDjFollowState } from "./get-dj-follow-state.server";
import { getPublicDj } from "./get-public-dj.server";

/**
 * The user follows a public DJ. Idempotent: following twice (a double tap, a replayed request) leaves one row (and
 * the first follow's city). Returns null when the slug is not a public profile — hidden profiles cannot be followed.
 * `city` is where the request came from (CITY_HEADER, already cleaned); the follow log's trigger copies it for the
 * mate dashboard's followers by city.
 */
export async function followDj(
  db: Db,
  userId: string,
  slug: string,
  { city = null }: { city?: string | null } = {},
): Promise<DjFollowState | null> {
  const dj = await getPublicDj(db, slug);
  if (!dj) return null;
  await db.insert(djFollows).values({ userId, djProfileId: dj.id, city }).onConflictDoNothing();
  // The follower count is on the public profile.
  await publicContentChanged(db, "djs");
  return getDjFollowState(db, dj.id, userId);
}
