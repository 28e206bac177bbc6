import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResults } from "~/core/search/search";
import { FOLD_EXPANSIONS, FOLD_FROM, foldSearchText } from "~/core/search/search-fold";
import type { Database } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";
import { djProfiles } from "~server/db/schema";
import { seedDemoIfEmpty } from "~server/db/seed/demo-seed.server";
import { seedDj, uniqueSuffix } from "~server/db/seed/factories.server";
import { searchEverything } from "~server/domain/search/search-everything.server";
import { SearchIndex } from "~server/domain/search/search-index.server";
import { inlineFoldSql } from "~server/domain/search/search-sql.server";
import { suggestSearch } from "~server/domain/search/suggest-search.server";
import { SuggestionIndex } from "~server/domain/search/suggestion-index.server";
import { ALL_SEARCH_TYPES_ON } from "./helpers/search-flags";
import { createTestDatabase } from "./helpers/test-database";

/**
 * Search on the database's own indexes (decision 053), over the demo seed, on whichever engine this file runs
 * (PGlite here, PostgreSQL under scripts/test-integration-pg.sh). `held` holds every type in memory (the demo
 * is small); `large` has a bound of 0 rows, as every type of a site past the bound: its types are answered by
 * the SQL path, with only the name fields' words held for typos. Both must give the same results in the same
 * order — accents, aliases, genres, cities, typos and odd input included.
 */
let database: Database;
let held: SearchIndex;
let large: SearchIndex;
const now = new Date();

async function untilReady(index: SearchIndex) {
  const started = Date.now();
  while (!index.ready) {
    if (Date.now() - started > 20_000) throw new Error("search index not ready after 20 s");
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoIfEmpty(database.db);
  held = new SearchIndex(database, { reloadAfterMs: 50 });
  large = new SearchIndex(database, { reloadAfterMs: 50, bounds: { maxRows: 0, maxWords: 50_000 } });
  await held.start();
  await large.start();
  await untilReady(held);
  await untilReady(large);
});
afterAll(async () => {
  await held?.stop();
  await large?.stop();
  await database?.close();
});

/** `candidateCap` 0: the SQL path's ORDER BY ranks; else the indexes' candidates are ranked by the pure rule. */
const search = (query: string, index: SearchIndex, limit = 50, candidateCap?: number, countCap?: number) =>
  searchEverything(
    database.db,
    { query, filters: {}, limit },
    { flags: ALL_SEARCH_TYPES_ON, fresh: true, now, index, candidateCap, countCap },
  );
const ids = (result: SearchResults) =>
  Object.fromEntries(
    (["dj", "venue", "event", "production", "news"] as const).map((t) => [t, result.results[t].map((r) => r.id)]),
  );

describe("search on the database's indexes", () => {
  it("holds rows for the small site and only words for a type past the bound", () => {
    expect(held.held.dj?.kind).toBe("rows");
    expect(large.held.dj?.kind).toBe("words");
    expect(large.held.dj?.size).toBeGreaterThan(10);
    // /api/health names the types the database answers.
    expect(held.databaseTypes).toEqual([]);
    expect(large.databaseTypes).toEqual(["dj", "venue", "event", "production", "news"]);
  });

  it("search_fold() folds as the pure rule does, every character of its table and mixed text", async () => {
    const samples = [
      ...[...FOLD_FROM].map((c) => `x${c.toUpperCase()}${c}y`),
      ...FOLD_EXPANSIONS.map(([letter]) => `A${letter}${letter.toUpperCase()}b`),
      "Aydın Inés KÖLN Ærøskøbing",
      "plain ascii NAME",
      "Łódź · São Paulo — Straße",
    ];
    const list = rowsOf<{ s: string; folded: string; inline: string }>(
      await database.db.execute(
        sql`select s, search_fold(s) as folded, ${inlineFoldSql(sql`s`)} as inline from unnest(${sql.param(samples)}::text[]) s`,
      ),
    );
    expect(list.length).toBe(samples.length);
    for (const row of list) {
      expect(row.folded, JSON.stringify(row.s)).toBe(foldSearchText(row.s));
      expect(row.inline, JSON.stringify(row.s)).toBe(row.folded);
    }
  });

  it("gives the same results in the same order from memory and from the database, typos included", async () => {
    const queries = [
      "techno",
      "berlin",
      "dnb",
      "d&b",
      "drum n bass",
      "techno berlin",
      "house",
      "afro house",
      "ines vidal",
      "Inés Vidal",
      "aydin",
      "kessel klub nacht",
      "nachtwerk",
      "london",
      "amapiano lagos",
      "nyc",
      "ka",
      "a",
      "sao paulo",
      "elils crane",
      "nadai voss",
      "nadia vos",
      "kiaro",
      "technoo",
      "berln",
      "amapaino",
      "warehouse",
    ];
    for (const query of queries) {
      const fromMemory = await search(query, held);
      const fromDatabase = await search(query, large);
      const fromSqlOrder = await search(query, large, 50, 0);
      for (const [how, result] of [
        ["candidates", fromDatabase],
        ["sql order", fromSqlOrder],
      ] as const) {
        expect(ids(result), `${query} (${how})`).toEqual(ids(fromMemory));
        expect(result.counts, `${query} (${how})`).toEqual(fromMemory.counts);
        expect(result.failedTypes, `${query} (${how})`).toEqual([]);
      }
      // More candidates than the cap: the head of the order answers when it fills the page past the count cap,
      // else the SQL order does — the same page and capped count either way.
      const small = await search(query, held, 2, undefined, 2);
      const overCap = await search(query, large, 2, 3, 2);
      expect(ids(overCap), `${query} (over the candidate cap)`).toEqual(ids(small));
      expect(overCap.counts, `${query} (over the candidate cap)`).toEqual(small.counts);
    }
    expect((await search("elils crane", large)).results.dj[0]?.title).toBe("Ellis Crane");
    expect((await search("kiaro", large)).results.dj[0]?.title).toBe("Kairo Blaze");
    expect((await search("Ines Vidal", large)).results.dj[0]?.title).toBe("Inés Vidal");
  });

  it("answers bad input with the normal answer from the database", async () => {
    const odd = [
      "x".repeat(5000),
      "techno\u0000\u0007\u001b[31m",
      "%",
      "%%",
      "_",
      "__",
      "\\",
      "a\\b",
      "(.*+?[a-",
      "\\d+$^|{}",
      ".*",
      "'; drop table dj_profiles; --",
      '" or 1=1 --',
      "%_%",
      "ı".repeat(300),
    ];
    for (const query of odd) {
      const started = performance.now();
      const fromDatabase = await search(query, large);
      const fromSqlOrder = await search(query, large, 50, 0);
      const fromMemory = await search(query, held);
      expect(fromDatabase.failedTypes, JSON.stringify(query)).toEqual([]);
      expect(fromSqlOrder.failedTypes, JSON.stringify(query)).toEqual([]);
      expect(performance.now() - started, JSON.stringify(query)).toBeLessThan(5000);
      expect(ids(fromDatabase), JSON.stringify(query)).toEqual(ids(fromMemory));
      expect(ids(fromSqlOrder), JSON.stringify(query)).toEqual(ids(fromMemory));
    }
    // LIKE's and regular expressions' special characters are text: "%" and "_" match only names holding them.
    expect((await search("%", large)).totalResults).toBe(0);
    expect((await search("_", large)).totalResults).toBe(0);
    expect((await search(".*", large)).totalResults).toBe(0);
  });

  it("finds a DJ written a moment ago at once, and by a typo of its name once its words are read", async () => {
    const word = `zorblax${uniqueSuffix()
      .replace(/[^a-z]/gi, "")
      .toLowerCase()
      .slice(0, 4)}`;
    const dj = await seedDj(database.db, { displayName: `Velvet ${word}` });
    const exact = await search(word, large);
    expect(exact.results.dj.map((r) => r.id)).toContain(dj.id);
    const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
    const started = Date.now();
    for (;;) {
      const found = (await search(typo, large)).results.dj.map((r) => r.id);
      if (found.includes(dj.id)) break;
      if (Date.now() - started > 15_000) throw new Error(`typo ${typo} of ${word} not found`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await database.db.delete(djProfiles).where(sql`${djProfiles.id} = ${dj.id}`);
  });
  it("suggests the same names from the database's prefix indexes as from held names, accents ignored", async () => {
    // Last: the search indexes' listening connections go back to the pool (four on PostgreSQL in tests).
    await held.stop();
    await large.stop();
    const names = new SuggestionIndex(database);
    const none = new SuggestionIndex(database, { maxNames: 0 });
    await names.start();
    await none.start();
    try {
      const started = Date.now();
      while (!names.ready || !none.ready) {
        if (Date.now() - started > 20_000) throw new Error("suggestion indexes not ready after 20 s");
        await new Promise((r) => setTimeout(r, 20));
      }
      const texts = ["ka", "ne", "ines", "Inés", "aydin", "no", "fe", "au", "kessel", "%", "_a", "\\", "zz"];
      let suggested = 0;
      for (const text of texts) {
        expect(none.suggest({ query: text, limit: 5, types: ["dj", "venue", "production"] })).toBeNull();
        expect([names.databaseTypes, none.databaseTypes.length > 0]).toEqual([[], true]);
        const fromNames = await suggestSearch(database.db, text, {
          flags: ALL_SEARCH_TYPES_ON,
          fresh: true,
          index: names,
        });
        const fromDatabase = await suggestSearch(database.db, text, {
          flags: ALL_SEARCH_TYPES_ON,
          fresh: true,
          index: none,
        });
        expect(fromDatabase, text).toEqual(fromNames);
        suggested += fromDatabase.length;
      }
      expect(suggested).toBeGreaterThan(5);
      expect(
        (await suggestSearch(database.db, "ines", { flags: ALL_SEARCH_TYPES_ON, fresh: true, index: none }))[0]?.text,
      ).toBe("Inés Vidal");
    } finally {
      await names.stop();
      await none.stop();
    }
  });
});
