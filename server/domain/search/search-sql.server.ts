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

/** Escapes the characters that are special in a PostgreSQL regular expression (ARE). */
export function escapeRegex(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);
}

/**
 * "Some word of the field starts with one of the query's words" as one case-insensitive regular expression:
 * a word starts at the beginning of the text or after whitespace (searchWords splits on whitespace). pg_trgm
 * indexes regular expressions too, so this is a single index-served condition per field; the earlier
 * `ILIKE '%word%' AND ' '||lower(field) LIKE '% word%'` pair made the planner give up on the indexes and scan
 * (decision 011).
 */
function anyWordStarts(field: Field, q: PreparedQuery): SQL {
  if (q.words.length === 0) return sql`false`;
  return sql`${field} ~* ${`(^|\\s)(${q.words.map(escapeRegex).join("|")})`}`;
}

/**
 * Rows that can score above 0: some field contains the query, or (multi-word queries) some word of a field
 * starts with one of its words. Every branch is one indexable condition on one field.
 */
export function matchCondition(fields: Field[], q: PreparedQuery): SQL {
  const whole = fields.map((f) => sql`${f} ilike ${containsPattern(q.lower)}`);
  if (!q.multiWord) return sql`(${sql.join(whole, sql` or `)})`;
  const perWord = fields.map((f) => anyWordStarts(f, q));
  return sql`(${sql.join([...whole, ...perWord], sql` or `)})`;
}

/**
 * The rule's tiers as conditions: 1 = some field equals or starts with the query (score capped at 100 whatever
 * the multipliers), 2 = some field contains it (60–79.2), 3 = only the word rule (40–52.8). The tiers' score
 * ranges never overlap, so rows in tier order, then by multiplier, are rows in searchRelevance() order; within
 * tier 1 every score is 100, so the name alone orders it. Each tier is its own query that stops at one page
 * (fetchByTier), instead of one query that ranks every match. A one-word query has no tier 3: a word starting
 * with it contains it.
 */
export function tierConditions(fields: Field[], q: PreparedQuery): SQL[] {
  const starts = sql`(${sql.join(
    fields.map((f) => sql`lower(${f}) like ${`${escapeLike(q.lower)}%`}`),
    sql` or `,
  )})`;
  const contains = sql`(${sql.join(
    fields.map((f) => sql`${f} ilike ${containsPattern(q.lower)}`),
    sql` or `,
  )})`;
  // Every tier repeats `contains` (starting with the query implies containing it): that is the condition the
  // trigram indexes serve, so a rare query reads only its few candidate rows instead of the whole table.
  const tiers = [sql`(${contains} and ${starts})`, sql`(${contains} and not coalesce(${starts}, false))`];
  if (q.multiWord) tiers.push(sql`(${matchCondition(fields, q)} and not coalesce(${contains}, false))`);
  return tiers;
}

/**
 * One page across the tiers: tier 1's rows first, then tier 2's, and so on, each query asking only for the rows
 * still needed to fill `offset + limit`. A common query fills page 1 from tier 1 alone and never ranks the rest.
 */
export async function fetchByTier<T>(
  tiers: SQL[],
  fetchTier: (tier: SQL, index: number, limit: number) => Promise<T[]>,
  limit: number,
  offset: number,
): Promise<T[]> {
  const wanted = offset + limit;
  const rows: T[] = [];
  for (const [index, tier] of tiers.entries()) {
    if (rows.length >= wanted) break;
    rows.push(...(await fetchTier(tier, index, wanted - rows.length)));
  }
  return rows.slice(offset, wanted);
}

export interface MultiplierSqlOptions {
  /** A boolean column/expression for the verified multiplier; omit when the type has none. */
  verified?: Field;
  /** The item's date for the recent multiplier. */
  date: Field;
  now: Date;
}

/** The product of the verified and recent multipliers (1, 1.1, 1.2 or 1.32), to order rows within a tier. */
export function multiplierSql(options: MultiplierSqlOptions): SQL<number> {
  const since = new Date(options.now.getTime() - RELEVANCE.recentWindowMs);
  const verified = options.verified
    ? sql`(case when ${options.verified} then ${RELEVANCE.verifiedMultiplier}::numeric else 1 end)`
    : sql`1`;
  const recent = sql`(case when ${options.date} between ${since.toISOString()}::timestamptz and ${options.now.toISOString()}::timestamptz then ${RELEVANCE.recentMultiplier}::numeric else 1 end)`;
  return sql<number>`(${verified} * ${recent})`;
}

/** A filter such as city: the column contains the text, case-insensitively. */
export function textContains(field: Field, text: string): SQL {
  return sql`${field} ilike ${containsPattern(text.trim())}`;
}

/** Offset of a 1-based page. */
export function pageOffset(page: number, limit: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * limit;
}
