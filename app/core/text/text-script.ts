/**
 * Small Unicode helpers shared by slugs (app/core/text/slugs.ts), initials (app/core/text/initials.ts) and the artwork
 * text layout (app/core/site/artwork-text.ts). Pure and the same on server and client, so server-rendered text
 * hydrates unchanged.
 */

// Made on first use: building a segmenter loads the engine's break rules, which cost a phone tens of milliseconds
// while the page's code starts, and names made of plain Latin letters never need one.
let segmenter: Intl.Segmenter | null | undefined;

function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== "undefined" && typeof Intl.Segmenter === "function"
        ? new Intl.Segmenter("en", { granularity: "grapheme" })
        : null;
  }
  return segmenter;
}

/**
 * The user-perceived characters of a text: a letter with its combining marks, a surrogate pair, an emoji
 * sequence each stay one piece, so slicing graphemes never shows half a character. Without Intl.Segmenter
 * (old engines) a code point plus its following marks is the same for every name Booth expects.
 *
 * Every DJ card and news card asks this of the same few hundred names on every render, and a segmenter pass
 * costs microseconds per call (it was 4 % of the CPU of a home-page render). So text made only of
 * characters that never join a neighbour (printable ASCII, Latin-1, Latin Extended A/B: no combining marks, no
 * surrogates, no joiners) is split per code unit, and other answers are remembered. The arrays are shared:
 * read-only.
 */
export function graphemes(text: string): readonly string[] {
  if (NEVER_JOINS.test(text)) return text.split("");
  const known = remembered.get(text);
  if (known) return known;
  const splitter = graphemeSegmenter();
  const parts = Object.freeze(
    splitter ? Array.from(splitter.segment(text), (s) => s.segment) : (text.match(/\P{M}\p{M}*|\p{M}+/gu) ?? []),
  );
  if (remembered.size >= REMEMBERED_MAX) remembered.clear();
  remembered.set(text, parts);
  return parts;
}

const NEVER_JOINS = /^[\u0020-\u007e\u00a0-\u02ff]*$/;
const REMEMBERED_MAX = 2000;
const remembered = new Map<string, readonly string[]>();

/**
 * Letters written only in Turkish (and Azerbaijani) among the Latin scripts. Their presence picks the Turkish
 * rules: ö/ü transliterate to o/u (not German oe/ue) and i upper-cases to İ. A Turkish name without any of them
 * ("Mehmet Öz") cannot be told from German, so it gets the default rules; that is a guess, never an error.
 */
const TURKISH_LETTERS = /[ıİğĞşŞ]/u;

export function looksTurkish(text: string): boolean {
  return TURKISH_LETTERS.test(text);
}

/** Scripts that write names without initials (Chinese, Japanese, Korean): the name's first characters stand in. */
const NO_INITIALS_SCRIPT =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u;

export function startsWithCjk(text: string): boolean {
  return NO_INITIALS_SCRIPT.test(text);
}
