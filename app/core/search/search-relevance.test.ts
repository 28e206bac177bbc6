import { describe, expect, it } from "vitest";
import { SEARCH_SNIPPET_MAX_CHARS } from "./search";
import { isRecent, matchScore, RELEVANCE, searchRelevance, searchSnippet, searchWords } from "./search-relevance";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 60 * 60 * 1000);

describe("spec §9 relevance constants", () => {
  it("are the spec's numbers", () => {
    expect(RELEVANCE.exact).toBe(200);
    expect(RELEVANCE.startsWith).toBe(120);
    expect(RELEVANCE.contains).toBe(60);
    expect(RELEVANCE.wordStart).toBe(40);
    expect(RELEVANCE.verifiedMultiplier).toBe(1.2);
    expect(RELEVANCE.recentMultiplier).toBe(1.1);
    expect(RELEVANCE.recentWindowMs).toBe(30 * 86_400_000);
    expect(RELEVANCE.cap).toBe(100);
  });
});

describe("matchScore", () => {
  it("scores exact match 100 × 2, case-insensitively", () => {
    expect(matchScore("nadia voss", "Nadia Voss")).toBe(200);
  });
  it("ignores accents as it ignores case (search-fold.ts)", () => {
    expect(matchScore("ines vidal", "Inés Vidal")).toBe(200);
    expect(matchScore("aydin", "Selin Aydın")).toBe(60);
  });
  it("scores starts with 80 × 1.5", () => {
    expect(matchScore("nad", "Nadia Voss")).toBe(120);
  });
  it("scores contains 60 × 1", () => {
    expect(matchScore("dia", "Nadia Voss")).toBe(60);
  });
  it("scores any word starting 40 when the whole query is not contained", () => {
    expect(matchScore("voss techno", "Nadia Voss")).toBe(40);
    expect(matchScore("blaze", "Kairo-Blaze")).toBe(60);
    expect(matchScore("kairo x", "Kairo-Blaze")).toBe(40);
  });
  it("scores 0 when nothing matches, or for empty input", () => {
    expect(matchScore("zzz", "Nadia Voss")).toBe(0);
    expect(matchScore("  ", "Nadia Voss")).toBe(0);
    expect(matchScore("nadia", null)).toBe(0);
  });
});

describe("searchRelevance", () => {
  it("caps exact and starts-with at 100", () => {
    expect(searchRelevance({ query: "nadia voss", fields: ["Nadia Voss"], now })).toBe(100);
    expect(searchRelevance({ query: "nad", fields: ["Nadia Voss"], now })).toBe(100);
  });
  it("takes the best field", () => {
    expect(searchRelevance({ query: "berg", fields: ["Nadia Voss", "Nadia Vossberg"], now })).toBe(60);
  });
  it("applies the verified multiplier 1.2", () => {
    expect(searchRelevance({ query: "dia", fields: ["Nadia Voss"], verified: true, now })).toBe(72);
    expect(searchRelevance({ query: "voss techno", fields: ["Nadia Voss"], verified: true, now })).toBe(48);
  });
  it("applies the recent multiplier 1.1 within 30 days only", () => {
    expect(searchRelevance({ query: "dia", fields: ["Nadia Voss"], date: daysAgo(29), now })).toBe(66);
    expect(searchRelevance({ query: "dia", fields: ["Nadia Voss"], date: daysAgo(31), now })).toBe(60);
  });
  it("multiplies both and stays within the cap", () => {
    expect(searchRelevance({ query: "dia", fields: ["Nadia Voss"], verified: true, date: daysAgo(1), now })).toBe(79.2);
    expect(
      searchRelevance({ query: "voss techno", fields: ["Nadia Voss"], verified: true, date: daysAgo(1), now }),
    ).toBe(52.8);
  });
  it("is 0 without a match, whatever the multipliers", () => {
    expect(searchRelevance({ query: "zzz", fields: ["Nadia Voss"], verified: true, date: daysAgo(1), now })).toBe(0);
  });
});

describe("helpers", () => {
  it("splits words on whitespace only", () => {
    expect(searchWords(" Kairo-Blaze  São\nPaulo ")).toEqual(["kairo-blaze", "são", "paulo"]);
    expect(searchWords("Nadia\tVoss\u00a0Live\r\nSet")).toEqual(["nadia", "voss", "live", "set"]);
    // Rarer Unicode spaces stay inside a word, as in the database's version of the rule.
    expect(searchWords("Nadia\u2003Voss")).toEqual(["nadia\u2003voss"]);
    expect(matchScore("voss", "Nadia\u00a0Vossberg")).toBe(RELEVANCE.contains);
    expect(matchScore("live voss", "Nadia\u00a0Vossberg")).toBe(RELEVANCE.wordStart);
    expect(matchScore("live voss", "Nadia\u2003Vossberg")).toBe(0);
  });
  it("treats future dates as not recent", () => {
    expect(isRecent(new Date(now.getTime() + 86_400_000), now)).toBe(false);
    expect(isRecent("not a date", now)).toBe(false);
  });
  it("cuts snippets at 150 characters on a word boundary and strips tags", () => {
    const long = `<p>${"word ".repeat(60)}</p>`;
    const snippet = searchSnippet(long, SEARCH_SNIPPET_MAX_CHARS) ?? "";
    expect(snippet.length).toBeLessThanOrEqual(150);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet).not.toContain("<");
    expect(searchSnippet("short", 150)).toBe("short");
    expect(searchSnippet("   ", 150)).toBeNull();
  });
});
