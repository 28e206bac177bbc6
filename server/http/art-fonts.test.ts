import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { artScene } from "~/core/site/art-scene";
import {
  DEMO_DJS,
  DEMO_EVENTS,
  DEMO_NEWS,
  DEMO_NEWS_CATEGORIES,
  DEMO_PRODUCTIONS,
  DEMO_VENUES,
} from "~server/db/seed/demo-content";
import { baseArtFonts, japaneseFontsFor } from "./art-fonts.server";
import { renderArtSvg } from "./art-render.server";

// satori's own font parser (its dependency), to read each font's character map.
const opentype = createRequire(import.meta.url)("@shuding/opentype.js") as {
  parse: (data: ArrayBuffer) => { charToGlyphIndex: (ch: string) => number };
};

function parsed(data: Buffer) {
  return opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
}

/** Code points of a text no loaded font has a glyph for (satori would leave them blank). */
function missingGlyphs(text: string): string[] {
  const fonts = [...baseArtFonts(), ...japaneseFontsFor(text)].map((f) => parsed(f.data));
  const missing = new Set<string>();
  for (const ch of text) {
    if (/\s/.test(ch) || /\p{Extended_Pictographic}|\p{M}|\u200d|\ufe0f/u.test(ch)) continue;
    if (!fonts.some((font) => font.charToGlyphIndex(ch) > 0)) missing.add(ch);
  }
  return [...missing];
}

/** Every string of the demo content: names, cities, lineups, categories, headlines. */
function demoStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(demoStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(demoStrings);
  return [];
}

describe("artwork fonts", () => {
  it("have a glyph for every character of the demo content", () => {
    const all = demoStrings([DEMO_DJS, DEMO_VENUES, DEMO_EVENTS, DEMO_PRODUCTIONS, DEMO_NEWS, DEMO_NEWS_CATEGORIES]);
    expect(all.length).toBeGreaterThan(100);
    expect(missingGlyphs([...new Set(all.join(" "))].join(""))).toEqual([]);
  });

  it("have a glyph for the scripts users write: Latin with accents, Turkish, Cyrillic, Greek, Japanese", () => {
    for (const text of [
      "Zoë Ørsted Ljungqvist Ñandú Łódź Šťastný",
      "Selin Aydın İstanbul Gökçe Şahin Ağaoğlu",
      "Дмитрий Волков Київ Ёжик",
      "Αθήνα Νίκος",
      "ケンジ・タナカ 東京 大阪 渋谷の夜",
    ]) {
      expect(missingGlyphs(text), text).toEqual([]);
    }
  });

  it("are checked for real: a script none of them has is reported missing", () => {
    expect(missingGlyphs("مرحبا")).not.toEqual([]);
  });

  it("load a Japanese subset only for text that has Japanese", () => {
    expect(japaneseFontsFor("Selin Aydın")).toEqual([]);
    expect(japaneseFontsFor("東京").length).toBeGreaterThan(0);
  });

  it("set a demo DJ's sleeve and a Japanese name as outlines", async () => {
    const dj = DEMO_DJS[0];
    const scene = artScene("dj", "nadia-voss", { label: dj.name, place: dj.city, genres: dj.genres });
    const svg = await renderArtSvg(scene.root, scene.width, scene.height);
    expect(svg).toContain("<path");
    const jp = artScene("dj", "kenji", { label: "ケンジ・タナカ" });
    const jpSvg = await renderArtSvg(jp.root, jp.width, jp.height);
    expect(jpSvg.length).toBeGreaterThan(svg.length / 4);
  });
});
