/**
 * Text fitting for the designed artwork (decision 060): a name, a lineup, a venue is shrunk, then wrapped, then cut
 * with an ellipsis — never clipped by the canvas. Widths are estimated from a per-character table that is wider
 * than the bold display faces really set (Space Grotesk, Inter, Noto Sans JP), so a line the estimate fits always
 * fits the box satori lays it out in. Pure: the same text gives the same lines on every machine.
 */

import { graphemes } from "~/core/text/text-script";

const WIDE_UPPER = new Set([..."MWÆŒ"]);
const WIDE_LOWER = new Set([..."mwæœ@%"]);
const NARROW = new Set([..."iljtfrI!|.,:;'’‘`·()[]ı"]);
const DIGITS = /^[0-9]$/;
const COMBINING = /^\p{M}$/u;
/** Han, kana, Hangul and full-width forms: one em each. */
const FULL_WIDTH =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u;

/** Advance of one grapheme in em, rounded up from the bold faces' real advances. */
export function graphemeWidthEm(g: string): number {
  const base = [...g][0] ?? "";
  if (g === " ") return 0.3;
  if (COMBINING.test(base)) return 0;
  if (FULL_WIDTH.test(base)) return 1.02;
  if (WIDE_UPPER.has(base)) return 1.0;
  if (WIDE_LOWER.has(base)) return 0.92;
  if (NARROW.has(base)) return 0.36;
  if (DIGITS.test(base)) return 0.68;
  if (base === "—" || base === "–") return 0.9;
  if (base === "…") return 0.9;
  const upper = base.toUpperCase() === base && base.toLowerCase() !== base;
  // Cyrillic, Greek and Latin capitals are about as wide; lower case a fifth narrower.
  return upper ? 0.78 : 0.64;
}

/** Width of a line in px at `fontSize`, letter-spacing `tracking` (em) after every grapheme. */
export function textWidth(text: string, fontSize: number, tracking = 0): number {
  let em = 0;
  for (const g of graphemes(text)) em += graphemeWidthEm(g) + (g === " " ? 0 : tracking);
  return em * fontSize;
}

export interface FitBox {
  maxWidth: number;
  maxHeight: number;
  maxLines: number;
  /** Largest and smallest font size tried, px. */
  maxSize: number;
  minSize: number;
  /** Line height as a factor of the font size. */
  lineHeight?: number;
  /** Letter-spacing in em. */
  tracking?: number;
  /** Set in capitals (the width is measured on the capitals). */
  upper?: boolean;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
  lineHeight: number;
  tracking: number;
  /** The widest line and the block's height, px: never more than the box. */
  width: number;
  height: number;
  /** Some words did not fit at the smallest size and ended in "…". */
  truncated: boolean;
}

/** Words to wrap between; a run of Han or kana breaks between any two characters, as Japanese sets. */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!FULL_WIDTH.test(word)) {
      out.push(word);
      continue;
    }
    let run = "";
    for (const g of graphemes(word)) {
      if (FULL_WIDTH.test(g)) {
        if (run) out.push(run);
        out.push(`\u0000${g}`);
        run = "";
      } else run += g;
    }
    if (run) out.push(run);
  }
  return out;
}

/** Joins a token to a line: a space between words, nothing before or after a full-width character. */
function join(line: string, token: string): string {
  const glued = token.startsWith("\u0000");
  const bare = glued ? token.slice(1) : token;
  if (!line) return bare;
  const lastFull = FULL_WIDTH.test([...line].at(-1) ?? "");
  return glued || lastFull ? `${line}${bare}` : `${line} ${bare}`;
}

/** Greedy wrap; a word wider than the box is broken between graphemes (and `broken` says so). */
function wrap(text: string, size: number, box: FitBox): string[] & { broken?: boolean } {
  const tracking = box.tracking ?? 0;
  const fits = (s: string) => textWidth(s, size, tracking) <= box.maxWidth;
  const lines: string[] & { broken?: boolean } = [];
  let line = "";
  for (const token of tokens(text)) {
    const next = join(line, token);
    if (fits(next)) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    const bare = token.startsWith("\u0000") ? token.slice(1) : token;
    if (fits(bare)) {
      line = bare;
      continue;
    }
    lines.broken = true;
    for (const g of graphemes(bare)) {
      if (line && !fits(line + g)) {
        lines.push(line);
        line = "";
      }
      line += g;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** `line` shortened until `line…` fits. */
function ellipsize(line: string, size: number, box: FitBox): string {
  const parts = graphemes(line);
  for (let n = parts.length; n > 0; n--) {
    const candidate = `${parts.slice(0, n).join("").trimEnd()}…`;
    if (textWidth(candidate, size, box.tracking ?? 0) <= box.maxWidth) return candidate;
  }
  return "…";
}

/**
 * The largest size (maxSize down to minSize, a tenth at a time) at which `text` fits the box in at most maxLines
 * lines; at minSize what does not fit is cut with "…". The result never exceeds the box.
 */
export function fitText(raw: string, box: FitBox): FittedText {
  const text = (box.upper ? raw.toLocaleUpperCase("en") : raw).replace(/\s+/g, " ").trim();
  const lineHeight = box.lineHeight ?? 1;
  const tracking = box.tracking ?? 0;
  const result = (lines: string[], fontSize: number, truncated: boolean): FittedText => ({
    lines,
    fontSize,
    lineHeight,
    tracking,
    width: Math.max(0, ...lines.map((l) => textWidth(l, fontSize, tracking))),
    height: lines.length * fontSize * lineHeight,
    truncated,
  });
  if (!text) return result([], box.minSize, false);
  let size = box.maxSize;
  for (;;) {
    const allowed = Math.min(box.maxLines, Math.floor(box.maxHeight / (size * lineHeight)));
    const lines = wrap(text, size, box);
    // A smaller size comes before a word broken in two.
    if (allowed >= 1 && lines.length <= allowed && (!lines.broken || size <= box.minSize)) {
      return result(lines, size, false);
    }
    if (size <= box.minSize) {
      const keep = Math.max(1, allowed);
      const size2 = allowed >= 1 ? size : Math.floor(box.maxHeight / lineHeight);
      const cut = lines.slice(0, keep);
      cut[keep - 1] = ellipsize(lines.slice(keep - 1).join(" "), size2, box);
      return result(cut, size2, true);
    }
    size = Math.max(box.minSize, Math.floor(size * 0.9));
  }
}
