import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { seedDj, seedProductionLine, seedUser, seedUserRole, seedVenue } from "~server/db/seed/factories.server";
import { getUserRoles } from "~server/domain/roles/get-user-roles.server";
import { grantRoleByResourceSlug } from "~server/domain/roles/grant-role-by-resource-slug.server";
import { listRolesOfUsers } from "~server/domain/roles/list-roles-of-users.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The database, counting the selects made through it. */
function countingSelects() {
  const counter = { selects: 0 };
  const db = new Proxy(database.db, {
    get(target, key, receiver) {
      if (key === "select") {
        return (...args: Parameters<Database["db"]["select"]>) => {
          counter.selects += 1;
          return target.select(...args);
        };
      }
      return Reflect.get(target, key, receiver);
    },
  });
  return { db, counter };
}

describe("listRolesOfUsers", () => {
  it("reads the roles of a page of users in one query, each user's like getUserRoles", async () => {
    const db = database.db;
    const [ana, ben, cleo] = await Promise.all([seedUser(db), seedUser(db), seedUser(db)]);
    const [dj, venue, line] = await Promise.all([seedDj(db), seedVenue(db), seedProductionLine(db)]);
    const grantedAt = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await seedUserRole(db, {
      userId: ana.id,
      roleType: "dj_manager",
      resourceType: "dj_profile",
      resourceId: dj.id,
      grantedAt: grantedAt(3),
    });
    await seedUserRole(db, {
      userId: ana.id,
      roleType: "venue_owner",
      resourceType: "venue",
      resourceId: venue.id,
      isPrimary: true,
      grantedAt: grantedAt(1),
    });
    await seedUserRole(db, {
      userId: ben.id,
      roleType: "producer",
      resourceType: "production_line",
      resourceId: line.id,
      grantedAt: grantedAt(2),
    });
    await seedUserRole(db, { userId: ben.id, roleType: "admin", grantedAt: grantedAt(1) });

    const { db: counted, counter } = countingSelects();
    const roles = await listRolesOfUsers(counted, [ana.id, ben.id, cleo.id]);
    expect(counter.selects).toBe(1);

    expect([...roles.keys()]).toEqual([ana.id, ben.id, cleo.id]);
    expect(roles.get(cleo.id)).toEqual([]);
    // Primary first, then in the order granted; names and slugs of the resource each role is about.
    expect(roles.get(ana.id)?.map((r) => [r.roleType, r.resourceName, r.resourceSlug, r.isPrimary])).toEqual([
      ["venue_owner", venue.name, venue.slug, true],
      ["dj_manager", dj.displayName, dj.slug, false],
    ]);
    expect(roles.get(ben.id)?.map((r) => [r.label, r.resourceName])).toEqual([
      ["Producer", line.name],
      ["Administrator", null],
    ]);
    for (const user of [ana, ben, cleo]) expect(roles.get(user.id)).toEqual(await getUserRoles(db, user.id));
  });

  it("asks nothing for no users", async () => {
    const { db, counter } = countingSelects();
    expect((await listRolesOfUsers(db, [])).size).toBe(0);
    expect(counter.selects).toBe(0);
  });
});

describe("grantRoleByResourceSlug", () => {
  it("grants a role on the resource a slug names, and a site-wide role without one", async () => {
    const db = database.db;
    const [admin, supadmin, target] = await Promise.all([
      seedUser(db, { role: "admin" }),
      seedUser(db, { role: "supadmin" }),
      seedUser(db),
    ]);
    const line = await seedProductionLine(db);
    await grantRoleByResourceSlug(db, admin, { userId: target.id, roleType: "producer", resource: line.slug });
    await grantRoleByResourceSlug(db, supadmin, { userId: target.id, roleType: "admin", resource: "" });
    expect((await getUserRoles(db, target.id)).map((r) => [r.roleType, r.resourceId])).toEqual([
      ["producer", line.id],
      ["admin", null],
    ]);
  });

  it("says no resource has an unknown slug, and leaves the permission check to grantRole", async () => {
    const db = database.db;
    const [admin, plain, target] = await Promise.all([seedUser(db, { role: "admin" }), seedUser(db), seedUser(db)]);
    const dj = await seedDj(db);
    await expect(
      grantRoleByResourceSlug(db, admin, { userId: target.id, roleType: "dj_manager", resource: "no-such-dj" }),
    ).rejects.toMatchObject({ code: "not_found", message: "No DJ profile, venue or production line with that slug" });
    await expect(
      grantRoleByResourceSlug(db, plain, { userId: target.id, roleType: "dj_manager", resource: dj.slug }),
    ).rejects.toMatchObject({ code: "forbidden" });
    expect(await getUserRoles(db, target.id)).toEqual([]);
  });
});
