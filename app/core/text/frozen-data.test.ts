import { describe, expect, it } from "vitest";
import { frozenDeep, isFrozenDeep } from "./frozen-data";

describe("frozen data", () => {
  it("freezes every level and marks each, so nothing in it can change", () => {
    const card = frozenDeep({ slug: "ada-lux", genres: ["Techno"], venue: { name: "Kessel" } });
    expect(isFrozenDeep(card) && isFrozenDeep(card.genres) && isFrozenDeep(card.venue)).toBe(true);
    expect(() => {
      (card.genres as string[]).push("House");
    }).toThrow(TypeError);
    expect(card.genres).toEqual(["Techno"]);
  });

  it("does not count an object frozen shallowly elsewhere, or a primitive", () => {
    const shallow = Object.freeze({ genres: ["Techno"] });
    expect(isFrozenDeep(shallow)).toBe(false);
    expect(isFrozenDeep("ada-lux")).toBe(false);
    expect(isFrozenDeep(null)).toBe(false);
  });
});
