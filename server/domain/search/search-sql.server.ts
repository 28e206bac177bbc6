import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { RELEVANCE, searchWords, WORD_SEPARATORS } from "~/core/search/search-relevance";

/**
 * SQL pieces shared by the five per-type searches. The relevance rule itself lives in
 * app/core/search/search-relevance.ts; this is its translation, so the database can filter and order 100 k rows by
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
 * "Some word of the field starts with one of the query's words" as one case-insensitive regular expression: a
 * word starts at the beginning of the text or after one of WORD_SEPARATORS, the same characters searchWords
 * splits on. pg_trgm indexes regular expressions too, and with the separators spelled out in a bracket
 * expression it looks up the trigrams of a word *starting* with "air" (0 of the bench's DJs); with `\s` it
 * could only look up "air" anywhere (6 250 DJs, each then rechecked: "open air" took ≈ 50 ms). The earlier
 * `ILIKE '%word%' AND ' '||lower(field) LIKE '% word%'` pair made the planner scan the table; one
 * `ILIKE '%word%' AND regex` pair per word was slower (decision 011).
 */
function anyWordStarts(field: Field, q: PreparedQuery): SQL {
  if (q.words.length === 0) return sql`false`;
  return sql`${field} ~* ${`(^|[${WORD_SEPARATORS}])(${q.words.map(escapeRegex).join("|")})`}`;
}

/**
 * Rows that can score above 0: some field contains the query, or (multi-word queries) some word of a field
 * starts with one of its words. Every branch is one indexable condition on one field. A multi-word query
 * needs only the word rule: a field that contains "nadia voss" has a word starting with "voss" (whatever
 * follows whitespace in the query is one of its words), so testing `contains` as well would only cost time.
 */
export function matchCondition(fields: Field[], q: PreparedQuery): SQL {
  if (q.multiWord)
    return sql`(${sql.join(
      fields.map((f) => anyWordStarts(f, q)),
      sql` or `,
    )})`;
  return sql`(${sql.join(
    fields.map((f) => sql`${f} ilike ${containsPattern(q.lower)}`),
    sql` or `,
  )})`;
}

/** One relevance tier: which rows it holds and how they are ordered within it. */
export interface SearchTier {
  where: SQL;
  orderBy: SQL[];
}

/**
 * The rule's tiers, in score order, each read in the order of a name index so that a common query reads one
 * page of index entries instead of sorting every match (decision 011, "Tiers in index order").
 * - Tier 1, some field equals or starts with the query, scores 100 whatever the multipliers, so any order inside
 *   it is a relevance order. It is split into one sub-tier per field, in field order ("display name starts
 *   with" before "real name starts with"), each ordered by that field lowercased in byte order (`USING ~<~`),
 *   the order of the field's `lower(…) text_pattern_ops` btree index (migrations 0004 and 0006).
 * - Tier 2, some field contains the query (60 × multipliers), and tier 3, only the word rule (40 × multipliers),
 *   are ordered by multiplier, then name. The multiplier takes only a few values, so each tier is split into one
 *   sub-tier per multiplier class (`classes`, highest first), each ordered by the name index.
 * The tiers' score ranges never overlap, so rows in this order are rows in searchRelevance() order. A one-word
 * query has no tier 3: a word starting with it contains it.
 */
export function searchTiers(fields: Field[], q: PreparedQuery, name: Field, classes: SQL[], id: Field): SearchTier[] {
  const containsField = fields.map((f) => sql`${f} ilike ${containsPattern(q.lower)}`);
  const startsWith = fields.map((f) => sql`lower(${f}) like ${`${escapeLike(q.lower)}%`}`);
  const contains = sql`(${sql.join(containsField, sql` or `)})`;
  const byName = [sql`lower(${name}) using ~<~`, sql`${id}`];
  const tiers: SearchTier[] = fields.map((f, index) => ({
    where: sql`(${containsField[index]} and ${startsWith[index]}${sql.join(
      startsWith.slice(0, index).map((earlier) => sql` and not coalesce(${earlier}, false)`),
    )})`,
    orderBy: [sql`lower(${f}) using ~<~`, sql`${id}`],
  }));
  const anyStarts = sql`(${sql.join(startsWith, sql` or `)})`;
  // Tiers 2 and 3 repeat `contains` or the word rule: those are the conditions the trigram indexes serve, so a
  // rare query reads only its few candidate rows instead of walking the name index to the end.
  const ranked = [sql`(${contains} and not coalesce(${anyStarts}, false))`];
  if (q.multiWord) ranked.push(sql`(${matchCondition(fields, q)} and not coalesce(${contains}, false))`);
  for (const tier of ranked)
    for (const multiplierClass of classes)
      tiers.push({ where: sql`(${tier} and ${multiplierClass})`, orderBy: byName });
  return tiers;
}

/**
 * One page across the tiers: tier 1's rows first, then tier 2's, and so on, each query asking only for the rows
 * still needed to fill `offset + limit`. A common query fills page 1 from tier 1 alone and never ranks the rest.
 */
export async function fetchByTier<Tier, T>(
  tiers: Tier[],
  fetchTier: (tier: Tier, limit: number) => Promise<T[]>,
  limit: number,
  offset: number,
): Promise<T[]> {
  const wanted = offset + limit;
  const rows: T[] = [];
  for (const tier of tiers) {
    if (rows.length >= wanted) break;
    rows.push(...(await fetchTier(tier, wanted - rows.length)));
  }
  return rows.slice(offset, wanted);
}

export interface MultiplierOptions {
  /** A boolean column/expression for the verified multiplier; omit when the type has none. */
  verified?: Field;
  /** The item's date for the recent multiplier. */
  date: Field;
  now: Date;
}

/**
 * The rows of each multiplier value as conditions, highest first: verified and recent (× 1.32), verified
 * (× 1.2), recent (× 1.1), neither (× 1); without a verified column, recent and not recent.
 */
export function multiplierClasses(options: MultiplierOptions): SQL[] {
  const since = new Date(options.now.getTime() - RELEVANCE.recentWindowMs);
  const recent = sql`coalesce(${options.date} between ${since.toISOString()}::timestamptz and ${options.now.toISOString()}::timestamptz, false)`;
  const recentOrNot = [recent, sql`not ${recent}`];
  if (!options.verified) return recentOrNot;
  const verified = sql`coalesce(${options.verified}, false)`;
  return [
    ...recentOrNot.map((r) => sql`${verified} and ${r}`),
    ...recentOrNot.map((r) => sql`not ${verified} and ${r}`),
  ];
}

/** A filter such as city: the column contains the text, case-insensitively. */
export function textContains(field: Field, text: string): SQL {
  return sql`${field} ilike ${containsPattern(text.trim())}`;
}

/** Offset of a 1-based page. */
export function pageOffset(page: number, limit: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * limit;
}
