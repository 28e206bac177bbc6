import { describe, expect, it } from "vitest";
import { SEARCH_DEFAULT_LIMIT, SEARCH_RESULT_TYPES, type SearchResult, type SearchResults } from "./search";
import {
  formatSearchResultDate,
  noResultsAdvice,
  SEARCH_RETRY_ADVICE,
  searchAllTabOrder,
  searchAllTabSections,
  searchCountText,
  searchFoundNothing,
  searchPageClick,
  searchResultDetails,
  searchTabPage,
  searchTabs,
  searchTypeInText,
} from "./search-page";
import type { SearchPageState } from "./search-url";

const item = (type: SearchResult["type"], id: string): SearchResult => ({
  id,
  type,
  title: `${type} ${id}`,
  subtitle: null,
  snippet: null,
  imageUrl: null,
  url: `/${type}/${id}`,
  score: 50,
  date: null,
});

function resultsOf(lists: Partial<Record<SearchResult["type"], number>>, extra: Partial<SearchResults> = {}) {
  const results = Object.fromEntries(
    SEARCH_RESULT_TYPES.map((t) => [t, Array.from({ length: lists[t] ?? 0 }, (_, i) => item(t, `${t}${i}`))]),
  ) as SearchResults["results"];
  const counts = Object.fromEntries(SEARCH_RESULT_TYPES.map((t) => [t, lists[t] ?? 0])) as SearchResults["counts"];
  return {
    query: "q",
    filters: {},
    results,
    counts,
    countsCapped: [],
    totalResults: Object.values(counts).reduce((a, b) => a + b, 0),
    failedTypes: [],
    executionTimeMs: 12,
    ...extra,
  } satisfies SearchResults;
}

const state = (patch: Partial<SearchPageState> = {}): SearchPageState => ({
  query: "nadia",
  tab: null,
  filters: {},
  page: 1,
  ...patch,
});

describe("/search page text", () => {
  it("keeps DJs capitalised in running text and lowercases the other types", () => {
    expect(searchTypeInText("dj")).toBe("DJs");
    expect(searchTypeInText("production")).toBe("productions");
  });
  it("shows counts with a + past the cap", () => {
    const results = resultsOf({ dj: 2 }, { counts: { ...resultsOf({}).counts, dj: 100 }, countsCapped: ["dj"] });
    expect(searchCountText(results, "dj")).toBe("100+");
    expect(searchCountText(results, "venue")).toBe("0");
  });
  it("dates results in UTC and joins them with the subtitle", () => {
    expect(formatSearchResultDate("2026-03-07T23:30:00Z")).toBe("Sat, 7 Mar 2026");
    expect(searchResultDetails({ date: "2026-03-07T23:30:00Z", subtitle: "Tresor" })).toBe("Sat, 7 Mar 2026 · Tresor");
    expect(searchResultDetails({ date: null, subtitle: "Berlin" })).toBe("Berlin");
    // An event's date is its own day where it happens: 22:00 in New York on Tuesday 1 December is Wednesday in UTC.
    expect(
      searchResultDetails({ date: "2026-12-02T03:00:00Z", subtitle: "Brooklyn", timeZone: "America/New_York" }),
    ).toBe("Tue 1 Dec 2026 · Brooklyn");
    expect(searchResultDetails({ date: null, subtitle: null })).toBeNull();
  });
});

describe("/search tabs and pages", () => {
  it("lists All then each enabled type; the All count shows only on the All tab", () => {
    const results = resultsOf({ dj: 3, news: 1 });
    expect(searchTabs(state(), ["dj", "news"], results)).toEqual([
      { tab: null, label: "All", count: "4" },
      { tab: "dj", label: "DJs", count: "3" },
      { tab: "news", label: "News", count: "1" },
    ]);
    expect(searchTabs(state({ tab: "dj" }), ["dj"], results)[0].count).toBeNull();
    expect(searchTabs(state(), ["dj"], resultsOf({ dj: 3 }, { countsCapped: ["dj"] }))[0].count).toBe("3+");
  });
  it("numbers the All tab's sections on from one another, skipping empty and disabled types", () => {
    const results = resultsOf({ dj: 2, venue: 0, event: 3, news: 1 });
    expect(searchAllTabSections(["dj", "venue", "event"], results, SEARCH_RESULT_TYPES)).toEqual([
      { type: "dj", startPosition: 0 },
      { type: "event", startPosition: 2 },
    ]);
  });
  it("pages a type tab by the count, or by a full page past the cap", () => {
    const full = resultsOf({ dj: SEARCH_DEFAULT_LIMIT }, { counts: { ...resultsOf({}).counts, dj: 45 } });
    expect(searchTabPage(state({ tab: "dj", page: 2 }), full, "dj")).toEqual({ first: 20, hasNext: true });
    expect(searchTabPage(state({ tab: "dj", page: 3 }), full, "dj")).toEqual({ first: 40, hasNext: false });
    const capped = resultsOf({ dj: SEARCH_DEFAULT_LIMIT }, { countsCapped: ["dj"] });
    expect(searchTabPage(state({ tab: "dj", page: 9 }), capped, "dj").hasNext).toBe(true);
    expect(searchTabPage(state({ tab: "dj", page: 9 }), resultsOf({ dj: 3 }, { countsCapped: ["dj"] }), "dj")).toEqual({
      first: 160,
      hasNext: false,
    });
  });
  it("finds nothing when the whole search or the open tab is empty", () => {
    expect(searchFoundNothing(state(), resultsOf({}))).toBe(true);
    expect(searchFoundNothing(state({ tab: "venue" }), resultsOf({ dj: 1 }))).toBe(true);
    expect(searchFoundNothing(state({ tab: "dj" }), resultsOf({ dj: 1 }))).toBe(false);
  });
});

describe("/search no-results advice", () => {
  const shortcut = { kind: "genre" as const, value: "Techno", label: "Techno DJs", href: "/?genre=Techno", djs: 3 };
  const none = { genre: null, city: null };
  it("only says retry on a type tab other than DJs", () => {
    expect(noResultsAdvice("venue", [shortcut], { genre: "Techno", city: "Berlin" })).toEqual({
      kind: "text",
      text: SEARCH_RETRY_ADVICE,
    });
  });
  it("points at the directory shortcut when there is one", () => {
    expect(noResultsAdvice(null, [shortcut], none)).toMatchObject({
      kind: "text",
      text: expect.stringContaining("DJ directory link above"),
    });
  });
  it("offers the directory's own genre and city as examples, else says search finds names", () => {
    expect(noResultsAdvice("dj", [], { genre: "Techno", city: "Berlin" })).toEqual({
      kind: "examples",
      examples: [
        { kind: "genre", value: "Techno" },
        { kind: "city", value: "Berlin" },
      ],
    });
    expect(noResultsAdvice(null, [], { genre: null, city: "Oslo" })).toEqual({
      kind: "examples",
      examples: [{ kind: "city", value: "Oslo" }],
    });
    expect(noResultsAdvice(null, [], none)).toEqual({
      kind: "text",
      text: `${SEARCH_RETRY_ADVICE} Search finds DJs by name, genre or city.`,
    });
  });
});

describe("/search click payload", () => {
  it("names the open tab as the type filter and the clicked position", () => {
    const results = resultsOf({ dj: 2 });
    const clicked = results.results.dj[1];
    expect(searchPageClick(state({ tab: "dj", filters: { genre: "House" } }), results, clicked, 21)).toEqual({
      query: "nadia",
      filters: { genre: "House", types: ["dj"] },
      resultCount: 2,
      clickedResultId: "dj1",
      clickedResultType: "dj",
      clickPosition: 21,
      executionTimeMs: 12,
    });
    expect(searchPageClick(state(), results, clicked, 1).filters).toEqual({});
  });
});

describe("searchAllTabOrder", () => {
  const ranked = (type: SearchResult["type"], tier: number, words: number, score = 100): SearchResult => ({
    ...item(type, `${type}-1`),
    score,
    rank: { tier, words },
  });
  it("puts first the type whose best result is best: a larger share of words, then the tier, not the score", () => {
    const results = resultsOf({});
    results.results.dj = [ranked("dj", 3, 1, 48)];
    results.results.event = [ranked("event", 0, 3)];
    results.results.news = [ranked("news", 3, 2, 44)];
    results.results.venue = [ranked("venue", 1, 1)];
    results.results.production = [ranked("production", 3, 1, 52.8)];
    expect(searchAllTabOrder(results, SEARCH_RESULT_TYPES)).toEqual(["event", "news", "venue", "dj", "production"]);
  });
  it("keeps the spec's order between equals and puts empty types last", () => {
    const results = resultsOf({});
    results.results.news = [ranked("news", 1, 1)];
    results.results.dj = [ranked("dj", 1, 1)];
    expect(searchAllTabOrder(results, SEARCH_RESULT_TYPES)).toEqual(["dj", "news", "venue", "event", "production"]);
  });
});
