import { and, eq } from "drizzle-orm";
import type { ClaimForm } from "~/core/djs/dj-claims";
import type { Db } from "~server/db/client.server";
import { djProfileClaims, djProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { isUniqueViolation } from "~server/domain/is-unique-violation.server";

/** A user may have this many claims waiting at once (keeps the admin queue free of spray-claims). */
export const MAX_PENDING_CLAIMS_PER_USER = 5;

export const DUPLICATE_CLAIM_MESSAGE =
  "You already have a claim waiting for this profile. We'll email you when an admin has reviewed it.";

/**
 * Files a claim on a public, unowned profile with the claimant's evidence (a message and a link they
 * control). One pending claim per profile per user: checked here for a clear message and enforced by a
 * partial unique index (migration 0003) against double submits. The input is claimFormSchema's (the action's one
 * check of the form); this checks what needs the database: the profile, its owner, the pending claims.
 */
export async function submitDjClaim(
  db: Db,
  userId: string,
  input: ClaimForm,
): Promise<{ id: string; displayName: string }> {
  const { djProfileId, message, evidenceUrl } = input;
  const [profile] = await db
    .select({
      id: djProfiles.id,
      displayName: djProfiles.displayName,
      userId: djProfiles.userId,
      active: djProfiles.active,
      status: djProfiles.verificationStatus,
    })
    .from(djProfiles)
    .where(eq(djProfiles.id, djProfileId))
    .limit(1);
  if (!profile?.active || (profile.status !== "mate" && profile.status !== "verified"))
    throw new AppError("not_found", "That DJ profile can't be claimed.");
  if (profile.userId === userId) throw new AppError("conflict", "This profile is already yours.");
  if (profile.userId) throw new AppError("conflict", "This profile already has an owner.");

  const pending = await db
    .select({ djProfileId: djProfileClaims.djProfileId })
    .from(djProfileClaims)
    .where(and(eq(djProfileClaims.userId, userId), eq(djProfileClaims.status, "pending")));
  if (pending.some((p) => p.djProfileId === djProfileId)) throw new AppError("conflict", DUPLICATE_CLAIM_MESSAGE);
  if (pending.length >= MAX_PENDING_CLAIMS_PER_USER)
    throw new AppError(
      "conflict",
      `You have ${MAX_PENDING_CLAIMS_PER_USER} claims waiting already. Wait for a review before claiming more.`,
    );
  try {
    const [row] = await db
      .insert(djProfileClaims)
      .values({ djProfileId, userId, message, evidenceUrl, status: "pending" })
      .returning({ id: djProfileClaims.id });
    return { id: row.id, displayName: profile.displayName };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", DUPLICATE_CLAIM_MESSAGE);
    throw error;
  }
}
