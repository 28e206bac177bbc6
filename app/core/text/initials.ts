/**
 * Initials of a person's or a place's name, for generated artwork and avatars. Always taken from the name as
 * written (never from a slug, which has lost letters: "selin-ayd-n" read "SAN"). Grapheme-aware, so a letter
 * keeps its combining marks and a surrogate pair is never split.
 */
import { graphemes, looksTurkish, startsWithCjk } from "./text-script";

export interface InitialsOptions {
  /** Most initials taken from a name of several words (default 3). */
  max?: number;
  /** "leading": the first `max` words (artwork: "Low Frequency Society" → "LFS"); "first-last": the first and
   * the last word (avatars: "Anna Maria Berg" → "AB"). */
  pick?: "leading" | "first-last";
}

/**
 * Upper-cases one initial. Turkish names get Turkish casing (i → İ, ı → I); every other name a fixed
 * locale, never the runtime's default, so the server and the browser render the same text.
 */
function upper(text: string, turkish: boolean): string {
  return text.toLocaleUpperCase(turkish ? "tr" : "en");
}

/**
 * "Selin Aydın" → "SA", "Дмитрий Кузнецов" → "ДК", "Kairo" → "KA", "Drum & Bass" → "D&B".
 * Chinese, Japanese and Korean names are not abbreviated to initials in their own writing: they show their
 * first two characters, spaces ignored ("田中 フミヤ" → "田中", "ケンイシイ" → "ケン").
 */
export function initialsOf(name: string, { max = 3, pick = "leading" }: InitialsOptions = {}): string {
  // NFKC: full-width and compatibility letters ("ＤＪ") read as their plain form; marks stay with their letter.
  const text = PRINTABLE_ASCII.test(name) ? name : name.normalize("NFKC");
  const latin = LATIN_TEXT.test(text);
  const words = latin ? latinWords(text) : unicodeWords(text);
  if (words.length === 0) return "?";
  const turkish = looksTurkish(name);
  if (!latin && startsWithCjk(words[0])) return graphemes(words.join("")).slice(0, 2).join("");
  if (words.length === 1) return upper(graphemes(words[0]).slice(0, 2).join(""), turkish);
  const chosen = pick === "first-last" ? [words[0], words[words.length - 1]] : words.slice(0, Math.max(1, max));
  return chosen.map((w) => upper(graphemes(w)[0], turkish)).join("");
}

/**
 * Most names are written in Latin letters ("Ellis Crane", "Inés Vidal", "Selin Aydın"). Within printable ASCII, the
 * Latin-1 letters and Latin Extended-A and -B, every character outside A–Z, a–z and 0–9 is a letter, there are no
 * combining marks and the only space is " ", so the Unicode rules below reduce to these plain classes. The Unicode
 * property patterns cost a phone's browser milliseconds to build on first use, in the middle of a page's hydration.
 * `initials.test.ts` checks that both ways agree for every character of these ranges.
 */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const LATIN_TEXT = /^[\x20-\x7e\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]*$/;

function latinWords(text: string): string[] {
  return text
    .replace(/[^A-Za-z0-9\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f &-]/g, " ")
    .split(/[ -]+/)
    .filter((w) => /[A-Za-z0-9&\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]/.test(w));
}

function unicodeWords(text: string): string[] {
  return text
    .replace(/[^\p{L}\p{M}\p{N}\s&-]/gu, " ")
    .split(/[\s-]+/)
    .map((w) => w.replace(/^\p{M}+/u, "")) // a stray mark before a word has no letter to sit on
    .filter((w) => /[\p{L}\p{N}&]/u.test(w));
}
