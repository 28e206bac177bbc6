/**
 * Small Unicode helpers shared by slugs (app/core/slugs.ts), initials (app/core/initials.ts) and the artwork
 * text layout (app/core/artwork-text.ts). Pure and the same on server and client, so server-rendered text
 * hydrates unchanged.
 */

const segmenter =
  typeof Intl !== "undefined" && typeof Intl.Segmenter === "function"
    ? new Intl.Segmenter("en", { granularity: "grapheme" })
    : null;

/**
 * The user-perceived characters of a text: a letter with its combining marks, a surrogate pair, an emoji
 * sequence each stay one piece, so slicing graphemes never shows half a character. Without Intl.Segmenter
 * (old engines) a code point plus its following marks is the same for every name Booth expects.
 */
export function graphemes(text: string): string[] {
  if (segmenter) return Array.from(segmenter.segment(text), (s) => s.segment);
  return text.match(/\P{M}\p{M}*|\p{M}+/gu) ?? [];
}

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
