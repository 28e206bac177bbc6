import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client.server";
import { adminAuditLog } from "~server/db/schema";
import { seedDj, seedUser } from "~server/db/seed/factories.server";
import { AppError } from "~server/domain/app-error.server";
import { addSearchAlias } from "~server/domain/search/add-search-alias.server";
import { listSearchAliases } from "~server/domain/search/list-search-aliases.server";
import { removeSearchAlias } from "~server/domain/search/remove-search-alias.server";
import { searchEverything } from "~server/domain/search/search-everything.server";
import { ALL_SEARCH_TYPES_ON } from "./helpers/search-flags";
import { createTestDatabase } from "./helpers/test-database";

/**
 * Aliases admins add (decision 014, update): the next search reads them — the cached result of the same query
 * included — a removed one is gone as fast, each change is in the audit log, and only an admin may make one.
 * Runs on PGlite here and on PostgreSQL under scripts/test-integration-pg.sh.
 */
let database: Database;
let admin: { id: string };
let fan: { id: string };

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await seedUser(database.db, { role: "admin" });
  fan = await seedUser(database.db);
  await seedDj(database.db, { displayName: "Thandi Mokoena", genres: ["Gqom"], location: "Cape Town, South Africa" });
  await seedDj(database.db, { displayName: "Kessel Nord", genres: ["Techno"] });
});
afterAll(async () => {
  await database?.close();
});

// Not `fresh`: the result cache (spec §9's 5 minutes) must forget a query whose reading changed.
const djNames = async (query: string) =>
  (
    await searchEverything(database.db, { query, filters: {}, limit: 20 }, { flags: ALL_SEARCH_TYPES_ON })
  ).results.dj.map((r) => r.title);
const auditRows = (action: string) =>
  database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.actorId, admin.id)));

describe("search aliases admins add", () => {
  it("add: the next search finds by the alias and the audit log says who added what; remove: it no longer does", async () => {
    expect(await djNames("sgubhu")).toEqual([]);

    const added = await addSearchAlias(database.db, admin, { alias: " Sgubhu ", target: "genre:gqom" });
    expect(added).toMatchObject({ alias: "sgubhu", canonical: "Gqom", kind: "genre" });
    expect(await djNames("sgubhu")).toEqual(["Thandi Mokoena"]);
    expect(await djNames("SGUBHU")).toEqual(["Thandi Mokoena"]);
    expect((await listSearchAliases(database.db)).map((a) => a.alias)).toEqual(["sgubhu"]);
    const [addRow] = await auditRows("search.alias-add");
    expect(addRow).toMatchObject({
      targetType: "search_alias",
      targetId: added.id,
      targetLabel: "sgubhu → Gqom",
      after: { alias: "sgubhu", canonical: "Gqom", kind: "genre" },
    });

    await removeSearchAlias(database.db, admin, added.id);
    expect(await djNames("sgubhu")).toEqual([]);
    expect(await listSearchAliases(database.db)).toEqual([]);
    const [removeRow] = await auditRows("search.alias-remove");
    expect(removeRow).toMatchObject({ targetId: added.id, before: { alias: "sgubhu", canonical: "Gqom" } });
    await expect(removeSearchAlias(database.db, admin, added.id)).rejects.toMatchObject({ code: "not_found" });
  });

  it("refuses a non-admin, a built-in alias read differently and a genre search does not know, storing nothing", async () => {
    const refused = await addSearchAlias(database.db, fan, { alias: "sgubhu", target: "genre:Gqom" }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "forbidden", message: "Administrators only" });
    await expect(addSearchAlias(database.db, admin, { alias: "DnB", target: "genre:Techno" })).rejects.toMatchObject({
      code: "invalid_input",
      field: "alias",
      message: "“dnb” is a built-in alias of Drum & Bass; it cannot mean Techno too.",
    });
    await expect(
      addSearchAlias(database.db, admin, { alias: "amapianoo", target: "genre:Polka" }),
    ).rejects.toMatchObject({ code: "invalid_input", field: "target" });
    expect(await listSearchAliases(database.db)).toEqual([]);
    expect(await djNames("dnb")).toEqual([]);
  });

  it("a second admin adding the same alias is told it exists", async () => {
    const first = await addSearchAlias(database.db, admin, { alias: "berghain sound", target: "genre:Techno" });
    expect(await djNames("berghain sound")).toEqual(["Kessel Nord"]);
    await expect(
      addSearchAlias(database.db, admin, { alias: "Berghain Sound", target: "genre:Techno" }),
    ).rejects.toMatchObject({ field: "alias", message: "“berghain sound” is already an alias of Techno." });
    await removeSearchAlias(database.db, admin, first.id);
  });
});
