import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchFilters, SearchResults } from "~/core/search/search";
import type { Database } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";
import {
  seedDj,
  seedEvent,
  seedNews,
  seedNewsCategory,
  seedProductionLine,
  seedVenue,
  uniqueSuffix,
} from "~server/db/seed/factories.server";
import { searchEverything } from "~server/domain/search/search-everything.server";
import { SearchIndex } from "~server/domain/search/search-index.server";
import { ALL_SEARCH_TYPES_ON } from "./helpers/search-flags";
import { createTestDatabase } from "./helpers/test-database";

/**
 * The in-memory search index (decision 014, "Search") must return exactly what the SQL path returns — the same
 * rows, order, scores, counts and caps, with every filter and on every page — and must never answer a type
 * from rows that changed.
 */
let database: Database;
let index: SearchIndex;

const ALL_ON = ALL_SEARCH_TYPES_ON;
const DAY = 86_400_000;
const now = new Date();
const token = () =>
  `qs${uniqueSuffix()
    .replace(/[^a-z0-9]/gi, "")
    .toLowerCase()}`;

beforeAll(async () => {
  database = await createTestDatabase();
  // Slow enough to see a type step aside after a change, quick enough for the test.
  index = new SearchIndex(database, { reloadAfterMs: 600 });
  await index.start();
});
afterAll(async () => {
  await index?.stop();
  await database?.close();
});

async function untilReady() {
  const started = Date.now();
  while (!index.ready) {
    if (Date.now() - started > 15_000) throw new Error("search index not ready after 15 s");
    await new Promise((r) => setTimeout(r, 20));
  }
}

const run = (query: string, filters: SearchFilters, page: number, countCap: number | undefined, withIndex: boolean) =>
  searchEverything(
    database.db,
    { query, filters, page, limit: 3 },
    { flags: ALL_ON, fresh: true, now, countCap, index: withIndex ? index : undefined },
  );
const comparable = (r: SearchResults) => ({ ...r, executionTimeMs: 0 });

describe("search index", () => {
  it("gives the SQL path's results: every type, tier, filter, page and capped count", async () => {
    const t = token();
    const category = await seedNewsCategory(database.db, { name: `Reports ${t}` });
    for (let i = 0; i < 4; i++) {
      await seedDj(database.db, {
        displayName: `${t} Prime ${i}`,
        genres: ["Techno", "House"],
        location: "Berlin, DE",
      });
      await seedDj(database.db, {
        displayName: `Felix ${t}${i}`,
        realName: `${t} Real ${i}`,
        genres: ["Amapiano"],
        location: "Lagos, NG",
        createdAt: new Date(now.getTime() - 90 * DAY),
      });
      await seedDj(database.db, { displayName: `Nadia ${i} Quell`, realName: `Mira ${t} Voss`, location: "Köln, DE" });
      await seedVenue(database.db, { name: `${t} Hall ${i}`, city: i % 2 ? "Berlin" : "Zürich", country: "Germany" });
      await seedVenue(database.db, {
        name: `Club ${i}`,
        city: `${t}ville`,
        createdAt: new Date(now.getTime() - 60 * DAY),
      });
      await seedProductionLine(database.db, { name: `${t} Crew ${i}`, isVerified: i % 2 === 0 });
      await seedProductionLine(database.db, {
        name: `Label ${i}`,
        description: `Parties for ${t} lovers \u{1F3A7}`,
        isVerified: i % 2 === 1,
        createdAt: new Date(now.getTime() - 45 * DAY),
      });
      await seedEvent(database.db, {
        eventName: `${t} Open Air ${i}`,
        eventDate: new Date(now.getTime() + (i - 2) * 3 * DAY),
        location: "Berlin",
      });
      await seedEvent(database.db, {
        eventName: `Night ${i}`,
        venue: `${t} Bunker`,
        status: i === 0 ? "draft" : "published",
      });
      await seedNews(database.db, {
        title: `${t} report ${i}`,
        categoryId: i % 2 ? category.id : null,
        publishDate: new Date(now.getTime() - i * 10 * DAY),
      });
      await seedNews(database.db, { title: `Story ${i}`, content: `All about ${t} and more`, published: i !== 1 });
    }
    await seedDj(database.db, { displayName: `${t} Hidden`, active: false });
    await seedNews(database.db, { title: `${t} deleted`, deletedAt: now });
    const last = await seedNews(database.db, { title: `${t} last` });
    // Notices arrive in commit order: once the last row is in, every earlier one is too.
    const started = Date.now();
    for (;;) {
      const found = index.ready && (await run(t, { types: ["news"] }, 1, undefined, true)).results.news;
      if (found && (await run(`${t} last`, { types: ["news"] }, 1, undefined, true)).results.news[0]?.id === last.id)
        break;
      if (Date.now() - started > 15_000) throw new Error("the last seeded row never reached the index");
      await new Promise((r) => setTimeout(r, 20));
    }

    const queries = [
      t,
      t.slice(0, 2),
      t.slice(0, 4),
      `${t} p`,
      `mira ${t}`,
      `${t} voss`,
      "felix",
      "köln",
      "\u{1F3A7}",
      "zzzz",
    ];
    const filterSets: SearchFilters[] = [
      {},
      { genre: "techno" },
      { city: "berlin" },
      { when: "upcoming" },
      { when: "past" },
      { category: category.slug },
      { category: "no-such-category" },
    ];
    let compared = 0;
    for (const query of queries)
      for (const filters of filterSets)
        for (const page of [1, 2, 4])
          for (const countCap of [undefined, 2]) {
            const expected = comparable(await run(query, filters, page, countCap, false));
            expect(
              comparable(await run(query, filters, page, countCap, true)),
              JSON.stringify({ query, filters, page, countCap }),
            ).toEqual(expected);
            compared++;
          }
    expect(compared).toBe(420);
    // The comparisons covered capped counts and non-empty pages.
    const capped = await run(t, {}, 1, 2, true);
    expect(capped.countsCapped.length).toBeGreaterThan(2);
    expect(capped.results.dj.length).toBe(3);
  }, 180_000); // a few hundred searches on both paths: minutes on a loaded two-core machine, seconds on a quiet one

  it("stops answering a type from memory when its rows change, and answers again once read", async () => {
    await untilReady();
    const t = token();
    const event = await seedEvent(database.db, { eventName: `${t} Rave` });
    const started = Date.now(); // PostgreSQL's notice comes a moment after the commit
    while (index.ready && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 2));
    const input = { q: { lower: t, words: [t], multiWord: false }, filters: {}, limit: 5, offset: 0, now };
    expect(index.search("event", input)).toBeNull();
    // Meanwhile the database answers.
    expect((await run(t, {}, 1, undefined, true)).results.event.map((e) => e.id)).toEqual([event.id]);
    const untilIndexSays = async (ids: string[]) => {
      const since = Date.now();
      for (;;) {
        const page = index.search("event", input);
        if (page && JSON.stringify(page.items.map((i) => i.id)) === JSON.stringify(ids)) return;
        if (Date.now() - since > 15_000) throw new Error(`index says ${JSON.stringify(page?.items.map((i) => i.id))}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await untilIndexSays([event.id]);
    await database.db.update(mateEvents).set({ status: "draft" }).where(eq(mateEvents.id, event.id));
    await untilIndexSays([]);
  });
});
