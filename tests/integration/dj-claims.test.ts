import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAIM_MESSAGE_MIN, claimFormSchema } from "~/core/djs/dj-claims";
import { fieldErrorsOf } from "~/core/forms/form-result";
import type { Database } from "~server/db/client.server";
import { djProfileClaims, djProfiles, userRoles } from "~server/db/schema";
import { seedDj, seedUser } from "~server/db/seed/factories.server";
import { listPendingClaims } from "~server/domain/claims/list-pending-claims.server";
import { listUserClaims } from "~server/domain/claims/list-user-claims.server";
import { reviewDjClaim } from "~server/domain/claims/review-dj-claim.server";
import { searchClaimableDjs } from "~server/domain/claims/search-claimable-djs.server";
import { DUPLICATE_CLAIM_MESSAGE, submitDjClaim } from "~server/domain/claims/submit-dj-claim.server";
import { getAccountStanding } from "~server/domain/users/get-account-standing.server";
import { expectAppError } from "./helpers/expect-app-error";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const evidence = {
  message: "This is my artist profile; I post Booth sets on my Instagram.",
  evidenceUrl: "https://www.instagram.com/me",
};

async function claimOf(id: string) {
  const [row] = await database.db.select().from(djProfileClaims).where(eq(djProfileClaims.id, id));
  return row;
}

describe("claiming a DJ profile", () => {
  it("search finds only public, unowned profiles and marks the searcher's pending claims", async () => {
    const db = database.db;
    const owner = await seedUser(db);
    const me = await seedUser(db);
    const free = await seedDj(db, { displayName: "Zorro Claimable" });
    await seedDj(db, { displayName: "Zorro Owned", userId: owner.id });
    await seedDj(db, { displayName: "Zorro Hidden", verificationStatus: "none" });
    await seedDj(db, { displayName: "Zorro Inactive", active: false });
    await submitDjClaim(db, me.id, { djProfileId: free.id, ...evidence });
    const found = await searchClaimableDjs(db, me.id, "zorro");
    expect(found.map((d) => d.displayName)).toEqual(["Zorro Claimable"]);
    expect(found[0].pendingClaim).toBe(true);
    expect((await searchClaimableDjs(db, owner.id, "zorro"))[0].pendingClaim).toBe(false);
  });

  it("one pending claim per profile per user, with a clear message; others may claim it too", async () => {
    const db = database.db;
    const [me, rival] = await Promise.all([seedUser(db), seedUser(db)]);
    const dj = await seedDj(db);
    const first = await submitDjClaim(db, me.id, { djProfileId: dj.id, ...evidence });
    expect((await claimOf(first.id)).status).toBe("pending");
    await expectAppError(
      submitDjClaim(db, me.id, { djProfileId: dj.id, ...evidence }),
      "conflict",
      DUPLICATE_CLAIM_MESSAGE,
    );
    await submitDjClaim(db, rival.id, { djProfileId: dj.id, ...evidence });
    // The database enforces it too (double submits that pass the check at the same moment).
    await expect(
      db.insert(djProfileClaims).values({ djProfileId: dj.id, userId: me.id, status: "pending" }),
    ).rejects.toThrow();
    const mine = await listUserClaims(db, me.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: "pending", djSlug: dj.slug, djName: dj.displayName });
  });

  it("refuses an owned, hidden or unknown profile and bad evidence", async () => {
    const db = database.db;
    const [me, owner] = await Promise.all([seedUser(db), seedUser(db)]);
    const owned = await seedDj(db, { userId: owner.id });
    const hidden = await seedDj(db, { verificationStatus: "none" });
    await expectAppError(
      submitDjClaim(db, me.id, { djProfileId: owned.id, ...evidence }),
      "conflict",
      "This profile already has an owner.",
    );
    await expectAppError(
      submitDjClaim(db, me.id, { djProfileId: hidden.id, ...evidence }),
      "not_found",
      "That DJ profile can't be claimed.",
    );
    const dj = await seedDj(db);
    // The evidence's shape is claimFormSchema's alone (the claim action's one check, before anything is read).
    const claimErrors = (values: Record<string, string>) => {
      const parsed = claimFormSchema.safeParse(values);
      return parsed.success ? {} : fieldErrorsOf(parsed.error);
    };
    expect(
      claimErrors({ djProfileId: dj.id, message: evidence.message, evidenceUrl: "http://insecure.example" }),
    ).toMatchObject({ evidenceUrl: "Use a secure link starting with https://" });
    expect(claimErrors({ djProfileId: dj.id, message: "mine", evidenceUrl: evidence.evidenceUrl })).toMatchObject({
      message: `Tell us a little more (at least ${CLAIM_MESSAGE_MIN} characters).`,
    });
  });
});

describe("reviewing claims", () => {
  it("only admins see the queue and review", async () => {
    const db = database.db;
    const [plain, claimant] = await Promise.all([seedUser(db), seedUser(db)]);
    const dj = await seedDj(db);
    const claim = await submitDjClaim(db, claimant.id, { djProfileId: dj.id, ...evidence });
    await expectAppError(listPendingClaims(db, plain), "forbidden", "Only administrators review claims");
    await expectAppError(
      reviewDjClaim(db, plain, { claimId: claim.id, decision: "approve" }),
      "forbidden",
      "Only administrators review claims",
    );
    await expectAppError(
      reviewDjClaim(db, claimant, { claimId: claim.id, decision: "approve" }),
      "forbidden",
      "Only administrators review claims",
    );
    expect((await claimOf(claim.id)).status).toBe("pending");
    const [profile] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(profile.userId).toBeNull();
  });

  it("approval links the profile, grants dj_manager, rejects rival claims and makes the claimant a mate", async () => {
    const db = database.db;
    const [admin, claimant, rival] = await Promise.all([seedUser(db, { role: "admin" }), seedUser(db), seedUser(db)]);
    const dj = await seedDj(db, { verificationStatus: "mate" });
    const claim = await submitDjClaim(db, claimant.id, { djProfileId: dj.id, ...evidence });
    const rivalClaim = await submitDjClaim(db, rival.id, { djProfileId: dj.id, ...evidence });
    expect((await getAccountStanding(db, claimant.id))?.hasMateProfile).toBe(false);
    const queue = await listPendingClaims(db, admin);
    const queued = queue.find((c) => c.id === claim.id);
    expect(queued).toMatchObject({
      message: evidence.message,
      evidenceUrl: evidence.evidenceUrl,
      claimant: { email: claimant.email },
      dj: { slug: dj.slug },
      competing: 1,
    });

    const review = await reviewDjClaim(db, admin, { claimId: claim.id, decision: "approve" });
    expect(review).toMatchObject({
      decision: "approved",
      claimant: { email: claimant.email },
      alsoRejected: [{ email: rival.email }],
      claimantIsMate: true,
    });
    const [profile] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(profile.userId).toBe(claimant.id);
    const approved = await claimOf(claim.id);
    expect(approved).toMatchObject({ status: "approved", reviewedBy: admin.id });
    expect(approved.reviewedAt).toBeInstanceOf(Date);
    expect(await claimOf(rivalClaim.id)).toMatchObject({ status: "rejected", reviewedBy: admin.id });
    const roles = await db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, claimant.id), eq(userRoles.roleType, "dj_manager")));
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({ resourceType: "dj_profile", resourceId: dj.id, grantedBy: admin.id });
    // The derived viewer role reads this on the next request.
    expect((await getAccountStanding(db, claimant.id))?.hasMateProfile).toBe(true);
    // Reviewed once only.
    await expectAppError(
      reviewDjClaim(db, admin, { claimId: claim.id, decision: "reject" }),
      "conflict",
      "This claim was already reviewed.",
    );
    expect((await listPendingClaims(db, admin)).some((c) => c.dj.id === dj.id)).toBe(false);
  });

  it("a failing step rolls the whole approval back", async () => {
    const db = database.db;
    const [admin, claimant, other] = await Promise.all([seedUser(db, { role: "admin" }), seedUser(db), seedUser(db)]);
    const dj = await seedDj(db);
    const claim = await submitDjClaim(db, claimant.id, { djProfileId: dj.id, ...evidence });
    // Someone else got the profile meanwhile: the approval must not half-happen.
    await db.update(djProfiles).set({ userId: other.id }).where(eq(djProfiles.id, dj.id));
    await expectAppError(
      reviewDjClaim(db, admin, { claimId: claim.id, decision: "approve" }),
      "conflict",
      "This profile already has an owner. Reject the claim instead.",
    );
    expect((await claimOf(claim.id)).status).toBe("pending");
    const roles = await db.select().from(userRoles).where(eq(userRoles.userId, claimant.id));
    expect(roles).toHaveLength(0);
  });

  it("rejection marks only that claim and leaves the profile unowned", async () => {
    const db = database.db;
    const [admin, claimant] = await Promise.all([seedUser(db, { role: "admin" }), seedUser(db)]);
    const dj = await seedDj(db);
    const claim = await submitDjClaim(db, claimant.id, { djProfileId: dj.id, ...evidence });
    const review = await reviewDjClaim(db, admin, { claimId: claim.id, decision: "reject" });
    expect(review).toMatchObject({ decision: "rejected", claimantIsMate: false, alsoRejected: [] });
    expect(await claimOf(claim.id)).toMatchObject({ status: "rejected", reviewedBy: admin.id });
    const [profile] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(profile.userId).toBeNull();
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, claimant.id))).toHaveLength(0);
    // After a rejection the user may try again with better evidence.
    await expect(submitDjClaim(db, claimant.id, { djProfileId: dj.id, ...evidence })).resolves.toBeTruthy();
  });
});
