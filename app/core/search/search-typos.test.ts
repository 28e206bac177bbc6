import { describe, expect, it } from "vitest";
import { allowedTypos, boundedTypoDistance, isTypoOf } from "./search-typos";

describe("boundedTypoDistance", () => {
  it("counts insertions, deletions, substitutions and neighbour swaps as one edit each", () => {
    expect(boundedTypoDistance("voss", "voss", 2)).toBe(0);
    expect(boundedTypoDistance("vos", "voss", 2)).toBe(1);
    expect(boundedTypoDistance("vosss", "voss", 2)).toBe(1);
    expect(boundedTypoDistance("vass", "voss", 2)).toBe(1);
    expect(boundedTypoDistance("elils", "ellis", 2)).toBe(1);
    expect(boundedTypoDistance("amapaino", "amapiano", 2)).toBe(1);
    expect(boundedTypoDistance("kiaro", "kairo", 2)).toBe(1);
  });
  it("stops past the bound", () => {
    expect(boundedTypoDistance("techno", "echo", 1)).toBe(2);
    expect(boundedTypoDistance("a", "abcdef", 2)).toBe(3);
    expect(boundedTypoDistance("blaze", "crane", 1)).toBe(2);
  });
});

describe("isTypoOf", () => {
  it("tolerates one edit from four letters, two from nine", () => {
    expect(allowedTypos(3)).toBe(0);
    expect(allowedTypos(4)).toBe(1);
    expect(allowedTypos(8)).toBe(1);
    expect(allowedTypos(9)).toBe(2);
    expect(isTypoOf("nadai", "nadia")).toBe(true);
    expect(isTypoOf("elils", "ellis")).toBe(true);
    expect(isTypoOf("technoo", "techno")).toBe(true);
    expect(isTypoOf("berln", "berlin")).toBe(true);
    expect(isTypoOf("johannesbrug", "johannesburg")).toBe(true);
  });
  it("is not a typo: the same word, short words, another first letter, too far", () => {
    expect(isTypoOf("voss", "voss")).toBe(false);
    expect(isTypoOf("vos", "voss")).toBe(false);
    expect(isTypoOf("techno", "echo")).toBe(false);
    expect(isTypoOf("ellis", "wellis")).toBe(false);
    expect(isTypoOf("nadia", "nacho")).toBe(false);
  });
});
