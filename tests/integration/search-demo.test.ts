import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.server";
import { DEMO_EVENTS, DEMO_NEWS, DEMO_PRODUCTIONS, DEMO_VENUES } from "../../server/db/seed/demo-content";
import { seedDemoIfEmpty } from "../../server/db/seed/demo-seed.server";
import { searchEverything } from "../../server/domain/search/search-everything.server";
import { suggestSearch } from "../../server/domain/search/suggest-search.server";
import { ALL_SEARCH_TYPES_ON } from "./helpers/search-flags";
import { createTestDatabase } from "./helpers/test-database";

// A first start should show search working: the demo seed gives every result type something to find, and the
// bar's 'au' (the e2e's example) suggests a public DJ with a photo.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoIfEmpty(database.db);
});
afterAll(async () => {
  await database?.close();
});

const ALL_ON = ALL_SEARCH_TYPES_ON;

describe("search over the demo seed", () => {
  it("'au' suggests a public DJ with an image", async () => {
    const list = await suggestSearch(database.db, "au", { flags: ALL_ON, fresh: true });
    const dj = list.find((s) => s.type === "dj");
    expect(dj).toBeDefined();
    expect(dj?.imageUrl).toBeTruthy();
    expect(dj?.url).toMatch(/^\/dj\//);
  });

  it("finds something of every type", async () => {
    const cases = [
      ["venue", DEMO_VENUES[0].name],
      ["event", DEMO_EVENTS[0].name],
      ["production", DEMO_PRODUCTIONS[0].name],
      ["news", DEMO_NEWS[0].title],
    ] as const;
    for (const [type, query] of cases) {
      const result = await searchEverything(database.db, { query, filters: {} }, { flags: ALL_ON, fresh: true });
      expect(result.results[type].length, `${type}: ${query}`).toBeGreaterThan(0);
    }
    const djs = await searchEverything(database.db, { query: "felix", filters: {} }, { flags: ALL_ON, fresh: true });
    expect(djs.results.dj.length).toBeGreaterThan(0);
  });
});
