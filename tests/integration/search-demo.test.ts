import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDjDirectoryFilters } from "~/core/djs/dj-directory-filters";
import { djDirectoryExamples, matchDjDirectoryShortcuts } from "~/core/djs/dj-directory-shortcuts";
import type { Database } from "~server/db/client.server";
import { DEMO_DJS, DEMO_EVENTS, DEMO_NEWS, DEMO_PRODUCTIONS, DEMO_VENUES } from "~server/db/seed/demo-content";
import { seedDemoIfEmpty } from "~server/db/seed/demo-seed.server";
import { getDjFilterOptions } from "~server/domain/djs/get-dj-filter-options.server";
import { getHomeDirectory } from "~server/domain/djs/get-home-directory.server";
import { invalidatePublicDjs } from "~server/domain/djs/public-dj-cache.server";
import { searchEverything } from "~server/domain/search/search-everything.server";
import { suggestSearch } from "~server/domain/search/suggest-search.server";
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

// Search finds DJs by genre and by the city of their location as well as by name (docs/spec-mapping.md, what
// goes beyond the spec); /search also offers the home directory filtered by the genre or city
// (routes/search.tsx, from these same two calls).
describe("DJ directory shortcuts over the demo seed", () => {
  const shortcutsFor = async (query: string) => matchDjDirectoryShortcuts(query, await getDjFilterOptions(database.db));

  /** What the directory shows at a shortcut's link. */
  const directoryAt = async (href: string) =>
    getHomeDirectory(database.db, parseDjDirectoryFilters(new URL(href, "http://booth.test").searchParams));

  it("the search finds the genre's and the city's DJs, though no DJ is named after them", async () => {
    const publicDjs = DEMO_DJS.filter((d) => d.status !== "n" && !d.inactive);
    for (const query of ["techno", "berlin"]) {
      const result = await searchEverything(database.db, { query, filters: {} }, { flags: ALL_ON, fresh: true });
      expect(result.results.dj.length, query).toBeGreaterThan(0);
      for (const dj of result.results.dj) expect(dj.title.toLowerCase(), query).not.toContain(query);
    }
    const techno = await searchEverything(
      database.db,
      { query: "techno", filters: {} },
      { flags: ALL_ON, fresh: true },
    );
    // The DJs whose first genre is Techno come first.
    const first = publicDjs.filter((d) => d.genres[0] === "Techno").map((d) => d.name);
    expect(
      techno.results.dj
        .slice(0, first.length)
        .map((d) => d.title)
        .sort(),
    ).toEqual([...first].sort());
    const berlin = await searchEverything(
      database.db,
      { query: "berlin", filters: {} },
      { flags: ALL_ON, fresh: true },
    );
    expect(berlin.results.dj.map((d) => d.title).sort()).toEqual(
      publicDjs
        .filter((d) => d.city.includes("Berlin"))
        .map((d) => d.name)
        .sort(),
    );
  });

  it("'techno' offers Techno DJs: the directory filtered by the genre, with its count", async () => {
    const [techno, ...rest] = await shortcutsFor("techno");
    expect(rest).toEqual([]);
    expect(techno).toMatchObject({
      kind: "genre",
      value: "Techno",
      label: "Techno DJs",
      href: "/?genre=Techno#all-djs",
    });
    const publicTechno = DEMO_DJS.filter((d) => d.status !== "n" && !d.inactive && d.genres.includes("Techno"));
    expect(techno.djs).toBe(publicTechno.length);
    const directory = await directoryAt(techno.href);
    expect(directory.total).toBe(techno.djs);
    expect(directory.djs.length).toBeGreaterThan(0);
    for (const dj of directory.djs) expect(dj.genres).toContain("Techno");
  });

  it("'berlin' offers DJs in Berlin: the directory filtered by the stored location", async () => {
    const [berlin, ...rest] = await shortcutsFor("  Berlin ");
    expect(rest).toEqual([]);
    expect(berlin).toMatchObject({
      kind: "city",
      value: "Berlin, Germany",
      label: "DJs in Berlin",
      href: "/?city=Berlin%2C+Germany#all-djs",
    });
    const directory = await directoryAt(berlin.href);
    expect(directory.total).toBe(berlin.djs);
    expect(directory.djs.length).toBeGreaterThan(0);
    for (const dj of directory.djs) expect(dj.location).toBe("Berlin, Germany");
  });

  it("no shortcut for a DJ's name, a genre's prefix, or nonsense", async () => {
    for (const query of ["nadia voss", "tech", "zzqqxxnothing"]) expect(await shortcutsFor(query), query).toEqual([]);
  });

  it("the no-results advice names a genre and a city that do bring up a shortcut", async () => {
    const examples = djDirectoryExamples(await getDjFilterOptions(database.db));
    expect(examples.genre).not.toBeNull();
    expect(examples.city).not.toBeNull();
    expect(await shortcutsFor(examples.genre ?? "")).toHaveLength(1);
    expect(await shortcutsFor(examples.city ?? "")).toHaveLength(1);
  });

  it("the options are cached with the public directory and cleared with it", async () => {
    const first = await getDjFilterOptions(database.db);
    expect(await getDjFilterOptions(database.db)).toBe(first);
    invalidatePublicDjs();
    expect(await getDjFilterOptions(database.db)).not.toBe(first);
  });
});
