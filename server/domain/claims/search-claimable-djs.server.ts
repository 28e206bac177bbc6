import { and, asc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { djProfileClaims, djProfiles } from "~server/db/schema";
import { djCardColumns } from "~server/domain/djs/dj-card-columns.server";

export interface ClaimableDj {
  id: string;
  slug: string;
  displayName: string;
  location: string | null;
  genres: string[];
  profileImage: string | null;
  imagePosition: string;
  verificationStatus: string;
  /** The searcher already has a pending claim on it. */
  pendingClaim: boolean;
}

const LIMIT = 24;

/**
 * Profiles a signed-in user may claim: public ones (active, mate or verified — nothing else is shown
 * anywhere) that nobody owns yet (user_id null). Matches the stage name, real name or slug.
 */
export async function searchClaimableDjs(db: Db, userId: string, query: string): Promise<ClaimableDj[]> {
  const q = query.trim().slice(0, 80);
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const pending = db
    .select({ one: sql`1` })
    .from(djProfileClaims)
    .where(
      and(
        eq(djProfileClaims.djProfileId, djProfiles.id),
        eq(djProfileClaims.userId, userId),
        eq(djProfileClaims.status, "pending"),
      ),
    );
  return db
    .select({
      id: djProfiles.id,
      pendingClaim: sql<boolean>`exists (${pending})`,
      ...djCardColumns,
    })
    .from(djProfiles)
    .where(
      and(
        eq(djProfiles.active, true),
        inArray(djProfiles.verificationStatus, ["mate", "verified"]),
        isNull(djProfiles.userId),
        q
          ? or(
              ilike(djProfiles.displayName, pattern),
              ilike(djProfiles.realName, pattern),
              ilike(djProfiles.slug, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(djProfiles.displayName))
    .limit(LIMIT);
}
