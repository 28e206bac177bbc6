import { and, eq, ne, sql } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djProfileClaims, djProfiles, userRoles, users } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type Actor, getActorRole } from "~server/domain/roles/get-actor-role.server";
import { grantRole } from "~server/domain/roles/grant-role.server";

export interface ClaimPerson {
  email: string;
  name: string;
}

export interface ClaimReview {
  decision: "approved" | "rejected";
  dj: { slug: string; displayName: string; verificationStatus: string };
  claimant: ClaimPerson;
  /** Approval rejects the other pending claims on the profile: these people are told too. */
  alsoRejected: ClaimPerson[];
  /** The claimant is now a mate (the profile is mate or verified). */
  claimantIsMate: boolean;
}

/**
 * An administrator approves or rejects a pending claim. Approval is one transaction: the profile gets its
 * owner (dj_profiles.user_id), the claimant gets the dj_manager role for it (grant_role, so granted_by is
 * recorded), the claim is marked approved with reviewer and time, and every other pending claim on the
 * profile is rejected. The derived viewer role reads user_id fresh on each request, so a mate/verified
 * profile makes the claimant a mate on their next page.
 */
export async function reviewDjClaim(
  db: Db,
  actor: Actor,
  input: { claimId: string; decision: "approve" | "reject" },
): Promise<ClaimReview> {
  const role = await getActorRole(db, actor);
  if (role !== "admin" && role !== "supadmin") throw new AppError("forbidden", "Only administrators review claims");
  if (!/^[0-9a-f-]{36}$/i.test(input.claimId)) throw new AppError("not_found", "Claim not found");

  const result = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Row locks: two admins clicking at once review the claim once, and the profile gets one owner.
    const [claim] = await tx
      .select({
        id: djProfileClaims.id,
        dj_profile_id: djProfileClaims.djProfileId,
        user_id: djProfileClaims.userId,
        status: djProfileClaims.status,
      })
      .from(djProfileClaims)
      .where(eq(djProfileClaims.id, input.claimId))
      .for("update");
    if (!claim) throw new AppError("not_found", "Claim not found");
    if (claim.status !== "pending") throw new AppError("conflict", "This claim was already reviewed.");
    const [profile] = await tx
      .select({ id: djProfiles.id, user_id: djProfiles.userId })
      .from(djProfiles)
      .where(eq(djProfiles.id, claim.dj_profile_id))
      .for("update");
    if (!profile) throw new AppError("not_found", "DJ profile not found");
    const now = new Date();
    const reviewed = { reviewedBy: actor.id, reviewedAt: now };

    if (input.decision === "reject") {
      await tx
        .update(djProfileClaims)
        .set({ status: "rejected", ...reviewed })
        .where(eq(djProfileClaims.id, claim.id));
      return { profileId: profile.id, claimantId: claim.user_id, others: [] as string[] };
    }

    if (profile.user_id && profile.user_id !== claim.user_id)
      throw new AppError("conflict", "This profile already has an owner. Reject the claim instead.");
    await tx.update(djProfiles).set({ userId: claim.user_id, updatedAt: now }).where(eq(djProfiles.id, profile.id));
    const [held] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(
        and(
          eq(userRoles.userId, claim.user_id),
          eq(userRoles.roleType, "dj_manager"),
          eq(userRoles.resourceId, profile.id),
        ),
      )
      .limit(1);
    if (!held)
      await grantRole(tx, actor, {
        userId: claim.user_id,
        roleType: "dj_manager",
        resourceType: "dj_profile",
        resourceId: profile.id,
      });
    await tx
      .update(djProfileClaims)
      .set({ status: "approved", ...reviewed })
      .where(eq(djProfileClaims.id, claim.id));
    const others = await tx
      .update(djProfileClaims)
      .set({ status: "rejected", ...reviewed })
      .where(
        and(
          eq(djProfileClaims.djProfileId, profile.id),
          eq(djProfileClaims.status, "pending"),
          ne(djProfileClaims.id, claim.id),
        ),
      )
      .returning({ userId: djProfileClaims.userId });
    return { profileId: profile.id, claimantId: claim.user_id, others: others.map((o) => o.userId) };
  });

  await publicContentChanged(db, "djs");
  const [dj] = await db
    .select({
      slug: djProfiles.slug,
      displayName: djProfiles.displayName,
      verificationStatus: djProfiles.verificationStatus,
    })
    .from(djProfiles)
    .where(eq(djProfiles.id, result.profileId));
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      sql`${users.id} in (${sql.join(
        [result.claimantId, ...result.others].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const person = (id: string): ClaimPerson => {
    const p = people.find((x) => x.id === id);
    return { email: p?.email ?? "", name: p?.name ?? "" };
  };
  return {
    decision: input.decision === "approve" ? "approved" : "rejected",
    dj,
    claimant: person(result.claimantId),
    alsoRejected: result.others.filter((id) => id !== result.claimantId).map(person),
    claimantIsMate:
      input.decision === "approve" && (dj.verificationStatus === "mate" || dj.verificationStatus === "verified"),
  };
}
