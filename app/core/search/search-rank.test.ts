import { describe, expect, it } from "vitest";
import { foldSearchText } from "./search-fold";
import {
  cleanSearchInput,
  compareRowRanks,
  hasWordStart,
  prepareRankQuery,
  RANK_TIER,
  type RowRank,
  rankRow,
  WORD_SCALE,
} from "./search-rank";

/** A DJ's searched fields as the index holds them: stage name, real name, genres, location (folded). */
const dj = (name: string, real: string, genres: string[], city: string) =>
  [name, real, genres.join(" / "), city].map((f) => foldSearchText(f));
const TYPO_FIELDS = [true, true, true, true];

const nadia = dj("Nadia Voss", "Nadia Vossberg", ["Techno", "Industrial"], "Berlin, Germany");
const ines = dj("Inés Vidal", "Inés Vidal Ortega", ["Melodic Techno", "Progressive House"], "Barcelona, Spain");
const aydin = dj("Aydın Kaya", "Aydın Kaya", ["Minimal", "Techno"], "Berlin, Germany");
const ellis = dj("Ellis Crane", "Ellis Crane", ["Drum & Bass", "Jungle"], "London, UK");
const kairo = dj("Kairo Blaze", "Kayode Adebayo", ["Afro House", "Amapiano"], "Lagos, Nigeria");

const rank = (query: string, fields: string[]) => rankRow(prepareRankQuery(query), fields, TYPO_FIELDS);

describe("prepareRankQuery", () => {
  it("folds, reads aliases and splits words", () => {
    expect(prepareRankQuery("  Inés  ")).toEqual({ text: "ines", texts: ["ines"], words: ["ines"], multiWord: false });
    expect(prepareRankQuery("DnB")).toEqual({
      text: "drum & bass",
      texts: ["drum & bass", "dnb"],
      words: ["drum", "&", "bass", "dnb"],
      multiWord: true,
    });
    expect(prepareRankQuery("techno   berlin").text).toBe("techno berlin");
  });
});

describe("rankRow", () => {
  it("finds accented names without accents, and the other way round", () => {
    expect(rank("Ines Vidal", ines)).toEqual({ tier: RANK_TIER.exact, field: 0, words: WORD_SCALE });
    expect(rank("aydin", aydin)?.tier).toBe(RANK_TIER.startsWith);
    expect(rank("aydın", aydin)?.tier).toBe(RANK_TIER.startsWith);
  });
  it("finds DJs by genre and by the city of their location", () => {
    expect(rank("techno", nadia)).toEqual({ tier: RANK_TIER.startsWith, field: 2, words: WORD_SCALE });
    expect(rank("techno", aydin)?.tier).toBe(RANK_TIER.contains);
    expect(rank("berlin", nadia)?.field).toBe(3);
    expect(rank("techno", kairo)).toBeNull();
  });
  it("reads aliases: dnb finds drum & bass DJs, and the typed text still counts whole", () => {
    // Matched through the alias, "drum and bass" counts every word of "drum & bass", whatever "and" finds.
    expect(rank("drum and bass", ellis)?.words).toBe(WORD_SCALE);
    expect(rank("dnb london", ellis)?.words).toBe(WORD_SCALE);
    expect(rank("dnb london", nadia)).toBeNull();
    expect(rank("dnb", ellis)).toEqual({ tier: RANK_TIER.startsWith, field: 2, words: WORD_SCALE });
    const blockParty = ["block party nyc", "hip hop, house and everything in between"];
    expect(rankRow(prepareRankQuery("Block Party NYC"), blockParty)).toEqual({
      tier: RANK_TIER.exact,
      field: 0,
      words: WORD_SCALE,
    });
    expect(rank("dnb", nadia)).toBeNull();
  });
  it("counts matched words of a combined query", () => {
    expect(rank("techno berlin", nadia)?.words).toBe(WORD_SCALE);
    expect(rank("techno berlin", ines)?.words).toBe(WORD_SCALE / 2);
    expect(rank("techno berlin", kairo)).toBeNull();
  });
  it("tolerates typos in names, ranking typo-only rows last", () => {
    expect(rank("elils crane", ellis)).toEqual({ tier: RANK_TIER.word, field: 0, words: WORD_SCALE });
    expect(rank("nadai", nadia)).toEqual({ tier: RANK_TIER.typo, field: 0, words: WORD_SCALE });
    expect(rank("nadia vos", nadia)?.words).toBe(WORD_SCALE);
    expect(rank("elils crane", kairo)).toBeNull();
    expect(rank("nadai", kairo)).toBeNull();
  });
  it("counts typos only in the fields marked for them", () => {
    expect(rankRow(prepareRankQuery("nadai"), nadia, [false, false, false, false])).toBeNull();
  });
});

describe("compareRowRanks", () => {
  const order = (rows: Array<[string, RowRank, number]>) =>
    rows.sort((a, b) => compareRowRanks(a[1], a[2], b[1], b[2])).map(([name]) => name);
  it("puts more matched words first, then exact before starts-with before contains before words", () => {
    const r = (tier: number, words = 1, field = 0): RowRank => ({ tier, field, words });
    expect(
      order([
        ["word", r(RANK_TIER.word), 0],
        ["contains", r(RANK_TIER.contains), 0],
        ["typo", r(RANK_TIER.typo), 0],
        ["starts", r(RANK_TIER.startsWith), 0],
        ["exact", r(RANK_TIER.exact), 0],
        ["two words", r(RANK_TIER.word, 2), 1],
      ]),
    ).toEqual(["two words", "exact", "starts", "contains", "word", "typo"]);
  });
  it("breaks a tier by the multiplier class, then by the field for exact and starts-with only", () => {
    const a: RowRank = { tier: RANK_TIER.startsWith, field: 1, words: 1 };
    const b: RowRank = { tier: RANK_TIER.startsWith, field: 0, words: 1 };
    expect(compareRowRanks(a, 0, b, 1)).toBeLessThan(0);
    expect(compareRowRanks(a, 0, b, 0)).toBeGreaterThan(0);
    const c: RowRank = { tier: RANK_TIER.contains, field: 2, words: 1 };
    const d: RowRank = { tier: RANK_TIER.contains, field: 0, words: 1 };
    expect(compareRowRanks(c, 0, d, 0)).toBe(0);
    const e: RowRank = { tier: RANK_TIER.word, field: 2, words: 1 };
    const f: RowRank = { tier: RANK_TIER.word, field: 0, words: 1 };
    expect(compareRowRanks(e, 0, f, 0)).toBe(0);
  });
});

describe("cleanSearchInput", () => {
  it("turns control characters into spaces and collapses whitespace", () => {
    expect(cleanSearchInput("techno\u0000\u0007\u001b[31m  berlin\u007f")).toBe("techno [31m berlin");
    expect(cleanSearchInput("\u0000\u0000")).toBe("");
    expect(prepareRankQuery("\u0000").text).toBe("");
  });
});

describe("hasWordStart", () => {
  it("finds word starts and whole words as splitting on the word separators would", () => {
    expect(hasWordStart("nadia voss", "vo")).toBe(true);
    expect(hasWordStart("nadia voss", "oss")).toBe(false);
    expect(hasWordStart("kairo-blaze", "blaze")).toBe(false);
    expect(hasWordStart("techno / industrial", "indus")).toBe(true);
    expect(hasWordStart("a\u00a0b", "b")).toBe(true);
    expect(hasWordStart("ellis crane", "crane", true)).toBe(true);
    expect(hasWordStart("ellis cranes", "crane", true)).toBe(false);
    expect(hasWordStart("xcrane crane", "crane", true)).toBe(true);
    expect(hasWordStart("anything", "")).toBe(false);
  });
  it("gives rankRow the same answer with looked-up typo words as with measured ones", () => {
    const q = prepareRankQuery("elils crane");
    const looked = {
      ...q,
      typoWords: new Map([
        ["elils", new Set(["ellis"])],
        ["crane", new Set<string>()],
      ]),
    };
    expect(rankRow(looked, ellis, TYPO_FIELDS)).toEqual(rankRow(q, ellis, TYPO_FIELDS));
    expect(rankRow(looked, kairo, TYPO_FIELDS)).toEqual(rankRow(q, kairo, TYPO_FIELDS));
  });
});

describe("body-only matches", () => {
  // An article's fields: title, excerpt, content (the body), category, tags.
  const BODY = [false, false, true, false, false];
  const TYPOS = [true, false, false, true, true];
  const article = (title: string, content: string, category = "scene") => [
    title,
    "an excerpt",
    content,
    category,
    null,
  ];
  const techno = prepareRankQuery("techno");
  it("puts an article matched in its title before one matched only in its body, whatever the tiers", () => {
    const inTitle = rankRow(techno, article("inside tbilisi's techno underground", "tunnels and queues"), TYPOS, BODY);
    const inBody = rankRow(techno, article("how amapiano took over", "techno starts the story"), TYPOS, BODY);
    expect(inTitle?.body).toBe(0);
    expect(inBody?.body).toBe(1);
    // The body starts with the query (a better tier), the title only contains it: the title still wins.
    expect(inBody?.tier).toBeLessThan(inTitle?.tier ?? 0);
    expect(compareRowRanks(inTitle as RowRank, 1, inBody as RowRank, 0)).toBeLessThan(0);
  });
  it("counts the category and tags as the article's heading, and leaves rows without body fields as they were", () => {
    expect(rankRow(techno, article("a night out", "more techno", "techno"), TYPOS, BODY)?.body).toBe(0);
    expect(rankRow(techno, article("a night out", "more techno"), TYPOS)).not.toHaveProperty("body");
  });
});
