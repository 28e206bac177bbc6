import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { AliasTable } from "~/core/search/search-aliases";
import { FOLD_EXPANSIONS, FOLD_FROM, FOLD_TO } from "~/core/search/search-fold";
import { prepareRankQuery, type RankQuery, WORD_SCALE } from "~/core/search/search-rank";
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

/**
 * The query folded (accents and case) with its aliases read (app/core/search/search-rank.ts); the per-word
 * branch is needed only when the query is more than one word.
 */
export interface PreparedQuery {
  /** The folded query ("dnb" → "drum & bass"); compared with fields folded by `foldSql`. */
  lower: string;
  /** `lower`, and the folded query as typed when an alias changed it (RankQuery.texts); just `lower` when absent. */
  texts?: string[];
  words: string[];
  multiWord: boolean;
}

/** The prepared query as the rank rule takes it. */
export function asRankQuery(q: PreparedQuery): RankQuery {
  return { text: q.lower, texts: q.texts ?? [q.lower], words: q.words, multiWord: q.multiWord };
}

export function prepareQuery(query: string, aliases?: AliasTable): PreparedQuery {
  const q = prepareRankQuery(query, aliases);
  return { lower: q.text, texts: q.texts, words: q.words, multiWord: q.multiWord };
}

/**
 * A searched field as search compares it: `lower()`, then the folding table of app/core/search/search-fold.ts
 * (`translate()` maps accented letters and deletes combining marks; `replace()` spells out ß, æ, œ, þ). The
 * in-memory index reads its fields through this same expression, so both paths compare identical text.
 */
export function foldSql(field: Field): SQL {
  let folded = sql`translate(lower(${field}), ${literal(FOLD_FROM)}, ${literal(FOLD_TO)})`;
  for (const [letter, spelled] of FOLD_EXPANSIONS)
    folded = sql`replace(${folded}, ${literal(letter)}, ${literal(spelled)})`;
  // Most names are plain ASCII, which the table leaves as lowered: skip `translate()`, whose cost grows with the
  // table's length (≈ 370 characters) for every character of the text. The fallback evaluates this per row.
  return sql`(case when octet_length(${field}) = char_length(${field}) then lower(${field}) else ${folded} end)`;
}

/** A constant of the folding table as a SQL string literal (they hold no quotes), so every query spells it alike. */
function literal(text: string): SQL {
  if (text.includes("'")) throw new Error("a folding constant holds a quote");
  return sql.raw(`'${text}'`);
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
function anyWordStarts(field: Field, words: string[]): SQL {
  if (words.length === 0) return sql`false`;
  return sql`${field} ~ ${`(^|[${WORD_SEPARATORS}])(${words.map(escapeRegex).join("|")})`}`;
}

/**
 * Rows that can match: some folded field contains the query, or (multi-word queries) some word of a field
 * starts with one of its words. Every branch is one condition on one field. A multi-word query needs only the
 * word rule: a field that contains "nadia voss" has a word starting with "voss" (whatever follows whitespace in
 * the query is one of its words), so testing `contains` as well would only cost time. `fields` are folded
 * (`foldSql`), as the query is.
 */
export function matchCondition(fields: Field[], q: PreparedQuery): SQL {
  if (q.multiWord)
    return sql`(${sql.join(
      fields.map((f) => anyWordStarts(f, q.words)),
      sql` or `,
    )})`;
  return sql`(${sql.join(
    fields.flatMap((f) => (q.texts ?? [q.lower]).map((t) => sql`${f} like ${containsPattern(t)}`)),
    sql` or `,
  )})`;
}

const anyTrue = (conditions: SQL[]) =>
  sql`(${sql.join(
    conditions.map((c) => sql`coalesce(${c}, false)`),
    sql` or `,
  )})`;
const int = (n: number) => sql.raw(String(n));

/**
 * The rank order of app/core/search/search-rank.ts (`compareRowRanks`) as ORDER BY terms over folded fields:
 * more matched words (multi-word queries), then the tier (exact, starts with, contains, word), then the
 * multiplier class (`classes`, highest first: the uncapped score within a tier), then, for exact and
 * starts-with, the first field that reaches it. The type's own order follows these terms. Typos are not
 * matched here: this is the fallback that answers while the in-memory index reads its rows (decision 014).
 */
export function rankOrder(fields: Field[], q: PreparedQuery, classes: SQL[]): SQL[] {
  // Per field, whether it equals, starts with or contains any of the query's texts.
  const texts = q.texts ?? [q.lower];
  const anyText = (f: Field, test: (f: Field, t: string) => SQL) => anyTrue(texts.map((t) => test(f, t)));
  const equal = fields.map((f) => anyText(f, (x, t) => sql`${x} = ${t}`));
  const starts = fields.map((f) => anyText(f, (x, t) => sql`${x} like ${`${escapeLike(t)}%`}`));
  const contains = fields.map((f) => anyText(f, (x, t) => sql`${x} like ${containsPattern(t)}`));
  const tier = sql`case when ${anyTrue(equal)} then 0 when ${anyTrue(starts)} then 1 when ${anyTrue(contains)} then 2 else 3 end`;
  const field = sql`case ${sql.join(
    [...equal, ...starts].map((c, i) => sql`when ${c} then ${int(i % fields.length)}`),
    sql` `,
  )} else 0 end`;
  const order = [
    sql`${tier}`,
    sql`case ${sql.join(
      classes.map((c, i) => sql`when ${c} then ${int(i)}`),
      sql` `,
    )} else ${int(classes.length)} end`,
    sql`${field}`,
  ];
  if (!q.multiWord) return order;
  // matchedShare: per text, its matched words × WORD_SCALE / its word count (integer division), the best text.
  const shares = (q.texts ?? [q.lower]).map((text) => {
    const words = [...new Set(searchWords(text))];
    const matched = sql.join(
      words.map((w) => sql`case when ${anyTrue(fields.map((f) => anyWordStarts(f, [w])))} then 1 else 0 end`),
      sql` + `,
    );
    return sql`((${matched}) * ${int(WORD_SCALE)} / ${int(Math.max(1, words.length))})`;
  });
  const words = shares.length === 1 ? shares[0] : sql`greatest(${sql.join(shares, sql`, `)})`;
  return [sql`(${words}) desc`, ...order];
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
