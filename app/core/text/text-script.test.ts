import { describe, expect, it } from "vitest";
import { graphemes } from "./text-script";

describe("graphemes", () => {
  it("splits plain Latin text per character", () => {
    expect(graphemes("Inés Vidal")).toEqual(["I", "n", "é", "s", " ", "V", "i", "d", "a", "l"]);
  });

  it("keeps a letter with its combining mark, a surrogate pair and an emoji sequence whole", () => {
    const decomposed = "Ine\u0301s";
    expect(graphemes(decomposed)).toEqual(["I", "n", "e\u0301", "s"]);
    expect(graphemes("DJ 𝄞")).toEqual(["D", "J", " ", "𝄞"]);
    expect(graphemes("👩‍🎤x")).toEqual(["👩‍🎤", "x"]);
    expect(graphemes("ก่อน")).toEqual(["ก่", "อ", "น"]);
  });

  it("answers the same text the same way when asked again (remembered answers are not changed by callers)", () => {
    const first = graphemes("Zoë 🎧 Ōkami");
    expect(() => (first as string[]).push("x")).toThrow();
    expect(graphemes("Zoë 🎧 Ōkami")).toEqual(["Z", "o", "ë", " ", "🎧", " ", "Ō", "k", "a", "m", "i"]);
  });
});
