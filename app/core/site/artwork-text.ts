/**
 * Where the text of a generated artwork (app/core/site/artwork.ts) goes and how big it is, so that it is always
 * whole on screen. An SVG shown through <img> cannot use the page's web fonts: the browser draws it with a
 * system sans, which can be much wider than the design font (DejaVu Sans Bold on Linux: ≈ 0.64 em per
 * lowercase letter, W and Щ over 1.1 em). And pages crop the artwork with object-fit: cover — square
 * thumbnails (search results, suggestions) keep only the middle 56 % of a 16:9 news or venue image.
 * So text is measured with conservative per-character widths and kept inside the safe area: the centred
 * square every crop in use keeps, minus a margin.
 */
import { graphemes } from "~/core/text/text-script";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Share of the centred square left free on each side (rounded thumbnail corners, breathing room). */
const SAFE_MARGIN = 0.08;

/**
 * The part of a w×h artwork that stays visible in every place it is shown: the native ratio (home news strip,
 * profile photo) and a square crop (search result and suggestion thumbnails), inset by SAFE_MARGIN.
 */
export function artworkSafeArea(w: number, h: number): Box {
  const side = Math.min(w, h) * (1 - 2 * SAFE_MARGIN);
  return { x: (w - side) / 2, y: (h - side) / 2, width: side, height: side };
}

const NARROW = /^[iIjJlıfrt.,:;'’‘!|/\\[\]()]/u;
const WIDE = /^[mwMW%@—…æœжфшщыюФЫ]/u;
const EXTRA_WIDE = /^[ÆŒЖШЩЮ]/u;
const FULL_WIDTH =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;
const EMOJI = /^\p{Extended_Pictographic}/u;

/**
 * Width of one grapheme in em, never less than DejaVu Sans Bold's (the widest sans a browser is likely to
 * fall back to; measured in Chromium): other system fonts are narrower, so text sized by it fits in all.
 */
function emWidth(grapheme: string): number {
  if (/^\s/u.test(grapheme)) return 0.36;
  if (EMOJI.test(grapheme)) return 1.3;
  if (FULL_WIDTH.test(grapheme)) return 1.05;
  if (EXTRA_WIDE.test(grapheme)) return 1.35;
  if (WIDE.test(grapheme)) return 1.12;
  if (NARROW.test(grapheme)) return 0.5;
  if (/^\p{Nd}/u.test(grapheme)) return 0.72;
  if (/^\p{Lu}/u.test(grapheme)) return 0.95;
  if (/^\p{Script=Latin}/u.test(grapheme)) return 0.74;
  return 0.9;
}

/** A conservative estimate of the rendered width of `text` at `fontSize` (letter-spacing 0). */
export function estimateTextWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const g of graphemes(text)) em += emWidth(g);
  return em * fontSize;
}

export interface TextLayout {
  lines: string[];
  fontSize: number;
  /** Baseline of each line, centred as a block on the safe area. */
  baselines: number[];
  /** Horizontal centre (text-anchor middle). */
  x: number;
  /** Extra space after each character, in px (0 for titles). */
  letterSpacing: number;
}

interface Token {
  text: string;
  spaceBefore: boolean;
}

/**
 * Break opportunities: spaces between words, and between any two characters of scripts written without
 * spaces (Chinese, Japanese, Korean), where a line may end anywhere.
 */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  let current = "";
  let space = false;
  const flush = () => {
    if (current) out.push({ text: current, spaceBefore: space });
    current = "";
    space = false;
  };
  for (const g of graphemes(text)) {
    if (/^\s/u.test(g)) {
      flush();
      space = out.length > 0;
    } else if (FULL_WIDTH.test(g)) {
      const before = space;
      flush();
      out.push({ text: g, spaceBefore: before });
    } else current += g;
  }
  flush();
  return out;
}

/** Greedy line filling; `overflow` tells whether some single token was wider than a line on its own. */
function wrap(parts: Token[], width: number, fontSize: number): { lines: string[]; overflow: boolean } {
  const lines: string[] = [];
  let line = "";
  let overflow = false;
  for (const part of parts) {
    const candidate = line ? `${line}${part.spaceBefore ? " " : ""}${part.text}` : part.text;
    if (estimateTextWidth(candidate, fontSize) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = part.text;
    if (estimateTextWidth(line, fontSize) > width) overflow = true;
  }
  if (line) lines.push(line);
  return { lines, overflow };
}

/** Splits any token wider than a line into pieces that fit (a long compound word at the smallest size). */
function splitLongTokens(parts: Token[], width: number, fontSize: number): Token[] {
  return parts.flatMap((part) => {
    if (estimateTextWidth(part.text, fontSize) <= width) return [part];
    const pieces: Token[] = [];
    let piece = "";
    for (const g of graphemes(part.text)) {
      if (piece && estimateTextWidth(piece + g, fontSize) > width) {
        pieces.push({ text: piece, spaceBefore: pieces.length === 0 ? part.spaceBefore : false });
        piece = "";
      }
      piece += g;
    }
    if (piece) pieces.push({ text: piece, spaceBefore: pieces.length === 0 ? part.spaceBefore : false });
    return pieces;
  });
}

/** The line with an ellipsis appended, shortened (by words, then characters) until it fits. */
function withEllipsis(line: string, width: number, fontSize: number): string {
  let text = line.trimEnd();
  while (text && estimateTextWidth(`${text}…`, fontSize) > width) {
    const lastSpace = text.lastIndexOf(" ");
    text = (lastSpace > 0 ? text.slice(0, lastSpace) : graphemes(text).slice(0, -1).join("")).trimEnd();
  }
  return `${text}…`;
}

export interface TitleOptions {
  maxLines: number;
  maxFontSize: number;
  minFontSize: number;
  /** Line advance in em. */
  lineHeight: number;
}

function placed(lines: string[], requestedSize: number, area: Box, lineHeight: number, tracking = 0): TextLayout {
  const fontSize = Math.floor(requestedSize);
  const advance = fontSize * lineHeight;
  const top = area.y + (area.height - advance * lines.length) / 2;
  return {
    lines,
    fontSize,
    // Within each line box the glyphs' visual middle sits about 0.35 em above the baseline.
    baselines: lines.map((_, i) => Math.round(top + advance * i + advance / 2 + fontSize * 0.35)),
    x: Math.round(area.x + area.width / 2),
    letterSpacing: Math.floor(fontSize * tracking),
  };
}

/**
 * A title set as large as it fits inside `area` on at most `maxLines` lines; when even the smallest size is
 * not enough, the last line ends with an ellipsis. Every line's estimated width stays within the area.
 */
export function layoutTitle(label: string, area: Box, options: TitleOptions): TextLayout {
  const { maxLines, maxFontSize, minFontSize, lineHeight } = options;
  const parts = tokens(label.trim().replace(/\s+/g, " "));
  if (parts.length === 0) return placed([], maxFontSize, area, lineHeight);
  const fitsHeight = (n: number, size: number) => n * size * lineHeight <= area.height;
  for (let size = maxFontSize; size > minFontSize; size *= 0.95) {
    const { lines, overflow } = wrap(parts, area.width, Math.floor(size));
    if (!overflow && lines.length <= maxLines && fitsHeight(lines.length, Math.floor(size)))
      return placed(lines, Math.floor(size), area, lineHeight);
  }
  const size = Math.floor(minFontSize);
  const { lines } = wrap(splitLongTokens(parts, area.width, size), area.width, size);
  let rows = Math.max(1, maxLines);
  while (rows > 1 && !fitsHeight(rows, size)) rows--;
  if (lines.length <= rows) return placed(lines, size, area, lineHeight);
  const shown = lines.slice(0, rows);
  shown[rows - 1] = withEllipsis(shown[rows - 1], area.width, size);
  return placed(shown, size, area, lineHeight);
}

/**
 * One short text (initials) at `fontSize`, or smaller when its estimated width would leave the area;
 * `tracking` is letter-spacing in em (counted once per character, as browsers add it after each one).
 */
export function layoutShortText(text: string, area: Box, fontSize: number, tracking = 0): TextLayout {
  const em = estimateTextWidth(text, 1) + tracking * graphemes(text).length;
  const size = em > 0 ? Math.min(fontSize, area.width / em) : fontSize;
  return placed([text], size, area, 1, tracking);
}
