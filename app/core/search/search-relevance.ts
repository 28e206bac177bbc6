import { foldSearchText } from "./search-fold";

/**
 * Spec §9 relevance: exact match 100 × 2, starts with 80 × 1.5, contains 60 × 1, any word starting 40;
 * verified multiplier 1.2; recent (within 30 days) multiplier 1.1; capped at 100.
 *
 * This is the rule. server/domain/search/search-sql.server.ts translates the same constants into SQL so the
 * database can order 100 k rows by it; an integration test checks both agree.
 */

export const RELEVANCE = {
  exact: 100 * 2,
  startsWith: 80 * 1.5,
  contains: 60 * 1,
  wordStart: 40,
  verifiedMultiplier: 1.2,
  recentMultiplier: 1.1,
  recentWindowMs: 30 * 24 * 60 * 60 * 1000,
  cap: 100,
} as const;

/**
 * What separates words for the "any word starting" rule: ASCII whitespace and the no-break space. Punctuation
 * stays inside a word ("kairo-blaze" is one word). Rarer Unicode spaces (U+1680, U+2000–U+200A, U+3000, …)
 * stay inside a word too: the database's version of the rule (search-sql.server.ts) names these characters in
 * a regular expression, and pg_trgm can only turn it into an index lookup of word starts when every one of them
 * is a character it knows to be a word boundary, which those are not (decision 011).
 */
export const WORD_SEPARATORS = " \t\n\v\f\r\u00a0";
const SEPARATOR_RUN = new RegExp(`[${WORD_SEPARATORS}]+`);

/** Words for the "any word starting" rule, lowercased. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().split(SEPARATOR_RUN).filter(Boolean);
}

/**
 * How well one text matches the query, before multipliers: the first rule that holds wins. "Any word
 * starting" covers queries that are not contained as a whole, e.g. "nadia techno" against "Nadia Voss".
 */
export function matchScore(query: string, text: string | null | undefined): number {
  // Accents and case never matter (search-fold.ts): "ines vidal" is an exact match of "Inés Vidal".
  const q = foldSearchText(query.trim());
  const t = foldSearchText(text ?? "");
  if (!q || !t) return 0;
  if (t === q) return RELEVANCE.exact;
  if (t.startsWith(q)) return RELEVANCE.startsWith;
  if (t.includes(q)) return RELEVANCE.contains;
  const textWords = searchWords(t);
  const anyWordStarts = searchWords(q).some((w) => textWords.some((tw) => tw.startsWith(w)));
  return anyWordStarts ? RELEVANCE.wordStart : 0;
}

export interface RelevanceInput {
  query: string;
  /** Every searched field of the item; the best one counts. */
  fields: ReadonlyArray<string | null | undefined>;
  verified?: boolean;
  /** The item's date (created, published); recent when within 30 days before `now`. */
  date?: Date | string | null;
  now?: Date;
}

export function isRecent(date: Date | string | null | undefined, now: Date): boolean {
  if (!date) return false;
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return false;
  const age = now.getTime() - time;
  return age >= 0 && age <= RELEVANCE.recentWindowMs;
}

/** The spec's score, 0–100, rounded to one decimal. */
export function searchRelevance(input: RelevanceInput): number {
  const base = Math.max(0, ...input.fields.map((field) => matchScore(input.query, field)));
  if (base === 0) return 0;
  let score = base;
  if (input.verified) score *= RELEVANCE.verifiedMultiplier;
  if (isRecent(input.date, input.now ?? new Date())) score *= RELEVANCE.recentMultiplier;
  return Math.round(Math.min(RELEVANCE.cap, score) * 10) / 10;
}

/** Cuts a description to `max` characters on a word boundary, with an ellipsis (spec §9: 150). */
export function searchSnippet(text: string | null | undefined, max: number): string | null {
  const plain = (text ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!plain) return null;
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
