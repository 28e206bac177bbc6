import { describe, expect, it } from "vitest";
import { fitText, textWidth } from "./art-fit";

const BOX = { maxWidth: 688, maxHeight: 320, maxLines: 3, maxSize: 132, minSize: 44, lineHeight: 0.98 };

describe("fitText", () => {
  it("keeps a short name at the largest size on one line", () => {
    const fitted = fitText("Nova", BOX);
    expect(fitted).toMatchObject({ lines: ["Nova"], fontSize: 132, truncated: false });
  });

  it("shrinks before it breaks a word, and wraps between words", () => {
    const fitted = fitText("Kessel Klub Nacht Silvester Spezial", BOX);
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    expect(fitted.fontSize).toBeLessThan(132);
    // Every line is made of whole words of the text.
    expect(fitted.lines.join(" ")).toBe("Kessel Klub Nacht Silvester Spezial");
  });

  it("cuts what cannot fit at the smallest size with an ellipsis", () => {
    const long = "The Very Long Name Of A Warehouse Party That Goes On And On Through The Whole Weekend Until Monday";
    const fitted = fitText(long, { ...BOX, maxLines: 2, maxHeight: 100 });
    expect(fitted.truncated).toBe(true);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1].endsWith("…")).toBe(true);
  });

  it("breaks Japanese between characters and a single over-long word between graphemes", () => {
    const jp = fitText("ケンジ・タナカの東京アンダーグラウンド", { ...BOX, maxWidth: 400 });
    expect(jp.lines.length).toBeGreaterThan(1);
    expect(jp.lines.join("")).toBe("ケンジ・タナカの東京アンダーグラウンド");
    const word = fitText("Supercalifragilisticexpialidociousnessandmore", { ...BOX, maxWidth: 300, minSize: 40 });
    for (const line of word.lines) expect(textWidth(line, word.fontSize)).toBeLessThanOrEqual(300);
  });

  it("never returns a block larger than its box, whatever the text", () => {
    const texts = [
      "Selin Aydın",
      "İstanbul Gece Kulübü",
      "Дмитрий Волков и Друзья",
      "Zoë Ørsted-Ljungqvist",
      "東京",
      "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
      "a".repeat(200),
      "🎧 Sunday Sessions 🎧",
    ];
    for (const text of texts) {
      for (const box of [
        BOX,
        { ...BOX, maxLines: 1, maxHeight: 40, maxSize: 36, minSize: 18, tracking: 0.12, upper: true },
      ]) {
        const fitted = fitText(text, box);
        expect(fitted.width, text).toBeLessThanOrEqual(box.maxWidth);
        expect(fitted.height, text).toBeLessThanOrEqual(box.maxHeight);
        expect(fitted.lines.length, text).toBeLessThanOrEqual(box.maxLines);
        expect(fitted.lines.length, text).toBeGreaterThan(0);
      }
    }
  });

  it("measures capitals and wide letters wider than narrow ones", () => {
    expect(textWidth("MW", 100)).toBeGreaterThan(textWidth("il", 100));
    expect(textWidth("東京", 100)).toBeGreaterThan(textWidth("ab", 100));
    expect(textWidth("é", 100)).toBe(textWidth("e", 100));
  });
});
