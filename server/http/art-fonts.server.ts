import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { DISPLAY_FONT, TEXT_FONT } from "~/core/site/art-scene";

/**
 * The static WOFF files satori sets the artwork with (decision 060): satori reads neither WOFF2 nor variable fonts,
 * and draws a glyph no font has as nothing, so Latin (with Turkish and the other extended letters), Cyrillic and
 * Greek come from Space Grotesk and Inter, and Japanese from Noto Sans JP — whose hundred-odd subsets are loaded
 * only when a text needs one (the subset files' unicode-range in @fontsource's CSS says which).
 */

const require = createRequire(import.meta.url);

export interface ArtFont {
  name: string;
  data: Buffer;
  weight: 400 | 500 | 700;
  style: "normal";
}

function fontDir(pkg: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "files");
}

function load(pkg: string, file: string, name: string, weight: ArtFont["weight"]): ArtFont {
  return { name, weight, style: "normal", data: readFileSync(path.join(fontDir(pkg), file)) };
}

let base: ArtFont[] | null = null;

/** Space Grotesk 500/700 (display) and Inter 700 (small type; Cyrillic and Greek for both), loaded once. */
export function baseArtFonts(): ArtFont[] {
  if (base) return base;
  const fonts: ArtFont[] = [];
  // satori keeps one face per family name and weight, and falls back through the other families in the order
  // they were added: so every subset is its own family, Space Grotesk's before Inter's.
  for (const subset of ["latin", "latin-ext"]) {
    const name = subset === "latin" ? DISPLAY_FONT : `${DISPLAY_FONT} ${subset}`;
    for (const weight of [700, 500] as const) {
      fonts.push(load("@fontsource/space-grotesk", `space-grotesk-${subset}-${weight}-normal.woff`, name, weight));
    }
  }
  for (const subset of ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek"]) {
    const name = subset === "latin" ? TEXT_FONT : `${TEXT_FONT} ${subset}`;
    fonts.push(load("@fontsource/inter", `inter-${subset}-700-normal.woff`, name, 700));
  }
  base = fonts;
  return fonts;
}

interface Subset {
  file: string;
  ranges: [number, number][];
}

let japaneseSubsets: Subset[] | null = null;

/** @fontsource/noto-sans-jp's 700 subsets with the code points each covers, from its CSS. */
function notoSubsets(): Subset[] {
  if (japaneseSubsets) return japaneseSubsets;
  const css = readFileSync(path.join(path.dirname(fontDir("@fontsource/noto-sans-jp")), "700.css"), "utf8");
  const subsets: Subset[] = [];
  for (const face of css.split("@font-face").slice(1)) {
    const file = /url\(\.\/files\/([^)]+?\.woff)\)/.exec(face)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(",").map((part) => {
      const [lo, hi] = part.trim().replace(/^U\+/i, "").split("-");
      return [Number.parseInt(lo, 16), Number.parseInt(hi ?? lo, 16)] as [number, number];
    });
    subsets.push({ file, ranges });
  }
  japaneseSubsets = subsets;
  return subsets;
}

const loadedJapanese = new Map<string, ArtFont>();

/** Code points Latin/Cyrillic fonts do not have: CJK, kana, full-width forms. */
const NEEDS_JAPANESE = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u{20000}-\u{3fffd}]/u;

/** The Noto Sans JP subsets `text` needs (none for text without CJK). */
export function japaneseFontsFor(text: string): ArtFont[] {
  if (!NEEDS_JAPANESE.test(text)) return [];
  const wanted = new Set<string>();
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0x2e80) continue;
    const subset = notoSubsets().find((s) => s.ranges.some(([lo, hi]) => cp >= lo && cp <= hi));
    if (subset) wanted.add(subset.file);
  }
  return [...wanted].map((file) => {
    let font = loadedJapanese.get(file);
    if (!font) {
      font = load("@fontsource/noto-sans-jp", file, `Noto Sans JP ${file}`, 700);
      loadedJapanese.set(file, font);
    }
    return font;
  });
}
