import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultVenuePermissions, STAFF_RULE_MESSAGES, VENUE_MANAGER_ERRORS } from "~/core/access/venue-permissions";
import { venueDetailsSchema } from "~/core/venues/venue-details";
import { staffLogSentence, VENUE_INVITATION_MESSAGES, VENUE_STAFF_MESSAGES } from "~/core/venues/venue-staff";
import type { Database, Db } from "~server/db/client.server";
import { userRoles, venueInvitations, venueManagers, venueProfiles } from "~server/db/schema";
import { seedDemoIfEmpty } from "~server/db/seed/demo-seed.server";
import { seedUser, seedVenue, type VenueProfile } from "~server/db/seed/factories.server";
import { getAccountStanding } from "~server/domain/users/get-account-standing.server";
import { seedDemoAccounts } from "~server/domain/users/seed-demo-accounts.server";
import { acceptVenueInvitation } from "~server/domain/venues/accept-venue-invitation.server";
import { changeVenueStaff } from "~server/domain/venues/change-venue-staff.server";
import { deactivateVenue } from "~server/domain/venues/deactivate-venue.server";
import { declineVenueInvitation } from "~server/domain/venues/decline-venue-invitation.server";
import { getManagedVenue } from "~server/domain/venues/get-managed-venue.server";
import { getPublicVenue } from "~server/domain/venues/get-public-venue.server";
import { getVenueInvitation } from "~server/domain/venues/get-venue-invitation.server";
import { inviteVenueStaff } from "~server/domain/venues/invite-venue-staff.server";
import { listMyVenues } from "~server/domain/venues/list-my-venues.server";
import { listVenueStaff } from "~server/domain/venues/list-venue-staff.server";
import { listVenueStaffLog } from "~server/domain/venues/list-venue-staff-log.server";
import { saveVenueManager } from "~server/domain/venues/save-venue-manager.server";
import { updateVenueDetails } from "~server/domain/venues/update-venue-details.server";
import { hashInvitationToken } from "~server/domain/venues/venue-invitation-token.server";
import { createLocalFileStorage, type FileStorage } from "~server/storage/file-storage.server";
import { expectAppError } from "./helpers/expect-app-error";
import { createTestDatabase } from "./helpers/test-database";

// Venue management: My Venues, staff invitations, roles, revoke, last owner, details, deactivation;
// on PGlite and on PostgreSQL.
let database: Database;
let db: Db;
let dir: string;
let storage: FileStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  dir = mkdtempSync(path.join(tmpdir(), "booth-venue-staff-"));
  storage = createLocalFileStorage(dir);
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function ownedVenue() {
  const owner = await seedUser(db);
  const venue = await seedVenue(db);
  await db.transaction((tx) =>
    saveVenueManager(tx, { venueId: venue.id, userId: owner.id, role: "owner", addedBy: null }),
  );
  return { owner, venue, slug: venue.slug as string };
}

async function managerRow(venue: VenueProfile, userId: string) {
  const [row] = await db
    .select()
    .from(venueManagers)
    .where(and(eq(venueManagers.venueId, venue.id), eq(venueManagers.userId, userId)));
  return row;
}

async function ownerRoleCount(venue: VenueProfile, userId: string) {
  const rows = await db
    .select()
    .from(userRoles)
    .where(
      and(eq(userRoles.userId, userId), eq(userRoles.roleType, "venue_owner"), eq(userRoles.resourceId, venue.id)),
    );
  return rows.length;
}

/** Invites a fresh account and has it accept; returns the account. */
async function joined(slug: string, ownerId: string, role: "owner" | "manager" | "booking_agent" | "promoter") {
  const person = await seedUser(db);
  const sent = await inviteVenueStaff(db, { id: ownerId }, { venueSlug: slug, email: person.email, role });
  await acceptVenueInvitation(db, { id: person.id }, sent.token);
  return person;
}

describe("/my-venues", () => {
  it("lists active records only, is_primary first then added_at; revoked records and inactive venues are left out", async () => {
    const me = await seedUser(db);
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => seedVenue(db)));
    const at = (days: number) => new Date(Date.UTC(2026, 0, days));
    const rows = [
      { venue: a, isPrimary: false, addedAt: at(1), status: "active" },
      { venue: b, isPrimary: true, addedAt: at(5), status: "active" },
      { venue: c, isPrimary: false, addedAt: at(3), status: "active" },
      { venue: d, isPrimary: false, addedAt: at(2), status: "revoked" },
      { venue: e, isPrimary: false, addedAt: at(4), status: "active" },
    ];
    for (const r of rows)
      await db.insert(venueManagers).values({
        venueId: r.venue.id,
        userId: me.id,
        role: "manager",
        permissions: defaultVenuePermissions("manager"),
        isPrimary: r.isPrimary,
        addedAt: r.addedAt,
        invitationStatus: r.status,
      });
    await db.update(venueProfiles).set({ isActive: false }).where(eq(venueProfiles.id, e.id));
    const mine = await listMyVenues(db, me.id);
    expect(mine.map((v) => v.slug)).toEqual([b.slug, a.slug, c.slug]);
    expect(mine[0]).toMatchObject({ role: "manager", isPrimary: true, name: b.name });
    expect(await listMyVenues(db, (await seedUser(db)).id)).toEqual([]);
  });

  it("My Venues shows in the menu for an active record only (account standing)", async () => {
    const { owner, slug } = await ownedVenue();
    const person = await joined(slug, owner.id, "promoter");
    expect((await getAccountStanding(db, person.id))?.managesVenues).toBe(true);
    await changeVenueStaff(db, { id: owner.id }, slug, { kind: "revoke", userId: person.id });
    expect((await getAccountStanding(db, person.id))?.managesVenues).toBe(false);
  });
});

describe("invitations", () => {
  it("invite → accept creates an active record with the role's defaults, invited_at and accepted_at", async () => {
    const { owner, venue, slug } = await ownedVenue();
    const agent = await seedUser(db, { email: `Agent.${Date.now()}@Example.test` });
    const sent = await inviteVenueStaff(
      db,
      { id: owner.id },
      { venueSlug: slug, email: agent.email, role: "booking_agent" },
    );
    expect(sent.email).toBe(agent.email.toLowerCase());
    const [stored] = await db.select().from(venueInvitations).where(eq(venueInvitations.venueId, venue.id));
    // Only the token's SHA-256 is kept, valid for seven days.
    expect(stored.tokenHash).toBe(hashInvitationToken(sent.token));
    expect(stored.tokenHash).not.toContain(sent.token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(7 * 86_400_000);
    const listed = await listVenueStaff(db, venue.id);
    expect(listed.invitations.map((i) => [i.email, i.role])).toEqual([[sent.email, "booking_agent"]]);

    expect(await acceptVenueInvitation(db, { id: agent.id }, sent.token)).toEqual({ venueSlug: slug });
    const row = await managerRow(venue, agent.id);
    expect(row).toMatchObject({
      role: "booking_agent",
      invitationStatus: "active",
      permissions: defaultVenuePermissions("booking_agent"),
      addedBy: owner.id,
    });
    expect(row.invitedAt).not.toBeNull();
    expect(row.acceptedAt).not.toBeNull();
    expect((await getVenueInvitation(db, sent.token))?.state).toBe("used");
    expect((await listVenueStaff(db, venue.id)).invitations).toEqual([]);
    const managed = await getManagedVenue(db, { id: agent.id }, slug);
    expect(managed.permissions).toEqual(defaultVenuePermissions("booking_agent"));
    // A used token cannot be used again.
    await expectAppError(
      acceptVenueInvitation(db, { id: agent.id }, sent.token),
      "conflict",
      VENUE_INVITATION_MESSAGES.used,
    );
  });

  it("refuses another address (naming the invited one), expired, revoked and unknown tokens; stores nothing", async () => {
    const { owner, venue, slug } = await ownedVenue();
    const invitee = await seedUser(db);
    const stranger = await seedUser(db);
    const sent = await inviteVenueStaff(
      db,
      { id: owner.id },
      { venueSlug: slug, email: invitee.email, role: "manager" },
    );
    await expectAppError(
      acceptVenueInvitation(db, { id: stranger.id }, sent.token),
      "forbidden",
      VENUE_INVITATION_MESSAGES.wrongEmail(invitee.email.toLowerCase()),
    );
    await expectAppError(declineVenueInvitation(db, { id: stranger.id }, sent.token), "forbidden", /was sent to/);
    expect(await managerRow(venue, stranger.id)).toBeUndefined();

    const later = new Date(Date.now() + 8 * 86_400_000);
    await expectAppError(
      acceptVenueInvitation(db, { id: invitee.id }, sent.token, later),
      "conflict",
      VENUE_INVITATION_MESSAGES.expired,
    );
    await expectAppError(
      acceptVenueInvitation(db, { id: invitee.id }, "x".repeat(43)),
      "not_found",
      VENUE_INVITATION_MESSAGES.unknown,
    );

    // Re-inviting the same address replaces the pending invitation: the first link stops working.
    const again = await inviteVenueStaff(
      db,
      { id: owner.id },
      { venueSlug: slug, email: invitee.email.toUpperCase(), role: "promoter" },
    );
    expect((await getVenueInvitation(db, sent.token))?.state).toBe("revoked");
    // The sender is told it replaced one (the first invitation said it had none to replace).
    expect([sent.replaced, again.replaced]).toEqual([false, true]);
    await expectAppError(
      acceptVenueInvitation(db, { id: invitee.id }, sent.token),
      "conflict",
      VENUE_INVITATION_MESSAGES.revoked,
    );
    expect((await listVenueStaff(db, venue.id)).invitations.map((i) => i.role)).toEqual(["promoter"]);

    // Cancelling a pending invitation: revoked.
    const [pending] = (await listVenueStaff(db, venue.id)).invitations;
    await changeVenueStaff(db, { id: owner.id }, slug, { kind: "cancel-invitation", invitationId: pending.id });
    await expectAppError(
      acceptVenueInvitation(db, { id: invitee.id }, again.token),
      "conflict",
      VENUE_INVITATION_MESSAGES.revoked,
    );
    expect(await managerRow(venue, invitee.id)).toBeUndefined();
  });

  it("declining ends the invitation; an active manager cannot be invited again", async () => {
    const { owner, slug } = await ownedVenue();
    const person = await seedUser(db);
    const sent = await inviteVenueStaff(
      db,
      { id: owner.id },
      { venueSlug: slug, email: person.email, role: "promoter" },
    );
    await declineVenueInvitation(db, { id: person.id }, sent.token);
    expect((await getVenueInvitation(db, sent.token))?.state).toBe("revoked");
    await expectAppError(
      inviteVenueStaff(db, { id: owner.id }, { venueSlug: slug, email: owner.email.toUpperCase(), role: "manager" }),
      "conflict",
      VENUE_STAFF_MESSAGES.alreadyManager,
      { field: "email" },
    );
  });

  it("only someone with can_manage_staff may invite: a promoter and an outsider get not_found", async () => {
    const { owner, slug } = await ownedVenue();
    const promoter = await joined(slug, owner.id, "promoter");
    const outsider = await seedUser(db);
    for (const actor of [promoter, outsider])
      await expectAppError(
        inviteVenueStaff(db, { id: actor.id }, { venueSlug: slug, email: "x@example.test", role: "owner" }),
        "not_found",
        "Venue not found",
      );
  });
});

describe("roles, permissions and revoke", () => {
  it("a role change replaces the permissions with the new role's defaults; owner ⇄ venue_owner role in step", async () => {
    const { owner, venue, slug } = await ownedVenue();
    const person = await joined(slug, owner.id, "booking_agent");
    expect(await ownerRoleCount(venue, person.id)).toBe(0);
    await changeVenueStaff(db, { id: owner.id }, slug, { kind: "role", userId: person.id, role: "promoter" });
    expect((await managerRow(venue, person.id)).permissions).toEqual(defaultVenuePermissions("promoter"));
    const accepted = (await managerRow(venue, person.id)).acceptedAt;
    expect(accepted).not.toBeNull();
    await changeVenueStaff(db, { id: owner.id }, slug, { kind: "role", userId: person.id, role: "owner" });
    expect(await managerRow(venue, person.id)).toMatchObject({
      role: "owner",
      permissions: defaultVenuePermissions("owner"),
      acceptedAt: accepted,
    });
    expect(await ownerRoleCount(venue, person.id)).toBe(1);
    await changeVenueStaff(db, { id: owner.id }, slug, { kind: "role", userId: person.id, role: "manager" });
    expect(await ownerRoleCount(venue, person.id)).toBe(0);
    expect((await getManagedVenue(db, { id: person.id }, slug)).permissions).toEqual(
      defaultVenuePermissions("manager"),
    );
  });

  it("fine-tunes individual keys; the tabs follow at once", async () => {
    const { owner, venue, slug } = await ownedVenue();
    const person = await joined(slug, owner.id, "promoter");
    const tuned = { ...defaultVenuePermissions("promoter"), can_manage_media: false, can_view_analytics: true };
    await changeVenueStaff(db, { id: owner.id }, slug, { kind: "permissions", userId: person.id, permissions: tuned });
    expect((await managerRow(venue, person.id)).permissions).toEqual(tuned);
    await getManagedVenue(db, { id: person.id }, slug, "can_view_analytics");
    await expectAppError(
      getManagedVenue(db, { id: person.id }, slug, "can_manage_media"),
      "not_found",
      "Venue not found",
    );
  });

  it("revoking takes effect at once: the next getManagedVenue is not_found, the venue_owner role is gone", async () => {
    const { owner, venue, slug } = await ownedVenue();
    const second = await joined(slug, owner.id, "owner");
    expect(await ownerRoleCount(venue, second.id)).toBe(1);
    await changeVenueStaff(db, { id: owner.id }, slug, { kind: "revoke", userId: second.id });
    expect((await managerRow(venue, second.id)).invitationStatus).toBe("revoked");
    expect(await ownerRoleCount(venue, second.id)).toBe(0);
    await expectAppError(getManagedVenue(db, { id: second.id }, slug), "not_found", "Venue not found");
    // The revoked person can no longer change anything either.
    await expectAppError(
      changeVenueStaff(db, { id: second.id }, slug, { kind: "revoke", userId: owner.id }),
      "not_found",
      "Venue not found",
    );
    expect((await listVenueStaff(db, venue.id)).staff.map((m) => [m.userId, m.invitationStatus])).toEqual([
      [owner.id, "active"],
      [second.id, "revoked"],
    ]);
    // Invited again and accepted: active again with the new role.
    await joinedAgain(slug, owner.id, second.email, second.id);
    expect(await managerRow(venue, second.id)).toMatchObject({ invitationStatus: "active", role: "manager" });
  });

  it("the last active owner can be neither revoked, demoted nor stripped of can_manage_staff", async () => {
    const { owner, venue, slug } = await ownedVenue();
    const manager = await joined(slug, owner.id, "manager");
    const actor = { id: owner.id };
    await expectAppError(
      changeVenueStaff(db, actor, slug, { kind: "revoke", userId: owner.id }),
      "conflict",
      VENUE_STAFF_MESSAGES.lastOwner,
    );
    await expectAppError(
      changeVenueStaff(db, actor, slug, { kind: "role", userId: owner.id, role: "manager" }),
      "conflict",
      VENUE_STAFF_MESSAGES.lastOwner,
    );
    await expectAppError(
      changeVenueStaff(db, actor, slug, {
        kind: "permissions",
        userId: owner.id,
        permissions: { ...defaultVenuePermissions("owner"), can_manage_staff: false },
      }),
      "conflict",
      VENUE_STAFF_MESSAGES.lastOwner,
    );
    expect(await managerRow(venue, owner.id)).toMatchObject({ role: "owner", invitationStatus: "active" });
    // With a second owner, the first may step down.
    await changeVenueStaff(db, actor, slug, { kind: "role", userId: manager.id, role: "owner" });
    await changeVenueStaff(db, actor, slug, { kind: "role", userId: owner.id, role: "manager" });
    expect(await ownerRoleCount(venue, owner.id)).toBe(0);
    await expectAppError(
      changeVenueStaff(db, { id: manager.id }, slug, { kind: "revoke", userId: manager.id }),
      "conflict",
      VENUE_STAFF_MESSAGES.lastOwner,
    );
  });

  it("spec §8: no user → 'User not authenticated'; an unexpected failure → 'Unknown error occurred'; someone else's member → not on staff", async () => {
    const { owner, slug } = await ownedVenue();
    await expectAppError(
      changeVenueStaff(db, null, slug, { kind: "revoke", userId: owner.id }),
      "forbidden",
      VENUE_MANAGER_ERRORS.notAuthenticated,
    );
    await expectAppError(
      inviteVenueStaff(db, { id: "" }, { venueSlug: slug, email: "a@b.test", role: "owner" }),
      "forbidden",
      VENUE_MANAGER_ERRORS.notAuthenticated,
    );
    await expectAppError(
      acceptVenueInvitation(db, null, "x".repeat(43)),
      "forbidden",
      VENUE_MANAGER_ERRORS.notAuthenticated,
    );
    // An id the database cannot even read fails inside the operation: logged for us, a plain message for people.
    await expectAppError(
      changeVenueStaff(db, { id: owner.id }, slug, { kind: "cancel-invitation", invitationId: "not-a-uuid" }),
      "unavailable",
      VENUE_MANAGER_ERRORS.unknown,
    );
    const other = await ownedVenue();
    await expectAppError(
      changeVenueStaff(db, { id: owner.id }, slug, { kind: "revoke", userId: other.owner.id }),
      "not_found",
      VENUE_STAFF_MESSAGES.notAMember,
    );
    // A manager of venue A learns nothing about venue B.
    await expectAppError(
      getManagedVenue(db, { id: owner.id }, other.slug, "can_manage_staff"),
      "not_found",
      "Venue not found",
    );
  });
});

async function joinedAgain(slug: string, ownerId: string, email: string, userId: string) {
  const sent = await inviteVenueStaff(db, { id: ownerId }, { venueSlug: slug, email, role: "manager" });
  await acceptVenueInvitation(db, { id: userId }, sent.token);
}

async function png(width: number, height: number) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 20, b: 180 } } })
      .png()
      .toBuffer(),
  );
}

describe("details and deactivation", () => {
  const values = (over: Record<string, string> = {}) =>
    venueDetailsSchema.parse({
      name: "Zz Renamed Room",
      description: "<p>Big <strong>sound</strong></p><script>alert(1)</script>",
      city: "Zz Leipzig",
      country: "Germany",
      venueType: "Warehouse",
      capacityStanding: "1,200",
      websiteUrl: "https://example.com/room",
      acceptsBookings: "on",
      ...over,
    });

  it("saves sanitised fields, a checked logo and cover; the public page shows them", async () => {
    const { owner, slug } = await ownedVenue();
    const result = await updateVenueDetails(
      db,
      { id: owner.id },
      {
        venueSlug: slug,
        values: values(),
        storage,
        logo: await png(300, 300),
        cover: await png(800, 450),
      },
    );
    expect(result.cleaned).toBe(true);
    const page = await getPublicVenue(db, slug);
    expect(page).toMatchObject({
      name: "Zz Renamed Room",
      city: "Zz Leipzig",
      venueType: "warehouse",
      capacityStanding: 1200,
      websiteUrl: "https://example.com/room",
    });
    expect(page?.description).toBe("<p>Big <strong>sound</strong></p>");
    expect(page?.logoUrl).toMatch(/^\/uploads\/venues\/[0-9a-f-]{36}\/[a-z0-9]+-1280\.webp$/);
    expect(page?.coverImageUrl).toMatch(/^\/uploads\/venues\//);
    expect(await storage.read((page?.coverImageUrl as string).slice("/uploads/".length))).not.toBeNull();
    const [row] = await db.select().from(venueProfiles).where(eq(venueProfiles.slug, slug));
    expect(row.acceptsBookings).toBe(true);
  });

  it("bad input stores nothing: a schema refusal, a file that is not an image, someone without can_edit", async () => {
    const { owner, slug } = await ownedVenue();
    const before = await getPublicVenue(db, slug);
    expect(venueDetailsSchema.safeParse({ name: " ", capacityStanding: "-3", websiteUrl: "ftp://x" }).success).toBe(
      false,
    );
    await expectAppError(
      updateVenueDetails(
        db,
        { id: owner.id },
        {
          venueSlug: slug,
          values: values(),
          storage,
          logo: new TextEncoder().encode("not an image at all"),
        },
      ),
      "invalid_input",
      /not an image/,
      { field: "logo" },
    );
    await expectAppError(
      updateVenueDetails(
        db,
        { id: owner.id },
        { venueSlug: slug, values: values(), storage, cover: await png(100, 100) },
      ),
      "invalid_input",
      /too small/,
      { field: "cover" },
    );
    const promoter = await joined(slug, owner.id, "promoter");
    await expectAppError(
      updateVenueDetails(db, { id: promoter.id }, { venueSlug: slug, values: values(), storage }),
      "not_found",
      "Venue not found",
    );
    expect(await getPublicVenue(db, slug)).toEqual(before);
  });

  it("deactivation (can_delete only) takes the venue off its public page and every manager's list", async () => {
    const { owner, slug } = await ownedVenue();
    const manager = await joined(slug, owner.id, "manager");
    await expectAppError(deactivateVenue(db, { id: manager.id }, slug), "not_found", "Venue not found");
    expect(await getPublicVenue(db, slug)).not.toBeNull();
    await deactivateVenue(db, { id: owner.id }, slug);
    expect(await getPublicVenue(db, slug)).toBeNull();
    expect((await listMyVenues(db, owner.id)).map((v) => v.slug)).not.toContain(slug);
    expect((await listMyVenues(db, manager.id)).map((v) => v.slug)).not.toContain(slug);
    await expectAppError(getManagedVenue(db, { id: owner.id }, slug), "not_found", "Venue not found");
  });
});

describe("demo staff", () => {
  it("seeds an owner, manager, booking agent, promoter, a pending invitation and a staff log, idempotently", async () => {
    // A database of its own with the demo content, as a first start has it.
    const demo = await createTestDatabase();
    const db = demo.db;
    try {
      await seedDemoIfEmpty(db);
      const ids = await seedDemoAccounts(db, "demo passphrase 1");
      const venueList = await listMyVenues(db, ids.venue);
      expect(venueList.map((v) => v.name)).toEqual(["Basement 47", "Marlow Rooms"]);
      expect(venueList.every((v) => v.role === "owner")).toBe(true);
      const [basement] = await db.select().from(venueProfiles).where(eq(venueProfiles.name, "Basement 47"));
      const roles = async () =>
        Object.fromEntries(
          (await listVenueStaff(db, basement.id)).staff.map((m) => [m.email, [m.role, m.invitationStatus]]),
        );
      expect(await roles()).toMatchObject({
        "venue@booth.test": ["owner", "active"],
        "manager@booth.test": ["manager", "active"],
        "agent@booth.test": ["booking_agent", "active"],
        "promoter@booth.test": ["promoter", "active"],
      });
      const before = await listVenueStaff(db, basement.id);
      expect(before.invitations).toHaveLength(1);
      // The owners' staff log has a few days of history to show, newest first.
      const log = (await listVenueStaffLog(db, basement.id)).map((row) => staffLogSentence(row));
      expect(log[0]).toBe("Jonas Brandt invited resident.dj@example.com as Promoter");
      expect(log).toContain("Jonas Brandt changed Pia Romano's role from Manager to Promoter");
      expect(log).toContain("Mona Keller accepted the invitation as Manager");
      await seedDemoAccounts(db, "demo passphrase 1");
      const after = await listVenueStaff(db, basement.id);
      expect(after.staff).toEqual(before.staff);
      expect(after.invitations.map((i) => i.id)).toEqual(before.invitations.map((i) => i.id));
      expect(await listVenueStaffLog(db, basement.id)).toHaveLength(log.length);
    } finally {
      await demo.close();
    }
  }, 180_000);
});

describe("who may change whom on the staff, removal for good, and the staff log", () => {
  /** The steps: an owner lets a manager handle staff (can_manage_staff, not can_delete). */
  async function staffManagerVenue() {
    const { owner, venue, slug } = await ownedVenue();
    const manager = await joined(slug, owner.id, "manager");
    await changeVenueStaff(db, { id: owner.id }, slug, {
      kind: "permissions",
      userId: manager.id,
      permissions: { ...defaultVenuePermissions("manager"), can_manage_staff: true },
    });
    return { owner, venue, slug, manager };
  }

  it("a staff manager cannot make themselves owner, revoke or demote the owner, grant what they lack or invite an owner", async () => {
    const { owner, venue, slug, manager } = await staffManagerVenue();
    const promoter = await joined(slug, owner.id, "promoter");
    const as = { id: manager.id };
    const logBefore = (await listVenueStaffLog(db, venue.id)).length;
    await expectAppError(
      changeVenueStaff(db, as, slug, { kind: "role", userId: manager.id, role: "owner" }),
      "forbidden",
      STAFF_RULE_MESSAGES.selfRaise,
    );
    await expectAppError(
      changeVenueStaff(db, as, slug, { kind: "revoke", userId: owner.id }),
      "forbidden",
      STAFF_RULE_MESSAGES.ownersOnly,
    );
    await expectAppError(
      changeVenueStaff(db, as, slug, { kind: "role", userId: owner.id, role: "promoter" }),
      "forbidden",
      STAFF_RULE_MESSAGES.ownersOnly,
    );
    await expectAppError(
      changeVenueStaff(db, as, slug, { kind: "role", userId: promoter.id, role: "owner" }),
      "forbidden",
      STAFF_RULE_MESSAGES.ownersOnly,
    );
    await expectAppError(
      changeVenueStaff(db, as, slug, {
        kind: "permissions",
        userId: manager.id,
        permissions: { ...defaultVenuePermissions("manager"), can_manage_staff: true, can_delete: true },
      }),
      "forbidden",
      STAFF_RULE_MESSAGES.selfRaise,
    );
    await expectAppError(
      changeVenueStaff(db, as, slug, {
        kind: "permissions",
        userId: promoter.id,
        permissions: { ...defaultVenuePermissions("promoter"), can_delete: true },
      }),
      "forbidden",
      STAFF_RULE_MESSAGES.notHeld(["Delete venue"]),
    );
    await expectAppError(
      inviteVenueStaff(db, as, { venueSlug: slug, email: "new-owner@example.com", role: "owner" }),
      "forbidden",
      STAFF_RULE_MESSAGES.ownersOnly,
    );
    // Nothing changed and nothing was logged; the owner still owns and manages the venue.
    expect(await managerRow(venue, owner.id)).toMatchObject({ role: "owner", invitationStatus: "active" });
    expect(await managerRow(venue, manager.id)).toMatchObject({ role: "manager" });
    expect((await managerRow(venue, manager.id)).permissions.can_delete).toBe(false);
    expect((await managerRow(venue, promoter.id)).permissions.can_delete).toBe(false);
    expect((await listVenueStaff(db, venue.id)).invitations).toEqual([]);
    await getManagedVenue(db, { id: owner.id }, slug, "can_delete");
    expect(await listVenueStaffLog(db, venue.id)).toHaveLength(logBefore);
    // What a staff manager may do: invite within what they hold, move a promoter to manager, revoke a non-owner.
    await inviteVenueStaff(db, as, { venueSlug: slug, email: "agent@example.com", role: "booking_agent" });
    await changeVenueStaff(db, as, slug, { kind: "role", userId: promoter.id, role: "manager" });
    await changeVenueStaff(db, as, slug, { kind: "revoke", userId: promoter.id });
  });

  it("an owner may step down or leave while another active owner remains", async () => {
    const { owner, venue, slug } = await ownedVenue();
    const second = await joined(slug, owner.id, "owner");
    await changeVenueStaff(db, { id: owner.id }, slug, { kind: "revoke", userId: owner.id });
    expect((await managerRow(venue, owner.id)).invitationStatus).toBe("revoked");
    await expectAppError(
      changeVenueStaff(db, { id: second.id }, slug, { kind: "role", userId: second.id, role: "manager" }),
      "conflict",
      VENUE_STAFF_MESSAGES.lastOwner,
    );
  });

  it("owners remove a revoked member for good; an active one must be revoked first; a staff manager may not", async () => {
    const { owner, venue, slug, manager } = await staffManagerVenue();
    const agent = await joined(slug, owner.id, "booking_agent");
    await expectAppError(
      changeVenueStaff(db, { id: owner.id }, slug, { kind: "remove", userId: agent.id }),
      "conflict",
      VENUE_STAFF_MESSAGES.removeActive,
    );
    await changeVenueStaff(db, { id: owner.id }, slug, { kind: "revoke", userId: agent.id });
    await expectAppError(
      changeVenueStaff(db, { id: manager.id }, slug, { kind: "remove", userId: agent.id }),
      "forbidden",
      STAFF_RULE_MESSAGES.removeOwnersOnly,
    );
    expect(await managerRow(venue, agent.id)).toBeDefined();
    await changeVenueStaff(db, { id: owner.id }, slug, { kind: "remove", userId: agent.id });
    expect(await managerRow(venue, agent.id)).toBeUndefined();
    await expectAppError(
      changeVenueStaff(db, { id: owner.id }, slug, { kind: "remove", userId: agent.id }),
      "not_found",
      VENUE_STAFF_MESSAGES.notAMember,
    );
    // Invited again, they join afresh.
    await joinedAgain(slug, owner.id, agent.email, agent.id);
    expect(await managerRow(venue, agent.id)).toMatchObject({ invitationStatus: "active", role: "manager" });
  });

  it("every staff change is logged, newest first, with names copied; refusals log nothing", async () => {
    const { owner, venue, slug } = await ownedVenue();
    const person = await seedUser(db, { name: "Ada Agent" });
    const sent = await inviteVenueStaff(
      db,
      { id: owner.id },
      { venueSlug: slug, email: person.email, role: "promoter" },
    );
    await acceptVenueInvitation(db, { id: person.id }, sent.token);
    await changeVenueStaff(db, { id: owner.id }, slug, { kind: "role", userId: person.id, role: "booking_agent" });
    await changeVenueStaff(db, { id: owner.id }, slug, {
      kind: "permissions",
      userId: person.id,
      permissions: { ...defaultVenuePermissions("booking_agent"), can_manage_media: true, can_manage_bookings: false },
    });
    await changeVenueStaff(db, { id: owner.id }, slug, { kind: "revoke", userId: person.id });
    await changeVenueStaff(db, { id: owner.id }, slug, { kind: "remove", userId: person.id });
    const other = await inviteVenueStaff(
      db,
      { id: owner.id },
      { venueSlug: slug, email: "x@example.com", role: "manager" },
    );
    const [pending] = (await listVenueStaff(db, venue.id)).invitations;
    await changeVenueStaff(db, { id: owner.id }, slug, { kind: "cancel-invitation", invitationId: pending.id });
    expect(other.email).toBe("x@example.com");
    await expectAppError(
      changeVenueStaff(db, { id: owner.id }, slug, { kind: "revoke", userId: owner.id }),
      "conflict",
      VENUE_STAFF_MESSAGES.lastOwner,
    );
    const ownerName = (await listVenueStaff(db, venue.id)).staff[0].name;
    const log = await listVenueStaffLog(db, venue.id);
    expect(log.map((row) => staffLogSentence(row))).toEqual([
      `${ownerName} cancelled the invitation to x@example.com`,
      `${ownerName} invited x@example.com as Manager`,
      `${ownerName} removed Ada Agent from the staff list for good`,
      `${ownerName} revoked Ada Agent's access`,
      `${ownerName} granted Manage media and withdrew Manage bookings for Ada Agent`,
      `${ownerName} changed Ada Agent's role from Promoter to Booking agent`,
      "Ada Agent accepted the invitation as Promoter",
      `${ownerName} invited ${person.email} as Promoter`,
    ]);
  });
});
