import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { RELEVANCE, searchWords } from "../../../app/core/search-relevance";

/**
 * SQL pieces shared by the five per-type searches. The relevance rule itself lives in
 * app/core/search-relevance.ts; this is its translation, so the database can filter and order 100 k rows by
 * it with the pg_trgm GIN indexes (ILIKE '%…%' is index-assisted from 3 characters on).
 */

type Field = AnyColumn | SQL;

/** `%text%` for LIKE/ILIKE with the pattern characters escaped (LIKE's default escape is the backslash). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The query lowercased; the per-word branch is needed only when the query is more than one word. */
export interface PreparedQuery {
  lower: string;
  words: string[];
  multiWord: boolean;
}

export function prepareQuery(query: string): PreparedQuery {
  const lower = query.trim().toLowerCase();
  const words = [...new Set(searchWords(lower))];
  return { lower, words, multiWord: !(words.length === 1 && words[0] === lower) };
}

/** " word1 word2 …" of a column, cut the way searchWords cuts text, for the word-start test. */
export function wordsOf(field: Field): SQL {
  return sql`(' ' || regexp_replace(lower(coalesce(${field}, '')), '[^[:alnum:]]+', ' ', 'g'))`;
}

/** LIKE pattern for wordsOf(): some word starts with `word`. */
export function wordStartPattern(word: string): string {
  return `% ${escapeLike(word)}%`;
}

function anyWordStarts(field: Field, q: PreparedQuery): SQL {
  if (q.words.length === 0) return sql`false`;
  return sql.join(
    q.words.map((w) => sql`${wordsOf(field)} like ${wordStartPattern(w)}`),
    sql` or `,
  );
}

/**
 * Rows that can score above 0: some field contains the query, or (multi-word queries) contains one of its
 * words and a word of the field starts with it. Every branch starts with an indexable ILIKE.
 */
export function matchCondition(fields: Field[], q: PreparedQuery): SQL {
  const whole = fields.map((f) => sql`${f} ilike ${containsPattern(q.lower)}`);
  if (!q.multiWord) return sql`(${sql.join(whole, sql` or `)})`;
  const perWord = fields.flatMap((f) =>
    q.words.map((w) => sql`(${f} ilike ${containsPattern(w)} and ${anyWordStarts(f, q)})`),
  );
  return sql`(${sql.join([...whole, ...perWord], sql` or `)})`;
}

function fieldScore(field: Field, q: PreparedQuery): SQL {
  return sql`(case
    when lower(${field}) = ${q.lower} then ${RELEVANCE.exact}
    when lower(${field}) like ${`${escapeLike(q.lower)}%`} then ${RELEVANCE.startsWith}
    when lower(${field}) like ${containsPattern(q.lower)} then ${RELEVANCE.contains}
    when ${anyWordStarts(field, q)} then ${RELEVANCE.wordStart}
    else 0 end)`;
}

export interface RelevanceSqlOptions {
  /** A boolean SQL expression (or a constant) for the verified multiplier. */
  verified?: Field | boolean;
  /** The item's date for the recent multiplier. */
  date?: Field;
  now: Date;
}

/** searchRelevance() in SQL: best field, × 1.2 verified, × 1.1 recent, capped at 100. */
export function relevanceSql(fields: Field[], q: PreparedQuery, options: RelevanceSqlOptions): SQL<number> {
  const best =
    fields.length === 1
      ? fieldScore(fields[0], q)
      : sql`greatest(${sql.join(
          fields.map((f) => fieldScore(f, q)),
          sql`, `,
        )})`;
  const verified =
    options.verified === undefined || options.verified === false
      ? sql`1`
      : options.verified === true
        ? sql`${RELEVANCE.verifiedMultiplier}::numeric`
        : sql`(case when ${options.verified} then ${RELEVANCE.verifiedMultiplier}::numeric else 1 end)`;
  const since = new Date(options.now.getTime() - RELEVANCE.recentWindowMs);
  const recent = options.date
    ? sql`(case when ${options.date} between ${since.toISOString()}::timestamptz and ${options.now.toISOString()}::timestamptz then ${RELEVANCE.recentMultiplier}::numeric else 1 end)`
    : sql`1`;
  return sql<number>`least(${RELEVANCE.cap}, ${best} * ${verified} * ${recent})::float8`;
}

/** A filter such as city: the column contains the text, case-insensitively. */
export function textContains(field: Field, text: string): SQL {
  return sql`${field} ilike ${containsPattern(text.trim())}`;
}

/** Offset of a 1-based page. */
export function pageOffset(page: number, limit: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * limit;
}
