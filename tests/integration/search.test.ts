import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SEARCH_COUNT_CAP,
  SEARCH_MAX_LIMIT,
  SEARCH_SNIPPET_MAX_CHARS,
  type SearchClickPayload,
} from "~/core/search/search";
import { matchScore, searchRelevance } from "~/core/search/search-relevance";
import type { Database } from "~server/db/client.server";
import { searchAnalytics } from "~server/db/schema";
import {
  seedDj,
  seedEvent,
  seedNews,
  seedNewsCategory,
  seedProductionLine,
  seedUser,
  seedVenue,
  uniqueSuffix,
} from "~server/db/seed/factories.server";
import { searchEverything } from "~server/domain/search/search-everything.server";
import { suggestSearch } from "~server/domain/search/suggest-search.server";
import { handleSearchClick } from "~server/http/search-click.server";
import { handleSearchSuggestions } from "~server/http/search-suggestions.server";
import { ALL_SEARCH_TYPES_ON } from "./helpers/search-flags";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const ALL_ON = ALL_SEARCH_TYPES_ON;
const now = new Date();
const DAY = 86_400_000;
/** A word nobody else's rows contain, so each test sees only its own rows. */
const token = () =>
  `qz${uniqueSuffix()
    .replace(/[^a-z0-9]/gi, "")
    .toLowerCase()}`;
const search = (query: string, extra: Partial<Parameters<typeof searchEverything>[1]> = {}, flags = ALL_ON) =>
  searchEverything(database.db, { query, filters: {}, ...extra }, { flags, fresh: true, now: new Date() });

describe("searched sets (spec §7)", () => {
  it("finds public DJs by display or real name, never inactive or unverified ones or ones without a match", async () => {
    const t = token();
    const shown = await seedDj(database.db, { displayName: `Nova ${t}` });
    const byReal = await seedDj(database.db, { displayName: `Quiet ${uniqueSuffix()}`, realName: `Real ${t}` });
    const inactive = await seedDj(database.db, { displayName: `Gone ${t}`, active: false });
    const unverified = await seedDj(database.db, { displayName: `New ${t}`, verificationStatus: "none" });
    const result = await search(t);
    const ids = result.results.dj.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([shown.id, byReal.id]));
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(unverified.id);
    expect(result.counts.dj).toBe(2);
    const card = result.results.dj.find((r) => r.id === shown.id);
    expect(card).toMatchObject({ type: "dj", url: `/dj/${shown.slug}`, title: shown.displayName, verified: true });
    expect(card?.imageUrl).toBeTruthy();
  });

  it("is case-insensitive and treats LIKE's % and _ literally", async () => {
    const t = token();
    const dj = await seedDj(database.db, { displayName: `MiXeD ${t.toUpperCase()}` });
    expect((await search(`mixed ${t}`)).results.dj.map((r) => r.id)).toContain(dj.id);
    // "%" and "_" are not wildcards: as plain characters they match nothing here.
    expect((await search(`${t}%`)).results.dj.map((r) => r.id)).not.toContain(dj.id);
    expect((await search(`${t.slice(0, 4)}_`)).results.dj.map((r) => r.id)).not.toContain(dj.id);
    // The word rule is a regular expression in SQL: a word's regex characters are literal too.
    const live = await seedDj(database.db, { displayName: `Solo (Live+) ${t}` });
    expect((await search(`(live+) ${t}zz`)).results.dj.map((r) => r.id)).toEqual([live.id]);
    expect((await search(`(li.e+) ${t}zz`)).results.dj.map((r) => r.id)).toEqual([]);
  });

  it("splits words where searchWords does: after a tab or a no-break space, not after rarer Unicode spaces", async () => {
    const t = token();
    const tab = await seedDj(database.db, { displayName: `Tab\t${t}wolf` });
    const noBreak = await seedDj(database.db, { displayName: `Nbsp\u00a0${t}wolf` });
    const emSpace = await seedDj(database.db, { displayName: `Em\u2003${t}wolf` });
    // Only the word rule can match: the two-word query is contained in no name.
    const found = (await search(`${t}wolf nothingelse`)).results.dj;
    expect(found.map((r) => r.id).sort()).toEqual([tab.id, noBreak.id].sort());
    for (const row of found) expect(row.score).toBe(Math.round(40 * 1.2 * 1.1 * 10) / 10);
    expect(matchScore(`${t}wolf nothingelse`, emSpace.displayName)).toBe(0);
  });

  it("finds active venues with a slug by name, city or country; never inactive or slugless ones", async () => {
    const t = token();
    const byName = await seedVenue(database.db, { name: `Hall ${t}` });
    const byCity = await seedVenue(database.db, { name: `Room ${uniqueSuffix()}`, city: `City${t}` });
    const byCountry = await seedVenue(database.db, { name: `Box ${uniqueSuffix()}`, country: `Land${t}` });
    const inactive = await seedVenue(database.db, { name: `Closed ${t}`, isActive: false });
    const slugless = await seedVenue(database.db, { name: `Nameless ${t}`, slug: null });
    const ids = (await search(t)).results.venue.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([byName.id, byCity.id, byCountry.id]));
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(slugless.id);
  });

  it("finds published events by name, venue or location, newest first; never drafts", async () => {
    const t = token();
    const older = await seedEvent(database.db, {
      eventName: `Rave ${t}`,
      eventDate: new Date(now.getTime() - 10 * DAY),
    });
    const newer = await seedEvent(database.db, {
      eventName: `Other ${uniqueSuffix()}`,
      venue: `Club ${t}`,
      eventDate: new Date(now.getTime() + 10 * DAY),
    });
    const byLocation = await seedEvent(database.db, {
      eventName: `Third ${uniqueSuffix()}`,
      location: `Town ${t}`,
      eventDate: new Date(now.getTime() - DAY),
    });
    const draft = await seedEvent(database.db, { eventName: `Draft ${t}`, status: "draft" });
    const result = await search(t);
    expect(result.results.event.map((r) => r.id)).toEqual([newer.id, byLocation.id, older.id]);
    expect(result.results.event.map((r) => r.id)).not.toContain(draft.id);
    expect(result.results.event[0].url).toBe(`/events/${newer.eventId}`);
    expect((await search(t, { filters: { when: "upcoming" } })).results.event.map((r) => r.id)).toEqual([newer.id]);
    expect((await search(t, { filters: { when: "past" } })).results.event.map((r) => r.id)).toEqual([
      byLocation.id,
      older.id,
    ]);
  });

  it("drops DJs and production lines whose slug is empty (their slug columns are NOT NULL), in search and suggestions", async () => {
    const t = token();
    const dj = await seedDj(database.db, { displayName: `${t} Slugless`, slug: "" });
    const production = await seedProductionLine(database.db, { name: `${t} Slugless Crew`, slug: "" });
    const result = await search(t);
    expect(result.results.dj.map((r) => r.id)).not.toContain(dj.id);
    expect(result.results.production.map((r) => r.id)).not.toContain(production.id);
    expect(result.totalResults).toBe(0);
    expect(await suggestSearch(database.db, t, { flags: ALL_ON, fresh: true })).toEqual([]);
  });

  it("finds active production lines by name or description", async () => {
    const t = token();
    const byName = await seedProductionLine(database.db, { name: `Crew ${t}` });
    const byDescription = await seedProductionLine(database.db, {
      name: `Label ${uniqueSuffix()}`,
      description: `We throw ${t} parties`,
    });
    const inactive = await seedProductionLine(database.db, { name: `Old ${t}`, isActive: false });
    const ids = (await search(t)).results.production.map((r) => r.id);
    expect(ids).toEqual([byName.id, byDescription.id]);
    expect(ids).not.toContain(inactive.id);
  });

  it("finds published, not-deleted news by title, excerpt or content, newest first; category filter", async () => {
    const t = token();
    const category = await seedNewsCategory(database.db);
    const byTitle = await seedNews(database.db, {
      title: `Story ${t}`,
      publishDate: new Date(now.getTime() - 5 * DAY),
      categoryId: category.id,
    });
    const byNewerTitle = await seedNews(database.db, {
      title: `Another story ${t}`,
      publishDate: new Date(now.getTime() - 3 * DAY),
    });
    const byContent = await seedNews(database.db, {
      title: `Report ${uniqueSuffix()}`,
      content: `Long text about ${t}.`,
      publishDate: new Date(now.getTime() - DAY),
    });
    const deleted = await seedNews(database.db, { title: `Deleted ${t}`, deletedAt: now });
    const draft = await seedNews(database.db, { title: `Draft ${t}`, published: false });
    const result = await search(t);
    // Newest first among equal matches; an article matched only in its body, though newest, after the title
    // matches (decision 053: a headline about the query outranks a passing mention).
    expect(result.results.news.map((r) => r.id)).toEqual([byNewerTitle.id, byTitle.id, byContent.id]);
    expect(result.results.news.map((r) => r.id)).not.toContain(deleted.id);
    expect(result.results.news.map((r) => r.id)).not.toContain(draft.id);
    expect((await search(t, { filters: { category: category.slug } })).results.news.map((r) => r.id)).toEqual([
      byTitle.id,
    ]);
  });
});

describe("search results", () => {
  it("returns an empty result set for an empty or blank query", async () => {
    for (const q of ["", "   "]) {
      const result = await search(q);
      expect(result.totalResults).toBe(0);
      expect(Object.values(result.results).every((list) => list.length === 0)).toBe(true);
    }
  });

  it("orders DJs by the spec's relevance (the database's tier order agrees with searchRelevance())", async () => {
    const t = token();
    const contains = await seedDj(database.db, {
      displayName: `Big ${t}`,
      createdAt: new Date(now.getTime() - 60 * DAY),
    });
    const starts = await seedDj(database.db, {
      displayName: `${t} Sound`,
      createdAt: new Date(now.getTime() - 60 * DAY),
    });
    const exact = await seedDj(database.db, { displayName: t, createdAt: new Date(now.getTime() - 60 * DAY) });
    const result = await search(t);
    const ids = result.results.dj.map((r) => r.id);
    expect(ids.indexOf(contains.id)).toBeGreaterThan(ids.indexOf(starts.id));
    expect(ids.indexOf(contains.id)).toBeGreaterThan(ids.indexOf(exact.id));
    for (const [row, dj] of [[result.results.dj.find((r) => r.id === contains.id), contains]] as const) {
      const expected = searchRelevance({
        query: t,
        fields: [dj.displayName, dj.realName],
        verified: true,
        date: dj.createdAt,
        now,
      });
      expect(row?.score).toBe(expected);
      expect(expected).toBe(72);
    }
    // "any word starting" for a query that is not contained as a whole, with the recent multiplier.
    const word = await seedDj(database.db, { displayName: `Lone ${t}wolf` });
    const multi = await search(`${t}wolf unknownword`);
    expect(multi.results.dj.find((r) => r.id === word.id)?.score).toBe(Math.round(40 * 1.2 * 1.1 * 10) / 10);
  });

  it("pages across the relevance tiers: every page continues the score order, with no row twice or missing", async () => {
    const t = token();
    const old = new Date(now.getTime() - 60 * DAY);
    // Tier 1 (starts with, score 100), tier 2 (contains: recent 79.2 before older 72), tier 3 (word rule).
    const seeded = [
      await seedDj(database.db, { displayName: `${t} Zeta`, createdAt: old }),
      await seedDj(database.db, { displayName: `${t} Alpha`, createdAt: old }),
      await seedDj(database.db, { displayName: `Mid${t} Old`, createdAt: old }),
      await seedDj(database.db, { displayName: `Mid${t} New` }),
      await seedDj(database.db, { displayName: `Bee ${t}`, createdAt: old }),
      await seedDj(database.db, { displayName: `Solo ${t}x`, realName: `Real ${uniqueSuffix()}`, createdAt: old }),
    ];
    const query = `${t} extra`;
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(await search(query, { limit: 2, page }));
    const paged = pages.flatMap((p) => p.results.dj);
    // The two-word query is contained nowhere, so only the word rule (tier 3) matches; the one-word query fills
    // tiers 1 and 2 and pages across both boundaries.
    const single = [];
    for (let page = 1; page <= 4; page++) single.push(...(await search(t, { limit: 2, page })).results.dj);
    for (const list of [paged, single]) {
      expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
      const scores = list.map((r) => r.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    expect(single.map((r) => r.title)).toEqual([
      `${t} Alpha`,
      `${t} Zeta`,
      `Mid${t} New`,
      `Bee ${t}`,
      `Mid${t} Old`,
      `Solo ${t}x`,
    ]);
    expect(single.map((r) => r.score)).toEqual([100, 100, 79.2, 72, 72, 72]);
    // The word rule: "Mid…" has no word starting with the token, the other four do.
    const wordMatches = seeded.filter((dj) => !dj.displayName.startsWith("Mid"));
    expect(paged.map((r) => r.id).sort()).toEqual(wordMatches.map((dj) => dj.id).sort());
    expect(pages[0].counts.dj).toBe(wordMatches.length);
  });

  it("lists DJs whose stage name starts with the query before those matched by their real name only", async () => {
    const t = token();
    // Both score 100 (tier 1); "Aaa" would sort first by name, but the stage-name match is the one users mean.
    const byReal = await seedDj(database.db, { displayName: `Aaa ${uniqueSuffix()}`, realName: `${t} Real` });
    const byStage = await seedDj(database.db, { displayName: `${t} Zulu` });
    const contains = await seedDj(database.db, { displayName: `Aab x${t}` });
    const result = await search(t);
    expect(result.results.dj.map((r) => r.id)).toEqual([byStage.id, byReal.id, contains.id]);
    expect(result.results.dj.map((r) => r.score)).toEqual([100, 100, 79.2]);
    // The same order holds across pages of one.
    const paged = [];
    for (let page = 1; page <= 3; page++) paged.push(...(await search(t, { limit: 1, page })).results.dj);
    expect(paged.map((r) => r.id)).toEqual([byStage.id, byReal.id, contains.id]);
  });

  it("counts at most the cap per type and says so", async () => {
    const t = token();
    for (let i = 0; i < 5; i++) await seedVenue(database.db, { name: `Cap ${i} ${t}` });
    const run = (countCap: number) =>
      searchEverything(database.db, { query: t, filters: {} }, { flags: ALL_ON, now: new Date(), countCap });
    const capped = await run(3);
    expect(capped.counts.venue).toBe(3);
    expect(capped.countsCapped).toEqual(["venue"]);
    expect(capped.results.venue).toHaveLength(5);
    const exact = await run(5);
    expect(exact.counts.venue).toBe(5);
    expect(exact.countsCapped).toEqual([]);
    expect(SEARCH_COUNT_CAP).toBe(100);
  });

  it("filters DJs by genre (case-insensitive) and city", async () => {
    const t = token();
    const techno = await seedDj(database.db, {
      displayName: `A ${t}`,
      genres: ["Techno"],
      location: "Lisbon, Portugal",
    });
    const house = await seedDj(database.db, { displayName: `B ${t}`, genres: ["House"], location: "Berlin, Germany" });
    expect((await search(t, { filters: { genre: "techno" } })).results.dj.map((r) => r.id)).toEqual([techno.id]);
    expect((await search(t, { filters: { city: "berlin" } })).results.dj.map((r) => r.id)).toEqual([house.id]);
  });

  it("cuts snippets to 150 characters, pages results and clamps the limit to 100", async () => {
    const t = token();
    for (let i = 0; i < 3; i++) await seedVenue(database.db, { name: `V${i} ${t}`, description: "x ".repeat(400) });
    const first = await search(t, { limit: 2, page: 1 });
    const second = await search(t, { limit: 2, page: 2 });
    expect(first.results.venue).toHaveLength(2);
    expect(second.results.venue).toHaveLength(1);
    expect(first.counts.venue).toBe(3);
    expect(first.results.venue.every((r) => (r.snippet ?? "").length <= SEARCH_SNIPPET_MAX_CHARS)).toBe(true);
    const many = await search(t, { limit: 10_000 });
    expect(many.results.venue).toHaveLength(3);
    expect(SEARCH_MAX_LIMIT).toBe(100);
  });

  it("a failing type yields an empty list for that type, not a failed search", async () => {
    const t = token();
    const dj = await seedDj(database.db, { displayName: `Ok ${t}` });
    await seedVenue(database.db, { name: `Venue ${t}` });
    const result = await searchEverything(
      database.db,
      { query: t, filters: {} },
      { flags: ALL_ON, now, override: { venue: () => Promise.reject(new Error("relation does not exist")) } },
    );
    expect(result.failedTypes).toEqual(["venue"]);
    expect(result.results.venue).toEqual([]);
    expect(result.results.dj.map((r) => r.id)).toEqual([dj.id]);
    expect(result.totalResults).toBe(1);
  });

  it("leaves out the types whose pages are switched off", async () => {
    const t = token();
    await seedVenue(database.db, { name: `Venue ${t}` });
    await seedNews(database.db, { title: `News ${t}` });
    await seedEvent(database.db, { eventName: `Event ${t}` });
    await seedProductionLine(database.db, { name: `Crew ${t}` });
    const on = await search(t);
    expect(on.totalResults).toBe(4);
    const off = await search(
      t,
      {},
      {
        ...ALL_ON,
        venuesEnabled: false,
        newsPageEnabled: false,
        newsEnabled: false,
        eventsPageEnabled: false,
        productionLinesEnabled: false,
      },
    );
    expect(off.totalResults).toBe(0);
    expect(off.counts).toEqual({ dj: 0, venue: 0, event: 0, production: 0, news: 0 });
  });

  it("restricts to the chosen types", async () => {
    const t = token();
    await seedDj(database.db, { displayName: `D ${t}` });
    await seedVenue(database.db, { name: `V ${t}` });
    const result = await search(t, { filters: { types: ["venue"] } });
    expect(result.counts.dj).toBe(0);
    expect(result.counts.venue).toBe(1);
  });
});

describe("suggestions", () => {
  it("need two trimmed characters", async () => {
    expect(await suggestSearch(database.db, " a ", { flags: ALL_ON, fresh: true })).toEqual([]);
  });

  it("match name prefixes of DJs, venues and productions first, then second words; default 5", async () => {
    const t = token();
    const prefixDj = await seedDj(database.db, { displayName: `${t} Prime` });
    const wordDj = await seedDj(database.db, { displayName: `Felix ${t}` });
    const venue = await seedVenue(database.db, { name: `${t} Hall` });
    const production = await seedProductionLine(database.db, { name: `${t} Crew` });
    await seedDj(database.db, { displayName: `Hidden ${t}`, active: false });
    const list = await suggestSearch(database.db, t, { flags: ALL_ON, fresh: true });
    expect(list.map((s) => s.id)).toEqual([prefixDj.id, venue.id, production.id, wordDj.id]);
    expect(list[0]).toMatchObject({ type: "dj", text: prefixDj.displayName, url: `/dj/${prefixDj.slug}` });
    expect(list[0].imageUrl).toBeTruthy();
    expect(list[1]).toMatchObject({ type: "venue", url: `/venues/${venue.slug}` });
    expect(list[2]).toMatchObject({ type: "production", url: `/production/${production.slug}` });
    for (let i = 0; i < 6; i++) await seedDj(database.db, { displayName: `${t} Extra ${i}` });
    expect(await suggestSearch(database.db, t, { flags: ALL_ON, fresh: true })).toHaveLength(5);
    expect(await suggestSearch(database.db, t, { flags: ALL_ON, fresh: true, limit: 2 })).toHaveLength(2);
    const noVenues = await suggestSearch(database.db, t, {
      flags: { ...ALL_ON, venuesEnabled: false },
      fresh: true,
      limit: 10,
    });
    expect(noVenues.some((s) => s.type === "venue")).toBe(false);
  });

  it("GET /api/search/suggestions answers JSON", async () => {
    const t = token();
    const dj = await seedDj(database.db, { displayName: `${t} Json` });
    const response = await handleSearchSuggestions(new URL(`http://x/api/search/suggestions?q=${t}`), database, {
      fresh: true,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { suggestions: { id: string }[] };
    expect(body.suggestions.map((s) => s.id)).toContain(dj.id);
    const short = await handleSearchSuggestions(new URL("http://x/api/search/suggestions?q=a"), database, {
      fresh: true,
    });
    expect(await short.json()).toEqual({ suggestions: [] });
  });
});

describe("search click tracking", () => {
  const payload = (query: string): SearchClickPayload => ({
    sessionId: "sess-1",
    query,
    filters: { types: ["dj"] },
    resultCount: 7,
    clickedResultId: "abc",
    clickedResultType: "dj",
    clickPosition: 2,
    timestamp: Date.now(),
    executionTimeMs: 12,
  });
  const post = (body: string, userId: string | null = null, ip = "10.0.0.9") =>
    handleSearchClick(
      new Request("http://x/api/search/click", { method: "POST", body, headers: { "content-type": "text/plain" } }),
      {
        database,
        clientIp: ip,
        resolveUserId: async () => userId,
      },
    );

  it("stores a search_analytics row with the payload's fields, user_id null for guests", async () => {
    const q = token();
    expect((await post(JSON.stringify(payload(q)))).status).toBe(204);
    const [row] = await database.db.select().from(searchAnalytics).where(eq(searchAnalytics.query, q));
    expect(row).toMatchObject({
      userId: null,
      sessionId: "sess-1",
      filters: { types: ["dj"] },
      resultCount: 7,
      executionTimeMs: 12,
      clickedResultId: "abc",
      clickedResultType: "dj",
      clickPosition: 2,
    });
  });

  it("stores the user id when signed in", async () => {
    const user = await seedUser(database.db);
    const q = token();
    expect((await post(JSON.stringify(payload(q)), user.id, "10.0.0.10")).status).toBe(204);
    const [row] = await database.db.select().from(searchAnalytics).where(eq(searchAnalytics.query, q));
    expect(row.userId).toBe(user.id);
  });

  it("refuses bad input with 400 and oversize bodies with 413, storing nothing", async () => {
    const q = token();
    expect((await post("{not json", null, "10.0.0.11")).status).toBe(400);
    const bad = await post(JSON.stringify({ ...payload(q), clickedResultType: "user" }), null, "10.0.0.11");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain("clickedResultType");
    expect((await post(JSON.stringify({ ...payload(q), query: "x".repeat(5000) }), null, "10.0.0.11")).status).toBe(
      413,
    );
    expect(await database.db.select().from(searchAnalytics).where(eq(searchAnalytics.query, q))).toEqual([]);
  });
});
