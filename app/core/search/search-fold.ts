/**
 * Accent and case folding for search: "Ines Vidal" finds "Inés Vidal", "Aydin" finds "Aydın", "koln" finds
 * "Köln". The rule is a fixed character table rather than "NFD, then drop the marks", because the database has
 * to apply the very same rule (server/domain/search/search-sql.server.ts spells it as `translate()` and
 * `replace()` over `lower()`), and because some letters carry no separable mark: the Turkish dotless ı, ø, ł, đ
 * and ħ do not decompose, so NFD alone would leave "aydın" apart from "aydin".
 *
 * Every character is lowered first (JavaScript's `toLowerCase` here, the database's `lower()` there); the table
 * then maps each accented lowercase Latin letter to its base letter, deletes the combining marks U+0300–U+036F
 * (a name typed in decomposed form), and spells out the four letters that fold to two (ß, æ, œ, þ).
 */

/** Letters with no decomposition that readers still treat as a base letter with a mark. */
const SPECIAL_LETTERS: ReadonlyArray<readonly [string, string]> = [
  ["ı", "i"],
  ["ø", "o"],
  ["ł", "l"],
  ["đ", "d"],
  ["ħ", "h"],
  ["ŧ", "t"],
  ["ŀ", "l"],
  ["ƀ", "b"],
  ["ƒ", "f"],
  ["ð", "d"],
];

/** Letters that fold to two letters: applied after the one-to-one table (the database's `replace()`). */
export const FOLD_EXPANSIONS: ReadonlyArray<readonly [string, string]> = [
  ["ß", "ss"],
  ["æ", "ae"],
  ["œ", "oe"],
  ["þ", "th"],
];

function buildTable(): { from: string; to: string; marks: string } {
  let from = "";
  let to = "";
  // Latin-1 Supplement, Latin Extended-A and -B: each lowercase letter whose NFD is one ASCII letter plus marks.
  for (let code = 0xc0; code <= 0x24f; code++) {
    const letter = String.fromCodePoint(code);
    if (letter !== letter.toLowerCase()) continue;
    const base = letter.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    if (base.length === 1 && base !== letter && /^[a-z]$/.test(base)) {
      from += letter;
      to += base;
    }
  }
  for (const [letter, base] of SPECIAL_LETTERS) {
    if (!from.includes(letter)) {
      from += letter;
      to += base;
    }
  }
  let marks = "";
  for (let code = 0x300; code <= 0x36f; code++) marks += String.fromCodePoint(code);
  return { from, to, marks };
}

const TABLE = buildTable();

/**
 * The one-to-one table as the database's `translate(text, from, to)` takes it: `FOLD_FROM` is longer than
 * `FOLD_TO` by the combining marks at its end, which `translate` deletes.
 */
export const FOLD_FROM = TABLE.from + TABLE.marks;
export const FOLD_TO = TABLE.to;

const MAP = new Map<string, string>();
for (let i = 0; i < TABLE.from.length; i++) MAP.set(TABLE.from[i], TABLE.to[i]);
for (const mark of TABLE.marks) MAP.set(mark, "");
for (const [letter, spelled] of FOLD_EXPANSIONS) MAP.set(letter, spelled);

const NEEDS_FOLDING = new RegExp(`[${[...MAP.keys()].join("")}]`, "u");

/** The text lowered and folded: what search compares, on both sides of every match. */
export function foldSearchText(text: string): string {
  const lower = text.toLowerCase();
  if (!NEEDS_FOLDING.test(lower)) return lower;
  let out = "";
  for (const char of lower) out += MAP.get(char) ?? char;
  return out;
}

/** Folds text the database has already lowered (the in-memory rows), without lowering it again. */
export function foldLoweredText(lower: string): string {
  if (!NEEDS_FOLDING.test(lower)) return lower;
  let out = "";
  for (const char of lower) out += MAP.get(char) ?? char;
  return out;
}
