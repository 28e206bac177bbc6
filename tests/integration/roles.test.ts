import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { sessions, userRoles, users } from "~server/db/schema";
import { seedDj, seedUser, seedVenue } from "~server/db/seed/factories.server";
import { getAdminStats } from "~server/domain/admin/get-admin-stats.server";
import { getUserDjProfiles } from "~server/domain/roles/get-user-dj-profiles.server";
import { getUserRoles } from "~server/domain/roles/get-user-roles.server";
import { grantRole } from "~server/domain/roles/grant-role.server";
import { revokeRole } from "~server/domain/roles/revoke-role.server";
import { setPrimaryRole } from "~server/domain/roles/set-primary-role.server";
import { listUsers } from "~server/domain/users/list-users.server";
import { setAccountRole } from "~server/domain/users/set-account-role.server";
import { setUserBlocked } from "~server/domain/users/set-user-blocked.server";
import { expectAppError } from "./helpers/expect-app-error";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function people() {
  const db = database.db;
  const [admin, supadmin, plain, target] = await Promise.all([
    seedUser(db, { role: "admin" }),
    seedUser(db, { role: "supadmin" }),
    seedUser(db),
    seedUser(db),
  ]);
  return { admin, supadmin, plain, target };
}

describe("grantRole / getUserRoles", () => {
  it("an admin grants a resource role; it is labelled, named, primary (first role) and records granted_by", async () => {
    const { admin, target } = await people();
    const dj = await seedDj(database.db);
    await grantRole(database.db, admin, { userId: target.id, roleType: "dj_manager", resourceId: dj.id });
    const roles = await getUserRoles(database.db, target.id);
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({
      roleType: "dj_manager",
      label: "DJ Manager",
      resourceType: "dj_profile",
      resourceId: dj.id,
      resourceName: dj.displayName,
      isPrimary: true,
      grantedBy: admin.id,
    });
  });

  it("refuses non-admins, grants above the actor's level, unknown resources and duplicates", async () => {
    const { admin, supadmin, plain, target } = await people();
    const venue = await seedVenue(database.db);
    await expectAppError(
      grantRole(database.db, plain, { userId: target.id, roleType: "venue_owner", resourceId: venue.id }),
      "forbidden",
      "Only administrators can grant roles",
    );
    await expectAppError(
      grantRole(database.db, admin, { userId: target.id, roleType: "admin" }),
      "forbidden",
      "You cannot grant a role above your own level",
    );
    await expectAppError(
      grantRole(database.db, admin, { userId: target.id, roleType: "supadmin" }),
      "forbidden",
      "You cannot grant a role above your own level",
    );
    await expectAppError(
      grantRole(database.db, admin, {
        userId: target.id,
        roleType: "venue_owner",
        resourceId: "00000000-0000-0000-0000-000000000000",
      }),
      "not_found",
      "That resource does not exist",
    );
    await expectAppError(
      grantRole(database.db, admin, { userId: target.id, roleType: "venue_owner" }),
      "invalid_input",
      "Choose what the role is for",
    );
    await grantRole(database.db, admin, { userId: target.id, roleType: "venue_owner", resourceId: venue.id });
    await expectAppError(
      grantRole(database.db, admin, { userId: target.id, roleType: "venue_owner", resourceId: venue.id }),
      "conflict",
      "The user already has this role",
    );
    // A super administrator may grant admin roles.
    await grantRole(database.db, supadmin, { userId: target.id, roleType: "admin" });
    const roles = await getUserRoles(database.db, target.id);
    expect(roles.map((r) => r.label).sort()).toEqual(["Administrator", "Venue Owner"]);
    expect(roles.filter((r) => r.isPrimary)).toHaveLength(1);
  });

  it("a blocked admin can no longer grant", async () => {
    const { admin, target } = await people();
    await database.db.update(users).set({ blocked: true }).where(eq(users.id, admin.id));
    const dj = await seedDj(database.db);
    await expectAppError(
      grantRole(database.db, admin, { userId: target.id, roleType: "dj_manager", resourceId: dj.id }),
      "forbidden",
      "Only administrators can grant roles",
    );
  });

  it("wraps failures in the spec's messages", async () => {
    const broken = {
      ...database.db,
      select: () => {
        throw new Error("boom");
      },
    } as unknown as Database["db"];
    await expect(getUserRoles(broken, "x")).rejects.toThrow("Failed to get user roles: boom");
    await expect(getUserDjProfiles(broken, "x")).rejects.toThrow("Failed to get user DJ profiles: boom");
  });
});

describe("primary role, revoke, DJ profiles", () => {
  it("keeps exactly one primary through set-primary, a primary grant and revocation", async () => {
    const { admin, target, plain } = await people();
    const [dj, venue] = await Promise.all([seedDj(database.db), seedVenue(database.db)]);
    await grantRole(database.db, admin, { userId: target.id, roleType: "dj_manager", resourceId: dj.id });
    const { id: venueRoleId } = await grantRole(database.db, admin, {
      userId: target.id,
      roleType: "venue_owner",
      resourceId: venue.id,
    });
    let roles = await getUserRoles(database.db, target.id);
    expect(roles.filter((r) => r.isPrimary).map((r) => r.roleType)).toEqual(["dj_manager"]);

    await setPrimaryRole(database.db, target, { userId: target.id, roleId: venueRoleId });
    roles = await getUserRoles(database.db, target.id);
    expect(roles.filter((r) => r.isPrimary).map((r) => r.roleType)).toEqual(["venue_owner"]);
    expect(roles[0].roleType).toBe("venue_owner");

    await expectAppError(
      setPrimaryRole(database.db, plain, { userId: target.id, roleId: roles[1].id }),
      "forbidden",
      "You can only choose your own primary role",
    );

    await expectAppError(
      revokeRole(database.db, plain, { userId: target.id, roleType: "venue_owner" }),
      "forbidden",
      "Only administrators can revoke roles",
    );
    await revokeRole(database.db, admin, { userId: target.id, roleType: "venue_owner", resourceId: venue.id });
    roles = await getUserRoles(database.db, target.id);
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({ roleType: "dj_manager", isPrimary: true });
    await expectAppError(
      revokeRole(database.db, admin, { userId: target.id, roleType: "venue_owner" }),
      "not_found",
      "The user does not have this role",
    );
  });

  it("lists owned and managed DJ profiles", async () => {
    const { admin, target } = await people();
    const owned = await seedDj(database.db, { userId: target.id });
    const managed = await seedDj(database.db);
    await seedDj(database.db);
    await grantRole(database.db, admin, { userId: target.id, roleType: "dj_manager", resourceId: managed.id });
    const profiles = await getUserDjProfiles(database.db, target.id);
    expect(profiles.map((p) => p.id).sort()).toEqual([owned.id, managed.id].sort());
  });
});

describe("account management", () => {
  it("blocking sets users.blocked and revokes every session at once; unblocking clears it", async () => {
    const { admin, target } = await people();
    const now = new Date();
    for (const token of ["a", "b"]) {
      await database.db.insert(sessions).values({
        id: `${target.id}-${token}`,
        token: `${target.id}-${token}`,
        userId: target.id,
        expiresAt: new Date(now.getTime() + 86_400_000),
        createdAt: now,
        updatedAt: now,
      });
    }
    expect(await setUserBlocked(database.db, admin, { userId: target.id, blocked: true })).toEqual({
      sessionsRevoked: 2,
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, target.id));
    expect(row.blocked).toBe(true);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);
    await setUserBlocked(database.db, admin, { userId: target.id, blocked: false });
    const [after] = await database.db.select().from(users).where(eq(users.id, target.id));
    expect(after.blocked).toBe(false);
  });

  it("refuses to block oneself, admins (for an admin) and anyone (for a plain user)", async () => {
    const { admin, supadmin, plain, target } = await people();
    await expectAppError(
      setUserBlocked(database.db, admin, { userId: admin.id, blocked: true }),
      "forbidden",
      "You cannot block yourself",
    );
    await expectAppError(
      setUserBlocked(database.db, admin, { userId: supadmin.id, blocked: true }),
      "forbidden",
      "You cannot block or unblock this account",
    );
    await expectAppError(
      setUserBlocked(database.db, plain, { userId: target.id, blocked: true }),
      "forbidden",
      "You cannot block or unblock this account",
    );
  });

  it("only a super administrator makes or unmakes admins", async () => {
    const { admin, supadmin, target } = await people();
    await expectAppError(
      setAccountRole(database.db, admin, { userId: target.id, role: "admin" }),
      "forbidden",
      "You cannot change this account to that role",
    );
    await setAccountRole(database.db, supadmin, { userId: target.id, role: "admin" });
    let [row] = await database.db.select().from(users).where(eq(users.id, target.id));
    expect(row.role).toBe("admin");
    await expectAppError(
      setAccountRole(database.db, admin, { userId: target.id, role: "user" }),
      "forbidden",
      "You cannot change this account to that role",
    );
    await setAccountRole(database.db, supadmin, { userId: target.id, role: "user" });
    [row] = await database.db.select().from(users).where(eq(users.id, target.id));
    expect(row.role).toBe("user");
  });

  it("lists users for admins only, searching name and email", async () => {
    const { admin, plain } = await people();
    const special = await seedUser(database.db, { name: "Zebra Quokka", email: "quokka-roles@example.test" });
    const byName = await listUsers(database.db, admin, { query: "zebra quok" });
    expect(byName.users.map((u) => u.id)).toEqual([special.id]);
    const byEmail = await listUsers(database.db, admin, { query: "QUOKKA-ROLES" });
    expect(byEmail.total).toBe(1);
    expect((await listUsers(database.db, admin, { query: "100%_" })).total).toBe(0);
    await expectAppError(listUsers(database.db, plain, {}), "forbidden", "Administrators only");
  });

  it("counts the dashboard figures", async () => {
    const { admin, plain } = await people();
    const stats = await getAdminStats(database.db, admin);
    const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
    expect(stats.usersTotal).toBe(count);
    expect(stats.newUsersThisWeek).toBeGreaterThanOrEqual(4);
    expect(stats.djs.total).toBe(stats.djs.none + stats.djs.mate + stats.djs.verified);
    await expectAppError(getAdminStats(database.db, plain), "forbidden", "Administrators only");
    await database.db.delete(userRoles);
  });
});
