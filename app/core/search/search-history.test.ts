import { describe, expect, it } from "vitest";
import { SEARCH_HISTORY_LIMIT } from "./search";
import { addToSearchHistory, parseSearchHistory, searchHistoryKey } from "./search-history";

describe("search history (spec §3, §9)", () => {
  it("keeps the newest first", () => {
    let h = addToSearchHistory([], { query: "nadia", timestamp: 1, resultCount: 3 });
    h = addToSearchHistory(h, { query: "berlin", timestamp: 2, resultCount: 9 });
    expect(h.map((i) => i.query)).toEqual(["berlin", "nadia"]);
  });
  it("de-duplicates a query case-insensitively, moving it to the top with the new count", () => {
    let h = addToSearchHistory([], { query: "Nadia", timestamp: 1, resultCount: 3 });
    h = addToSearchHistory(h, { query: "berlin", timestamp: 2, resultCount: 9 });
    h = addToSearchHistory(h, { query: " nadia  ", timestamp: 3, resultCount: 4 });
    expect(h.map((i) => [i.query, i.resultCount])).toEqual([
      ["nadia", 4],
      ["berlin", 9],
    ]);
  });
  it("keeps at most 10", () => {
    expect(SEARCH_HISTORY_LIMIT).toBe(10);
    let h = addToSearchHistory([], { query: "q0", timestamp: 0, resultCount: 0 });
    for (let i = 1; i < 15; i++) h = addToSearchHistory(h, { query: `q${i}`, timestamp: i, resultCount: i });
    expect(h).toHaveLength(10);
    expect(h[0].query).toBe("q14");
    expect(h[9].query).toBe("q5");
  });
  it("carries the clicked result", () => {
    const h = addToSearchHistory([], {
      query: "kai",
      timestamp: 1,
      resultCount: 2,
      clickedResult: { id: "d1", type: "dj", title: "Kairo Blaze" },
    });
    expect(h[0]).toMatchObject({
      query: "kai",
      resultCount: 2,
      clickedResult: { id: "d1", type: "dj", title: "Kairo Blaze" },
    });
  });
  it("ignores empty queries", () => {
    expect(addToSearchHistory([], { query: "   ", timestamp: 1, resultCount: 0 })).toEqual([]);
  });
  it("reads stored history defensively", () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory("{oops")).toEqual([]);
    expect(parseSearchHistory('{"a":1}')).toEqual([]);
    const good = { id: "1", query: "x", timestamp: 5, resultCount: 1 };
    expect(parseSearchHistory(JSON.stringify([good, { query: 3 }, null]))).toEqual([good]);
  });
  it("uses the product's key", () => {
    expect(searchHistoryKey("booth")).toBe("booth_search_history");
  });
});
