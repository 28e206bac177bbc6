import { and, desc, eq, inArray } from "drizzle-orm";
import type { DjCardData } from "~/core/djs/dj-card-data";
import type { Db } from "~server/db/client.server";
import { djFollows, djProfiles } from "~server/db/schema";
import { djCardColumns } from "~server/domain/djs/dj-card-columns.server";
import { PUBLIC_VERIFICATION_STATUSES } from "./list-public-djs.server";

/** What a /following card needs: exactly a DJ card. */
export type FollowedDj = DjCardData;

/**
 * The public DJs a user follows, most recently followed first. A followed DJ who is no longer public (inactive or
 * unverified) is left out, exactly as everywhere else in the directory; the follow row stays in case they return.
 */
export async function listFollowedDjs(db: Db, userId: string): Promise<FollowedDj[]> {
  return db
    .select(djCardColumns)
    .from(djFollows)
    .innerJoin(djProfiles, eq(djProfiles.id, djFollows.djProfileId))
    .where(
      and(
        eq(djFollows.userId, userId),
        eq(djProfiles.active, true),
        inArray(djProfiles.verificationStatus, [...PUBLIC_VERIFICATION_STATUSES]),
      ),
    )
    .orderBy(desc(djFollows.createdAt), djProfiles.displayName);
}
