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
  const ascii = PRINTABLE_ASCII.test(name);
  const words = ascii ? asciiWords(name) : unicodeWords(name);
  if (words.length === 0) return "?";
  const turkish = !ascii && looksTurkish(name);
  if (!ascii && startsWithCjk(words[0])) return graphemes(words.join("")).slice(0, 2).join("");
  if (words.length === 1) return upper(graphemes(words[0]).slice(0, 2).join(""), turkish);
  const chosen = pick === "first-last" ? [words[0], words[words.length - 1]] : words.slice(0, Math.max(1, max));
  return chosen.map((w) => upper(graphemes(w)[0], turkish)).join("");
}

/**
 * Most names are plain ASCII ("Ellis Crane"). For them the Unicode rules below reduce to these ASCII classes, and
 * the Unicode property patterns and NFKC, which cost a phone's browser a few milliseconds to set up on first use
 * while a page hydrates (issue 16), are skipped. `initials.test.ts` checks that both ways agree.
 */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function asciiWords(name: string): string[] {
  return name
    .replace(/[^A-Za-z0-9 &-]/g, " ")
    .split(/[ -]+/)
    .filter((w) => /[A-Za-z0-9&]/.test(w));
}

function unicodeWords(name: string): string[] {
  // NFKC: full-width and compatibility letters ("ＤＪ") read as their plain form; marks stay with their letter.
  return name
    .normalize("NFKC")
    .replace(/[^\p{L}\p{M}\p{N}\s&-]/gu, " ")
    .split(/[\s-]+/)
    .map((w) => w.replace(/^\p{M}+/u, "")) // a stray mark before a word has no letter to sit on
    .filter((w) => /[\p{L}\p{N}&]/u.test(w));
}
