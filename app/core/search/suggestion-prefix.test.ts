import { describe, expect, it } from "vitest";
import { buildPrefixTable, compareCodePoints, matchPrefix, type PrefixEntry } from "./suggestion-prefix";

/** An entry lowered the simple way (the server loads the database's own lowering). */
function entry(name: string, id = name): PrefixEntry {
  const first = name.toLowerCase();
  const space = name.indexOf(" ");
  return { first, second: space < 0 ? first : name.slice(space + 1).toLowerCase(), id };
}

const texts = (found: Array<{ entry: PrefixEntry; rank: number }>) => found.map((f) => `${f.entry.first}:${f.rank}`);

describe("compareCodePoints (the database's ~<~ byte order)", () => {
  it("orders like UTF-8 bytes, shorter prefix first", () => {
    expect(compareCodePoints("abc", "abd")).toBe(-1);
    expect(compareCodePoints("abc", "abc")).toBe(0);
    expect(compareCodePoints("ab", "abc")).toBe(-1);
    expect(compareCodePoints("b", "abc")).toBe(1);
  });

  it("puts characters above U+FFFF after U+E000–U+FFFF, as their code points are (UTF-16 units would not)", () => {
    const emoji = "\u{1F3A7}"; // headphones, a surrogate pair
    const privateUse = "\uE000";
    expect(emoji < privateUse).toBe(true); // UTF-16 code units
    expect(compareCodePoints(emoji, privateUse)).toBe(1);
    expect(compareCodePoints(privateUse, emoji)).toBe(-1);
    const sorted = ["\uFFFD", emoji, "z", "\u00e9"].sort(compareCodePoints);
    expect(sorted).toEqual(["z", "\u00e9", "\uFFFD", emoji]);
    expect(sorted.map((s) => Buffer.from(s))).toEqual(
      ["z", "\u00e9", "\uFFFD", emoji].map((s) => Buffer.from(s)).sort(Buffer.compare),
    );
  });
});

describe("matchPrefix (spec §7 suggestions: names starting with the text, then second words)", () => {
  const table = buildPrefixTable(
    ["Nova", "Felix Aurel", "Aurora", "Aura Nights", "Au Pair", "Nova Aurelia", "Kairo", "Echo Aurel"].map((n) =>
      entry(n),
    ),
  );

  it("lists names starting with the text in name order, then names whose second word does", () => {
    expect(texts(matchPrefix(table, "au", 10))).toEqual([
      "au pair:0",
      "aura nights:0",
      "aurora:0",
      "echo aurel:1",
      "felix aurel:1",
      "nova aurelia:1",
    ]);
  });

  it("stops at the limit, filling with second words only when prefixes leave room", () => {
    expect(texts(matchPrefix(table, "au", 2))).toEqual(["au pair:0", "aura nights:0"]);
    expect(texts(matchPrefix(table, "au", 4))).toEqual(["au pair:0", "aura nights:0", "aurora:0", "echo aurel:1"]);
  });

  it("never lists a name twice (its first and second word both match)", () => {
    const doubled = buildPrefixTable([entry("Nova Novak"), entry("Nova")]);
    expect(texts(matchPrefix(doubled, "nov", 5))).toEqual(["nova:0", "nova novak:0"]);
  });

  it("matches nothing for an unknown prefix or past the last name", () => {
    expect(matchPrefix(table, "zz", 5)).toEqual([]);
    expect(matchPrefix(table, "nova aurelia x", 5)).toEqual([]);
    expect(matchPrefix(buildPrefixTable([]), "au", 5)).toEqual([]);
  });

  it("matches the whole text, spaces included", () => {
    expect(texts(matchPrefix(table, "felix a", 5))).toEqual(["felix aurel:0"]);
  });

  it("orders equal names by id", () => {
    const twins = buildPrefixTable([entry("Kai", "b"), entry("Kai", "a")]);
    expect(matchPrefix(twins, "ka", 5).map((f) => f.entry.id)).toEqual(["a", "b"]);
  });
});
