import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultVenuePermissions } from "~/core/access/venue-permissions";
import { onPublicChange } from "~server/cache/public-changes.server";
import type { Database } from "~server/db/client.server";
import { productionLines, userRoles, venueManagers, venueProfiles } from "~server/db/schema";
import { seedProductionLine, seedUser, seedVenue } from "~server/db/seed/factories.server";
import { assignProductionLineOwner } from "~server/domain/admin/assign-production-line-owner.server";
import { assignVenueOwner } from "~server/domain/admin/assign-venue-owner.server";
import { createProductionLine } from "~server/domain/admin/create-production-line.server";
import { createVenue } from "~server/domain/admin/create-venue.server";
import { getAdminStats } from "~server/domain/admin/get-admin-stats.server";
import { listAdminProductionLines } from "~server/domain/admin/list-admin-production-lines.server";
import { listAdminVenues } from "~server/domain/admin/list-admin-venues.server";
import { setProductionLineFlag } from "~server/domain/admin/set-production-line-flag.server";
import { setVenueActive } from "~server/domain/admin/set-venue-active.server";
import { getManagedVenue } from "~server/domain/venues/get-managed-venue.server";
import { getPublicVenue } from "~server/domain/venues/get-public-venue.server";
import { expectAppError } from "./helpers/expect-app-error";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Every public-change source announced while `run` runs. */
async function announced(run: () => Promise<unknown>): Promise<string[]> {
  const sources: string[] = [];
  const stop = onPublicChange((source) => sources.push(source));
  try {
    await run();
  } finally {
    stop();
  }
  return sources;
}

async function venueRowsNamed(name: string) {
  return database.db.select().from(venueProfiles).where(eq(venueProfiles.name, name));
}

describe("admin: create a venue with its first owner", () => {
  it("stores the venue, the owner's record with every permission and the venue_owner role, and announces it", async () => {
    const [admin, owner] = await Promise.all([seedUser(database.db, { role: "admin" }), seedUser(database.db)]);
    const name = `Arches ${owner.id.slice(0, 6)}`;
    let created = { id: "", slug: "", ownerId: "" };
    const sources = await announced(async () => {
      created = await createVenue(database.db, admin, {
        name,
        city: "Glasgow",
        country: "UK",
        venueType: "warehouse",
        capacityStanding: 2500,
        description: '<p onclick="x()">Railway arches.</p><script>alert(1)</script>',
        ownerEmail: owner.email.toUpperCase(),
      });
    });
    expect(sources).toContain("venues");
    expect(created.slug).toMatch(/^arches-[a-z0-9]+$/);
    expect(created.ownerId).toBe(owner.id);

    const [venue] = await venueRowsNamed(name);
    expect(venue).toMatchObject({ slug: created.slug, city: "Glasgow", capacityStanding: 2500, isActive: true });
    expect(venue.description).toBe("<p>Railway arches.</p>");
    const [manager] = await database.db.select().from(venueManagers).where(eq(venueManagers.venueId, venue.id));
    expect(manager).toMatchObject({
      userId: owner.id,
      role: "owner",
      isPrimary: true,
      invitationStatus: "active",
      addedBy: admin.id,
    });
    expect(manager.permissions).toEqual(defaultVenuePermissions("owner"));
    const roles = await database.db.select().from(userRoles).where(eq(userRoles.userId, owner.id));
    expect(roles).toEqual([
      expect.objectContaining({
        roleType: "venue_owner",
        resourceType: "venue",
        resourceId: venue.id,
        grantedBy: admin.id,
      }),
    ]);

    // The public page shows it at once; the owner manages it with every permission.
    expect(await getPublicVenue(database.db, created.slug)).toMatchObject({ name });
    const managed = await getManagedVenue(database.db, owner, created.slug, "can_manage_staff");
    expect(managed).toMatchObject({ role: "owner", viaAdmin: false });
  });

  it("gives a second venue of the same name the next free slug", async () => {
    const [admin, owner] = await Promise.all([seedUser(database.db, { role: "admin" }), seedUser(database.db)]);
    const name = `Twin Rooms ${owner.id.slice(0, 6)}`;
    const first = await createVenue(database.db, admin, venueInput(name, owner.email));
    const second = await createVenue(database.db, admin, venueInput(name, owner.email));
    expect(second.slug).toBe(`${first.slug}-2`);
  });

  it("refuses an email without an account, on the owner field, and stores nothing", async () => {
    const admin = await seedUser(database.db, { role: "admin" });
    const name = `Nobody's Club ${admin.id.slice(0, 6)}`;
    await expectAppError(
      createVenue(database.db, admin, venueInput(name, "Nobody@Nowhere.test")),
      "invalid_input",
      "No account uses nobody@nowhere.test. The owner must sign up first.",
      { field: "ownerEmail" },
    );
    expect(await venueRowsNamed(name)).toEqual([]);
  });

  it("stores nothing when writing the owner fails after the venue was inserted (one transaction)", async () => {
    const [admin, owner] = await Promise.all([seedUser(database.db, { role: "admin" }), seedUser(database.db)]);
    const name = `Half Made ${owner.id.slice(0, 6)}`;
    // A real failure inside the transaction, after the venue insert: the database refuses this owner's record.
    await database.db.execute(
      sql.raw(`create or replace function refuse_manager() returns trigger language plpgsql as $$
      begin if new.user_id = '${owner.id}' then raise exception 'manager refused'; end if; return new; end $$`),
    );
    await database.db.execute(
      sql`create trigger refuse_manager before insert on venue_managers for each row execute function refuse_manager()`,
    );
    try {
      await expect(createVenue(database.db, admin, venueInput(name, owner.email))).rejects.toThrow();
    } finally {
      await database.db.execute(sql`drop trigger refuse_manager on venue_managers`);
      await database.db.execute(sql`drop function refuse_manager()`);
    }
    expect(await venueRowsNamed(name)).toEqual([]);
    expect(await database.db.select().from(userRoles).where(eq(userRoles.userId, owner.id))).toEqual([]);
  });

  it("refuses non-admins (and blocked admins) before anything is written", async () => {
    const [plain, blockedAdmin, owner] = await Promise.all([
      seedUser(database.db),
      seedUser(database.db, { role: "admin", blocked: true }),
      seedUser(database.db),
    ]);
    for (const actor of [plain, blockedAdmin]) {
      const name = `Sneaky ${actor.id.slice(0, 6)}`;
      await expectAppError(
        createVenue(database.db, actor, venueInput(name, owner.email)),
        "forbidden",
        "Administrators only",
      );
      expect(await venueRowsNamed(name)).toEqual([]);
    }
    const venue = await seedVenue(database.db);
    await expectAppError(
      setVenueActive(database.db, plain, { venueId: venue.id, active: false }),
      "forbidden",
      "Administrators only",
    );
    await expectAppError(
      assignVenueOwner(database.db, plain, { venueId: venue.id, ownerEmail: plain.email }),
      "forbidden",
      "Administrators only",
    );
    await expectAppError(
      listAdminVenues(database.db, plain, { status: "all", q: "" }),
      "forbidden",
      "Administrators only",
    );
    expect(await getPublicVenue(database.db, venue.slug as string)).not.toBeNull();
  });
});

function venueInput(name: string, ownerEmail: string) {
  return {
    name,
    city: "Berlin",
    country: "Germany",
    venueType: "club",
    capacityStanding: 500,
    description: null,
    ownerEmail,
  };
}

describe("admin: deactivate, reactivate, list, assign an owner", () => {
  it("deactivating takes the public page down and keeps the staff; reactivating brings it back", async () => {
    const admin = await seedUser(database.db, { role: "admin" });
    const owner = await seedUser(database.db);
    const { slug, id } = await createVenue(
      database.db,
      admin,
      venueInput(`Blink ${owner.id.slice(0, 6)}`, owner.email),
    );
    const sources = await announced(() => setVenueActive(database.db, admin, { venueId: id, active: false }));
    expect(sources).toContain("venues");
    expect(await getPublicVenue(database.db, slug)).toBeNull();
    // Its owner loses the management screens (the same 404 as an unknown venue); an admin keeps them.
    await expectAppError(getManagedVenue(database.db, owner, slug), "not_found", "Venue not found");
    expect(await getManagedVenue(database.db, admin, slug)).toMatchObject({ viaAdmin: true });

    const deactivated = await listAdminVenues(database.db, admin, { status: "deactivated", q: slug });
    expect(deactivated.venues.map((v) => v.slug)).toEqual([slug]);
    expect(deactivated.venues[0]).toMatchObject({ isActive: false, owners: [{ email: owner.email }], staffCount: 1 });
    expect((await listAdminVenues(database.db, admin, { status: "active", q: slug })).venues).toEqual([]);

    await setVenueActive(database.db, admin, { venueId: id, active: true });
    expect(await getPublicVenue(database.db, slug)).not.toBeNull();
    expect(await getManagedVenue(database.db, owner, slug)).toMatchObject({ role: "owner" });
    await expectAppError(
      setVenueActive(database.db, admin, { venueId: "00000000-0000-0000-0000-000000000000", active: true }),
      "not_found",
      "Venue not found",
    );
  });

  it("finds venues by an owner's email; lists view counts", async () => {
    const admin = await seedUser(database.db, { role: "admin" });
    const owner = await seedUser(database.db, { email: `findme-${Date.now()}@example.test` });
    const { id } = await createVenue(database.db, admin, venueInput(`Quiet Room ${owner.id.slice(0, 6)}`, owner.email));
    await database.db.update(venueProfiles).set({ viewCount: 42 }).where(eq(venueProfiles.id, id));
    const found = await listAdminVenues(database.db, admin, { status: "all", q: owner.email.slice(0, 12) });
    expect(found.venues.find((v) => v.id === id)).toMatchObject({ viewCount: 42 });
  });

  it("assigns an owner to an existing venue (primary when it had none) through the same manager record and role", async () => {
    const admin = await seedUser(database.db, { role: "admin" });
    const [first, second] = await Promise.all([seedUser(database.db), seedUser(database.db)]);
    const venue = await seedVenue(database.db);
    await assignVenueOwner(database.db, admin, { venueId: venue.id, ownerEmail: first.email });
    const result = await assignVenueOwner(database.db, admin, { venueId: venue.id, ownerEmail: second.email });
    expect(result).toMatchObject({ venueName: venue.name, owner: { id: second.id } });
    const managers = await database.db
      .select({ userId: venueManagers.userId, role: venueManagers.role, isPrimary: venueManagers.isPrimary })
      .from(venueManagers)
      .where(eq(venueManagers.venueId, venue.id));
    expect(managers).toEqual(
      expect.arrayContaining([
        { userId: first.id, role: "owner", isPrimary: true },
        { userId: second.id, role: "owner", isPrimary: false },
      ]),
    );
    const ownerRoles = await database.db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.roleType, "venue_owner"), eq(userRoles.resourceId, venue.id)));
    expect(ownerRoles.map((r) => r.userId).sort()).toEqual([first.id, second.id].sort());
    await expectAppError(
      assignVenueOwner(database.db, admin, { venueId: venue.id, ownerEmail: "ghost@nowhere.test" }),
      "invalid_input",
      "No account uses ghost@nowhere.test. The owner must sign up first.",
    );
  });
});

describe("admin: production lines", () => {
  it("creates a line with its owner's production_line_owner role in one go; a taken typed slug is refused", async () => {
    const [admin, owner] = await Promise.all([seedUser(database.db, { role: "admin" }), seedUser(database.db)]);
    const name = `Night Shift ${owner.id.slice(0, 6)}`;
    let created = { id: "", slug: "", ownerId: "" };
    const sources = await announced(async () => {
      created = await createProductionLine(database.db, admin, {
        name,
        slug: null,
        description: "Warehouse parties.",
        ownerEmail: owner.email,
      });
    });
    expect(sources).toContain("production_lines");
    const [line] = await database.db.select().from(productionLines).where(eq(productionLines.id, created.id));
    expect(line).toMatchObject({ name, slug: created.slug, isActive: true, isVerified: false, isFeatured: false });
    const roles = await database.db.select().from(userRoles).where(eq(userRoles.userId, owner.id));
    expect(roles).toEqual([
      expect.objectContaining({
        roleType: "production_line_owner",
        resourceType: "production_line",
        resourceId: created.id,
        grantedBy: admin.id,
        isPrimary: true,
      }),
    ]);

    const other = `Other ${owner.id.slice(0, 6)}`;
    await expectAppError(
      createProductionLine(database.db, admin, {
        name: other,
        slug: created.slug,
        description: null,
        ownerEmail: owner.email,
      }),
      "conflict",
      "That address is taken by another production line",
      { field: "slug" },
    );
    await expectAppError(
      createProductionLine(database.db, admin, {
        name: other,
        slug: null,
        description: null,
        ownerEmail: "no@one.test",
      }),
      "invalid_input",
      "No account uses no@one.test. The owner must sign up first.",
      { field: "ownerEmail" },
    );
    expect(await database.db.select().from(productionLines).where(eq(productionLines.name, other))).toEqual([]);
    const plain = await seedUser(database.db);
    await expectAppError(
      createProductionLine(database.db, plain, { name: other, slug: null, description: null, ownerEmail: owner.email }),
      "forbidden",
      "Administrators only",
    );
  });

  it("switches verified, featured and active; lists and counts them; refuses non-admins", async () => {
    const admin = await seedUser(database.db, { role: "admin" });
    const line = await seedProductionLine(database.db, { isVerified: false, isFeatured: false });
    const before = await getAdminStats(database.db, admin);
    for (const flag of ["isVerified", "isFeatured"] as const) {
      const sources = await announced(() =>
        setProductionLineFlag(database.db, admin, { productionLineId: line.id, flag, value: true }),
      );
      expect(sources).toContain("production_lines");
    }
    await setProductionLineFlag(database.db, admin, { productionLineId: line.id, flag: "isActive", value: false });
    const [row] = await database.db.select().from(productionLines).where(eq(productionLines.id, line.id));
    expect(row).toMatchObject({ isVerified: true, isFeatured: true, isActive: false });
    const after = await getAdminStats(database.db, admin);
    expect(after.productionLinesVerified).toBe(before.productionLinesVerified + 1);
    expect(after.productionLinesActive).toBe(before.productionLinesActive - 1);

    const inactive = await listAdminProductionLines(database.db, admin, { status: "inactive", q: line.slug });
    expect(inactive.lines.map((l) => l.id)).toEqual([line.id]);
    expect((await listAdminProductionLines(database.db, admin, { status: "active", q: line.slug })).lines).toEqual([]);

    const plain = await seedUser(database.db);
    await expectAppError(
      setProductionLineFlag(database.db, plain, { productionLineId: line.id, flag: "isActive", value: true }),
      "forbidden",
      "Administrators only",
    );
    await expectAppError(
      listAdminProductionLines(database.db, plain, { status: "all", q: "" }),
      "forbidden",
      "Administrators only",
    );
  });

  it("assigns an owner once; a second time is a conflict, and the owner shows on the list", async () => {
    const [admin, owner] = await Promise.all([seedUser(database.db, { role: "admin" }), seedUser(database.db)]);
    const line = await seedProductionLine(database.db);
    await assignProductionLineOwner(database.db, admin, { productionLineId: line.id, ownerEmail: owner.email });
    await expectAppError(
      assignProductionLineOwner(database.db, admin, { productionLineId: line.id, ownerEmail: owner.email }),
      "conflict",
      `${owner.email} already owns ${line.name}`,
    );
    const listed = await listAdminProductionLines(database.db, admin, { status: "all", q: line.slug });
    expect(listed.lines[0].owners).toEqual([
      { name: owner.name, email: owner.email, roleType: "production_line_owner" },
    ]);
  });
});
