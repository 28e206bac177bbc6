import { type AliasTable, expandSearchAliases } from "./search-aliases";
import { foldSearchText } from "./search-fold";
import { searchWords, WORD_SEPARATORS } from "./search-relevance";
import { isTypoOf } from "./search-typos";

/**
 * Which rows a query finds and in what order, before each type's own tie-break (name, or date). Both search
 * paths follow it: the in-memory index calls `rankRow` (server/domain/search/memory-search.server.ts), and the
 * database's fallback spells the same tiers in SQL (search-sql.server.ts), apart from typos (below).
 *
 * - The query is folded (accents and case, search-fold.ts) and its aliases read as the names the data uses
 *   (search-aliases.ts); every searched field is folded the same way.
 * - Tiers follow spec §9's rules, uncapped: exact (100 × 2) before starts with (80 × 1.5) before contains (60)
 *   before "any word starting" (40). Capped at 100 the first two tie; ordered by their uncapped score they do not.
 * - A query of several words ranks rows by the share of its words they match ("techno berlin": the techno DJs of
 *   Berlin before techno DJs elsewhere), then by tier.
 * - An article matched only in its body comes after every article matched in its title, excerpt, category or
 *   tags (`bodyFields`): a headline about the query is what a reader means; a passing mention is not. Within
 *   each of the two groups the tiers hold as above.
 * - Typos: a query word of four letters or more also matches a word of a name field that is one edit away (two
 *   from nine letters on; search-typos.ts). A row found only that way comes after every other match. Only the
 *   in-memory index applies typos; the fallback that answers while the index reads its rows does not.
 */

export interface RankQuery {
  /** The folded query with aliases read ("dnb" → "drum & bass"). */
  text: string;
  /**
   * The texts a field is compared with whole (exact, starts with, contains): `text`, and the folded query as typed
   * when an alias changed it, so the production "Block Party NYC" is still an exact match of "block party nyc".
   */
  texts: string[];
  /** The distinct words of every text. */
  words: string[];
  /** More than one word: matching is by words ("nadia techno"), not by the whole text. */
  multiWord: boolean;
  /**
   * Optional, from a caller that knows the searched words (the in-memory index): per query word, the words of the
   * typo fields that are typos of it (`isTypoOf`), so a row is tested by lookup instead of by edit distance.
   */
  typoWords?: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * The query as search reads it: control characters (a pasted NUL, an escape sequence) become spaces — the
 * database refuses a NUL in text, and no searched field holds one — then whitespace runs become one space.
 */
export function cleanSearchInput(query: string): string {
  let text = "";
  for (const char of query) {
    const code = char.charCodeAt(0);
    text += code < 0x20 || code === 0x7f ? " " : char;
  }
  return text.trim().replace(/\s+/g, " ");
}

/** `aliases`: the built-in list with the aliases admins added (the server's getSearchAliasTable); built-in alone when absent. */
export function prepareRankQuery(query: string, aliases?: AliasTable): RankQuery {
  const typed = foldSearchText(cleanSearchInput(query));
  const text = expandSearchAliases(typed, aliases);
  const texts = text === typed ? [text] : [text, typed];
  const words = [...new Set(texts.flatMap((t) => searchWords(t)))];
  return { text, texts, words, multiWord: !(texts.length === 1 && words.length === 1 && words[0] === text) };
}

/** Tiers, best first. */
export const RANK_TIER = { exact: 0, startsWith: 1, contains: 2, word: 3, typo: 4 } as const;

/** `RowRank.words` when every word of a text matches. */
export const WORD_SCALE = 1_000_000;

/**
 * The share of the query's words a row matches, the best over its texts, in millionths (rounded down, as the
 * database's integer division does): "block party nyc" matches the production "Block Party NYC" wholly through
 * the typed text, as "block party new york" matches an event at a New York venue through the alias.
 */
export function matchedShare(q: RankQuery, matched: ReadonlySet<string>): number {
  let best = 0;
  for (const words of textWordsOf(q)) {
    if (words.length === 0) continue;
    const share = Math.floor((WORD_SCALE * words.filter((w) => matched.has(w)).length) / words.length);
    if (share > best) best = share;
  }
  return best;
}

const TEXT_WORDS = new WeakMap<RankQuery, string[][]>();
/** Each text's distinct words, worked out once per query. */
function textWordsOf(q: RankQuery): string[][] {
  let words = TEXT_WORDS.get(q);
  if (!words) {
    words = q.texts.map((text) => [...new Set(searchWords(text))]);
    TEXT_WORDS.set(q, words);
  }
  return words;
}

const SEPARATOR_CHARS = new Set(WORD_SEPARATORS);

/**
 * Whether a word of `text` (split on WORD_SEPARATORS) starts with `word` — or, `whole`, is `word` — found
 * without splitting the text: the rank rule runs on every candidate row.
 */
export function hasWordStart(text: string, word: string, whole = false): boolean {
  if (!word) return false;
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
    if (i > 0 && !SEPARATOR_CHARS.has(text[i - 1])) continue;
    const end = i + word.length;
    if (!whole || end === text.length || SEPARATOR_CHARS.has(text[end])) return true;
  }
  return false;
}

export interface RowRank {
  tier: number;
  /** The first field that reaches the tier (for exact and starts-with: a stage name before a real name). */
  field: number;
  /** The share of the query's words the row matches (a word start, or a typo in a name field): matchedShare. */
  words: number;
  /** With `bodyFields`: 1 when only body fields match (an article's text), else 0. */
  body?: number;
}

const SEPARATOR_RUN = new RegExp(`[${WORD_SEPARATORS}]+`);

/**
 * The rank of a row whose searched fields are already folded, or null when it does not match. `typoFields`
 * marks the fields where typos count (names, genres, places; not descriptions).
 */
export function rankRow(
  q: RankQuery,
  fields: ReadonlyArray<string | null>,
  typoFields?: ReadonlyArray<boolean>,
  bodyFields?: ReadonlyArray<boolean>,
): RowRank | null {
  if (!q.text) return null;
  let tier: number = RANK_TIER.typo;
  let field = 0;
  for (let f = 0; f < fields.length; f++) {
    const text = fields[f];
    if (text === null) continue;
    for (const t of q.texts) {
      const fieldTier =
        text === t
          ? RANK_TIER.exact
          : text.startsWith(t)
            ? RANK_TIER.startsWith
            : text.includes(t)
              ? RANK_TIER.contains
              : RANK_TIER.typo;
      if (fieldTier < tier) {
        tier = fieldTier;
        field = f;
      }
    }
  }
  let words = 0;
  let typoOnly = true;
  if (q.multiWord || tier === RANK_TIER.typo) {
    let fieldWords: string[][] | null = null;
    const matched = new Set<string>();
    for (const word of q.words) {
      if (fields.some((text) => text !== null && hasWordStart(text, word))) {
        matched.add(word);
        typoOnly = false;
        continue;
      }
      const known = q.typoWords?.get(word);
      if (q.typoWords) {
        if (known?.size && fields.some((text, f) => typoFields?.[f] && text !== null && someWhole(text, known)))
          matched.add(word);
        continue;
      }
      if (!typoFields?.some(Boolean)) continue;
      fieldWords ??= fields.map((text) => (text === null ? [] : text.split(SEPARATOR_RUN).filter(Boolean)));
      if (fieldWords.some((list, f) => typoFields[f] && list.some((w) => isTypoOf(word, w)))) matched.add(word);
    }
    words = matchedShare(q, matched);
  } else words = WORD_SCALE;
  if (tier === RANK_TIER.typo) {
    if (words === 0) return null;
    // A single-word query is matched by containing it; its word starts found no more than that.
    if (q.multiWord && !typoOnly) tier = RANK_TIER.word;
    else if (!q.multiWord && !typoOnly) return null;
    field = 0;
  }
  if (!bodyFields?.some(Boolean)) return { tier, field, words };
  const heading = fields.some((text, f) => !bodyFields[f] && text !== null && fieldMatches(q, text, typoFields?.[f]));
  return { tier, field, words, body: heading ? 0 : 1 };
}

/**
 * Whether one folded field matches at all: contains a text of the query; for several words, a word starting
 * with one of them; on a typo field, a typo word of one of them (from `typoWords`, else measured).
 */
function fieldMatches(q: RankQuery, text: string, typos?: boolean): boolean {
  if (q.texts.some((t) => text.includes(t))) return true;
  if (q.multiWord && q.words.some((word) => hasWordStart(text, word))) return true;
  if (!typos) return false;
  if (q.typoWords) {
    for (const words of q.typoWords.values()) if (words.size && someWhole(text, words)) return true;
    return false;
  }
  const words = text.split(SEPARATOR_RUN).filter(Boolean);
  return q.words.some((word) => words.some((w) => isTypoOf(word, w)));
}

function someWhole(text: string, words: ReadonlySet<string>): boolean {
  for (const word of words) if (hasWordStart(text, word, true)) return true;
  return false;
}

/**
 * Rows in rank order: more matched words, then a heading match before a body-only one (bodyFields), then the better tier, then the multiplier class (`cls`, 0 = the
 * highest multiplier: within a tier the uncapped score), then (exact and starts-with) the earlier field. The
 * type's own order (name, or date) comes after, from the caller.
 */
export function compareRowRanks(a: RowRank, aClass: number, b: RowRank, bClass: number): number {
  return (
    b.words - a.words ||
    (a.body ?? 0) - (b.body ?? 0) ||
    a.tier - b.tier ||
    aClass - bClass ||
    fieldKey(a) - fieldKey(b)
  );
}

/**
 * The field counts only for exact and starts-with (a stage name before a real name, decision 011). Below them the
 * uncapped score is the same whichever field contains the query, so the type's own order decides (newest first).
 */
export function fieldKey(rank: RowRank): number {
  return rank.tier <= RANK_TIER.startsWith ? rank.field : 0;
}

/**
 * A result's rank from its raw fields, folded here (the same table the database folds with), for the result card:
 * what the All tab compares across types (searchAllTabOrder). Undefined when it does not match.
 */
export function rankOfResult(
  q: RankQuery,
  fields: ReadonlyArray<string | null | undefined>,
  typoFields?: ReadonlyArray<boolean>,
): { tier: number; words: number } | undefined {
  const rank = rankRow(
    q,
    fields.map((f) => (f == null ? null : foldSearchText(f))),
    typoFields,
  );
  return rank ? { tier: rank.tier, words: rank.words } : undefined;
}
