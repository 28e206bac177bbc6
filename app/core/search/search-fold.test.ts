import { describe, expect, it } from "vitest";
import { FOLD_FROM, FOLD_TO, foldLoweredText, foldSearchText } from "./search-fold";

describe("foldSearchText", () => {
  it("drops accents and case from demo names", () => {
    expect(foldSearchText("Inés Vidal")).toBe("ines vidal");
    expect(foldSearchText("São Paulo, Brazil")).toBe("sao paulo, brazil");
    expect(foldSearchText("Köln")).toBe("koln");
    expect(foldSearchText("Zürich")).toBe("zurich");
    expect(foldSearchText("Björk Ødegård")).toBe("bjork odegard");
  });
  it("folds letters NFD leaves alone: Turkish dotless ı, Polish ł, Croatian đ", () => {
    expect("ı".normalize("NFD")).toBe("ı");
    expect(foldSearchText("Aydın Kaya")).toBe("aydin kaya");
    expect(foldSearchText("Łukasz Wróbel")).toBe("lukasz wrobel");
    expect(foldSearchText("Đorđe")).toBe("dorde");
  });
  it("spells out letters that fold to two", () => {
    expect(foldSearchText("Straße")).toBe("strasse");
    expect(foldSearchText("Æther Œuvre")).toBe("aether oeuvre");
  });
  it("removes combining marks of decomposed input, so both forms fold alike", () => {
    const decomposed = "Inés".normalize("NFD");
    expect(decomposed).not.toBe("Inés");
    expect(foldSearchText(decomposed)).toBe("ines");
  });
  it("leaves what it does not know: digits, punctuation, other scripts, emoji", () => {
    expect(foldSearchText("R&B 2-Step")).toBe("r&b 2-step");
    expect(foldSearchText("Москва 東京 🎧")).toBe("москва 東京 🎧");
  });
  it("foldLoweredText folds without lowering again", () => {
    expect(foldLoweredText("inés")).toBe("ines");
    expect(foldLoweredText("abc")).toBe("abc");
  });
  it("gives the database one table: one-to-one letters, then the marks translate() deletes", () => {
    const marks = 0x36f - 0x300 + 1;
    expect(FOLD_FROM.length).toBe(FOLD_TO.length + marks);
    expect(FOLD_FROM.slice(FOLD_TO.length)).toBe(
      Array.from({ length: marks }, (_, i) => String.fromCodePoint(0x300 + i)).join(""),
    );
    // Each mapped letter goes to one ASCII letter, and the same rule as foldSearchText.
    for (let i = 0; i < FOLD_TO.length; i++) {
      expect(FOLD_TO[i]).toMatch(/^[a-z]$/);
      expect(foldSearchText(FOLD_FROM[i])).toBe(FOLD_TO[i]);
    }
    expect(FOLD_FROM).toContain("ı");
    expect(FOLD_FROM).toContain("é");
  });
});
