import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
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
  /**
   * Per query word, the words of the type's name fields that are typos of it (search-typos.ts), found by the
   * caller in the typo words it holds (SearchIndex); absent, typos are not matched.
   */
  typoWords?: ReadonlyMap<string, readonly string[]>;
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
 * A searched field as search compares it: `search_fold()` (migration 0032), the folding table of
 * app/core/search/search-fold.ts as one IMMUTABLE function — `lower()`, then `translate()` maps accented letters
 * and deletes combining marks, `replace()` spells out ß, æ, œ, þ, and plain ASCII skips the table. Being
 * immutable it is indexed: every searched column has a trigram index of `search_fold(column)`, so contains, word
 * starts and typo words are index lookups (decision 053). The in-memory index reads its fields through this same
 * expression, so both paths compare identical text.
 */
export function foldSql(field: Field): SQL {
  return sql`search_fold(${field})`;
}

/** A text list (DJ genres) joined by " / " and folded: `search_fold_list()`, indexed like `foldSql`. */
export function foldListSql(field: Field): SQL {
  return sql`search_fold_list(${field})`;
}

/** A constant of the folding table as a SQL string literal (they hold no quotes), so every query spells it alike. */
export function foldTableLiteral(text: string): SQL {
  if (text.includes("'")) throw new Error("a folding constant holds a quote");
  return sql.raw(`'${text}'`);
}

/** The folding rule spelled out inline (what `search_fold()` is): the integration test compares both with the pure rule. */
export function inlineFoldSql(field: Field): SQL {
  let folded = sql`translate(lower(${field}), ${foldTableLiteral(FOLD_FROM)}, ${foldTableLiteral(FOLD_TO)})`;
  for (const [letter, spelled] of FOLD_EXPANSIONS)
    folded = sql`replace(${folded}, ${foldTableLiteral(letter)}, ${foldTableLiteral(spelled)})`;
  return sql`(case when octet_length(${field}) = char_length(${field}) then lower(${field}) else ${folded} end)`;
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

/** "A word of the field is one of `words`", whole: a typo word (PreparedQuery.typoWords) of a name field. */
function anyWordIs(field: Field, words: readonly string[]): SQL {
  if (words.length === 0) return sql`false`;
  const separators = `[${WORD_SEPARATORS}]`;
  return sql`${field} ~ ${`(^|${separators})(${words.map(escapeRegex).join("|")})($|${separators})`}`;
}

/** Every typo word of the query (any query word's), each once. */
function allTypoWords(q: PreparedQuery): string[] {
  return [...new Set([...(q.typoWords?.values() ?? [])].flat())];
}

/**
 * A field's match test on its folded text: contains the query (one word), or a word starts with one of its words
 * (several); on a field where typos count, also a word that is one of the query's typo words.
 */
function fieldMatch(q: PreparedQuery, typos: boolean, typoWords: string[]): (folded: Field) => SQL {
  return (folded) => {
    const tests = q.multiWord
      ? [anyWordStarts(folded, q.words)]
      : (q.texts ?? [q.lower]).map((t) => sql`${folded} like ${containsPattern(t)}`);
    if (typos && typoWords.length) tests.push(anyWordIs(folded, typoWords));
    return sql.join(tests, sql` or `);
  };
}

/**
 * A field read through other tables (an event's lineup names, an article's tags): for matching, the ids of the
 * rows whose related text matches `test`, as one SELECT, so the lookup runs on the related table's own index
 * instead of a subquery per row. Its joined text (" / " between names) is still what the rank reads.
 */
export type JoinedField = (test: (folded: Field) => SQL) => SQL;

export interface MatchOptions {
  /** Per field, whether typos count there (the query's typo words are then matched as whole words). */
  typoFields?: readonly boolean[];
  /** The type's table and id, and per field index a JoinedField for the fields read through other tables. */
  joined?: { table: PgTable; id: Field; fields: ReadonlyMap<number, JoinedField> };
}

/**
 * Rows that can match: some folded field contains the query, or (multi-word queries) some word of a field
 * starts with one of its words, or (name fields) has a word that is a typo of one of its words. Every branch is
 * one condition on one field, looked up in that field's trigram index (migration 0032). A multi-word query
 * needs only the word rule: a field that contains "nadia voss" has a word starting with "voss" (whatever
 * follows whitespace in the query is one of its words), so testing `contains` as well would only cost time.
 * `fields` are folded (`foldSql`), as the query is.
 *
 * Fields read through other tables (options.joined) are matched as `id in (… union all …)`: one SELECT per
 * related table on its own index. An OR with a subquery would make the planner test every row. A query text
 * holding "/" could match the " / " that joins related names, so it tests the joined text itself, row by row.
 */
export function matchCondition(fields: Field[], q: PreparedQuery, options: MatchOptions = {}): SQL {
  const typoWords = allTypoWords(q);
  const tests = fields.map((_, i) => fieldMatch(q, options.typoFields?.[i] === true, typoWords));
  const joined = options.joined;
  const spansJoin = (q.texts ?? [q.lower]).some((t) => t.includes("/"));
  if (!joined || joined.fields.size === 0 || spansJoin)
    return sql`(${sql.join(
      fields.map((f, i) => sql`(${tests[i](f)})`),
      sql` or `,
    )})`;
  const own = fields.flatMap((f, i) => (joined.fields.has(i) ? [] : [sql`(${tests[i](f)})`]));
  const selects = [
    sql`select ${joined.id} from ${joined.table} where ${sql.join(own, sql` or `)}`,
    ...[...joined.fields].map(([i, ids]) => ids(tests[i])),
  ];
  return sql`${joined.id} in (${sql.join(selects, sql` union all `)})`;
}

/**
 * The rows at the head of the rank order, as a condition that implies the match, or undefined when there is no
 * such cut: for several words, the rows matching every word of one of the query's texts (the largest share of
 * words, which sorts first); for one word, the rows where a field equals or starts with it (the two best tiers),
 * counting only fields outside an article's body (`bodyFields`: a body-only match ranks after every other).
 * Ranking only these rows is enough whenever they fill the page: everything else sorts after them.
 */
export function headCondition(
  fields: Field[],
  q: PreparedQuery,
  options: { typoFields?: readonly boolean[]; bodyFields?: readonly boolean[]; joined?: MatchOptions["joined"] } = {},
): SQL | undefined {
  const typoFields = options.typoFields ?? [];
  const bodyFields = options.bodyFields ?? [];
  const joined = options.joined;
  if (q.multiWord) {
    if (joined && (q.texts ?? [q.lower]).some((t) => t.includes("/"))) return undefined;
    // One word matched in some field: on the fields read through other tables, as matchCondition looks them up.
    const wordMatched = (w: string) => {
      const typos = q.typoWords?.get(w) ?? [];
      const test = (i: number) => (f: Field) =>
        sql.join([anyWordStarts(f, [w]), ...(typos.length && typoFields[i] ? [anyWordIs(f, typos)] : [])], sql` or `);
      const own = fields.flatMap((f, i) => (joined?.fields.has(i) ? [] : [test(i)(f)]));
      if (!joined || joined.fields.size === 0) return sql.join(own, sql` or `);
      const selects = [
        sql`select ${joined.id} from ${joined.table} where ${sql.join(own, sql` or `)}`,
        ...[...joined.fields].map(([i, ids]) => ids(test(i))),
      ];
      return sql`${joined.id} in (${sql.join(selects, sql` union all `)})`;
    };
    return sql`(${sql.join(
      (q.texts ?? [q.lower]).map((text) => {
        const words = [...new Set(searchWords(text))];
        return sql`(${sql.join(
          words.map((w) => sql`(${wordMatched(w)})`),
          sql` and `,
        )})`;
      }),
      sql` or `,
    )})`;
  }
  // One word: a field read through other tables may equal or start with it too, which no index answers here; and
  // an article's body can lift a row's tier while its title decides whether it is a body-only match.
  if (joined?.fields.size || bodyFields.some(Boolean)) return undefined;
  return sql`(${sql.join(
    fields.flatMap((f) => (q.texts ?? [q.lower]).map((t) => sql`${f} = ${t} or ${f} like ${`${escapeLike(t)}%`}`)),
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
 * more matched words (multi-word queries; a typo word in a name field counts), then (`bodyFields`) a match
 * outside an article's body before a body-only one, then the tier (exact, starts
 * with, contains, word, typo), then the multiplier class (`classes`, highest first: the uncapped score within a
 * tier), then, for exact and starts-with, the first field that reaches it. The type's own order follows these
 * terms. The typo words come from the query (PreparedQuery.typoWords): the rule that decides them is the pure
 * one (search-typos.ts).
 */
export function rankOrder(
  fields: Field[],
  q: PreparedQuery,
  classes: SQL[],
  typoFields: readonly boolean[] = [],
  bodyFields: readonly boolean[] = [],
): SQL[] {
  // Per field, whether it equals, starts with or contains any of the query's texts.
  const texts = q.texts ?? [q.lower];
  const anyText = (f: Field, test: (f: Field, t: string) => SQL) => anyTrue(texts.map((t) => test(f, t)));
  const equal = fields.map((f) => anyText(f, (x, t) => sql`${x} = ${t}`));
  const starts = fields.map((f) => anyText(f, (x, t) => sql`${x} like ${`${escapeLike(t)}%`}`));
  const contains = fields.map((f) => anyText(f, (x, t) => sql`${x} like ${containsPattern(t)}`));
  // Below "contains": the word tier when some word starts with a query word (several words), else a typo only.
  const belowContains = q.multiWord
    ? sql`case when ${anyTrue(fields.map((f) => anyWordStarts(f, q.words)))} then 3 else 4 end`
    : sql`4`;
  const tier = sql`case when ${anyTrue(equal)} then 0 when ${anyTrue(starts)} then 1 when ${anyTrue(contains)} then 2 else ${belowContains} end`;
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
  // An article matched only in its body after every one matched elsewhere (search-rank.ts, `bodyFields`).
  if (bodyFields.some(Boolean)) {
    const typoWords = allTypoWords(q);
    const heading = fields.flatMap((f, i) =>
      bodyFields[i] ? [] : [fieldMatch(q, typoFields[i] === true, typoWords)(f)],
    );
    order.unshift(sql`case when ${anyTrue(heading)} then 0 else 1 end`);
  }
  if (!q.multiWord) return order;
  // A query word is matched by a word start in any field, or by one of its typo words in a name field.
  const wordMatched = (w: string) => {
    const typos = q.typoWords?.get(w) ?? [];
    const tests = fields.map((f) => anyWordStarts(f, [w]));
    if (typos.length)
      for (let i = 0; i < fields.length; i++) if (typoFields[i]) tests.push(anyWordIs(fields[i], typos));
    return anyTrue(tests);
  };
  // matchedShare: per text, its matched words × WORD_SCALE / its word count (integer division), the best text.
  const shares = (q.texts ?? [q.lower]).map((text) => {
    const words = [...new Set(searchWords(text))];
    const matched = sql.join(
      words.map((w) => sql`case when ${wordMatched(w)} then 1 else 0 end`),
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
