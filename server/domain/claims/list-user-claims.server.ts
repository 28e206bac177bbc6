import { desc, eq } from "drizzle-orm";
import type { ClaimStatus } from "~/core/djs/dj-claims";
import type { Db } from "~server/db/client.server";
import { djProfileClaims, djProfiles } from "~server/db/schema";

export interface UserClaim {
  id: string;
  status: ClaimStatus;
  createdAt: string;
  reviewedAt: string | null;
  djSlug: string;
  djName: string;
  evidenceUrl: string | null;
}

/** The signed-in user's own claims, newest first, with their review status. */
export async function listUserClaims(db: Db, userId: string): Promise<UserClaim[]> {
  const rows = await db
    .select({
      id: djProfileClaims.id,
      status: djProfileClaims.status,
      createdAt: djProfileClaims.createdAt,
      reviewedAt: djProfileClaims.reviewedAt,
      djSlug: djProfiles.slug,
      djName: djProfiles.displayName,
      evidenceUrl: djProfileClaims.evidenceUrl,
    })
    .from(djProfileClaims)
    .innerJoin(djProfiles, eq(djProfiles.id, djProfileClaims.djProfileId))
    .where(eq(djProfileClaims.userId, userId))
    .orderBy(desc(djProfileClaims.createdAt))
    .limit(50);
  return rows.map((r) => ({
    ...r,
    status: r.status as ClaimStatus,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
  }));
}
