import { asc, eq, sql } from "drizzle-orm";
import type { PendingClaim } from "~/core/djs/dj-claims";
import type { Db } from "~server/db/client.server";
import { djProfileClaims, djProfiles, users } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type Actor, getActorRole } from "~server/domain/roles/get-actor-role.server";

/** The admin claims queue: pending claims, oldest first, with the evidence and who is asking. Admins only. */
export async function listPendingClaims(db: Db, actor: Actor): Promise<PendingClaim[]> {
  const role = await getActorRole(db, actor);
  if (role !== "admin" && role !== "supadmin") throw new AppError("forbidden", "Only administrators review claims");
  const rows = await db
    .select({
      id: djProfileClaims.id,
      createdAt: djProfileClaims.createdAt,
      message: djProfileClaims.message,
      evidenceUrl: djProfileClaims.evidenceUrl,
      claimantId: users.id,
      claimantName: users.name,
      claimantEmail: users.email,
      claimantVerified: users.emailVerified,
      claimantSince: users.createdAt,
      djId: djProfiles.id,
      djSlug: djProfiles.slug,
      djName: djProfiles.displayName,
      djStatus: djProfiles.verificationStatus,
      djImage: djProfiles.profileImage,
      djOwner: djProfiles.userId,
      competing: sql<number>`(select count(*)::int from ${djProfileClaims} c where c.dj_profile_id = ${djProfileClaims.djProfileId} and c.status = 'pending' and c.id <> ${djProfileClaims.id})`,
    })
    .from(djProfileClaims)
    .innerJoin(djProfiles, eq(djProfiles.id, djProfileClaims.djProfileId))
    .innerJoin(users, eq(users.id, djProfileClaims.userId))
    .where(eq(djProfileClaims.status, "pending"))
    .orderBy(asc(djProfileClaims.createdAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    message: r.message,
    evidenceUrl: r.evidenceUrl,
    claimant: {
      id: r.claimantId,
      name: r.claimantName,
      email: r.claimantEmail,
      emailVerified: r.claimantVerified,
      memberSince: r.claimantSince.toISOString(),
    },
    dj: {
      id: r.djId,
      slug: r.djSlug,
      displayName: r.djName,
      verificationStatus: r.djStatus,
      profileImage: r.djImage,
      ownerId: r.djOwner,
    },
    competing: r.competing,
  }));
}
