import { WORD_SEPARATORS } from "~/core/search/search-relevance";
import { compareCodePoints } from "~/core/search/suggestion-prefix";
import type { PreparedQuery } from "./search-sql.server";

/**
 * One type's searchable rows held in memory (decision 014, "Search"), and the search rule of
 * search-sql.server.ts / ranked-search.server.ts over them: the same rows, the same order, the same capped
 * count. No I/O here; search-index.server.ts reads the rows and keeps them current.
 */

export interface MemoryRow {
  id: string;
  /** The searched fields lowered by the database (`lower(field)`), in the type's field order; null stays null. */
  lower: (string | null)[];
  /** Creation or publish time (ms): "recent" for the multiplier classes. */
  recentAt: number;
  verified: boolean;
  /** Dated types' order (event date, publish date), ms. */
  orderAt: number;
  /** The row as the type's SQL path selects it, for its result card. */
  raw: Record<string, unknown>;
  /** What the type's filters read (lowered by the database where they compare text). */
  filter: Record<string, unknown>;
}

/**
 * - "ranked" (DJs, venues, productions): by relevance tier, then name (spec §9, decision 011's tiers).
 * - "dated" (events, news): newest first (spec §7).
 */
export type MemoryOrder = "ranked" | "dated";

export interface MemoryTable {
  order: MemoryOrder;
  rows: MemoryRow[];
  /** Ranked: per field, the positions of rows with that field, by lowered field, then id. */
  byField: Int32Array[];
  /** Every position, ascending: the base order (name, or newest first), since rows are stored in it. */
  all: Int32Array;
  /** The n-gram index (indexNgrams): positions per key, ascending. */
  ngrams: Map<string, Int32Array>;
}

const byCodePoints = (a: string, b: string) => compareCodePoints(a, b);

export function buildMemoryTable(order: MemoryOrder, unordered: MemoryRow[]): MemoryTable {
  // Rows are kept in the type's base order (name, or newest first), so ascending positions, and with them every
  // n-gram list, are already in that order: a walk over candidates meets rows in the order results are shown.
  const rows = [...unordered].sort(
    order === "ranked"
      ? (a, b) => byCodePoints(a.lower[0] ?? "", b.lower[0] ?? "") || byCodePoints(a.id, b.id)
      : (a, b) => b.orderAt - a.orderAt || (a.id < b.id ? 1 : -1),
  );
  const all = Int32Array.from(rows.keys());
  const byField: Int32Array[] = [];
  if (order === "ranked") {
    const fieldCount = rows[0]?.lower.length ?? 0;
    for (let f = 0; f < fieldCount; f++) {
      const withField = [...rows.keys()].filter((p) => rows[p].lower[f] !== null);
      withField.sort(
        (a, b) =>
          byCodePoints(rows[a].lower[f] as string, rows[b].lower[f] as string) || byCodePoints(rows[a].id, rows[b].id),
      );
      byField.push(Int32Array.from(withField));
    }
  }
  return { order, rows, byField, all, ngrams: indexNgrams(rows) };
}

/** Marks a word-start key in the n-gram index ("\0" + the first one to three characters of a word). */
const WORD_START = "\u0000";
const SEPARATORS = new RegExp(`[${WORD_SEPARATORS}]+`);

/**
 * Positions of the rows whose fields contain each two- and three-character sequence, and of those with a word
 * starting with each one-to-three-character prefix (words split on WORD_SEPARATORS, as the word rule does).
 */
function indexNgrams(rows: MemoryRow[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  for (let p = 0; p < rows.length; p++) {
    const seen = new Set<string>();
    for (const text of rows[p].lower) {
      if (!text) continue;
      for (let i = 0; i + 2 <= text.length; i++) {
        seen.add(text.slice(i, i + 2));
        if (i + 3 <= text.length) seen.add(text.slice(i, i + 3));
      }
      for (const word of text.split(SEPARATORS)) {
        for (let n = 1; n <= Math.min(3, word.length); n++) seen.add(WORD_START + word.slice(0, n));
      }
    }
    for (const key of seen) {
      const list = lists.get(key);
      if (list) list.push(p);
      else lists.set(key, [p]);
    }
  }
  const index = new Map<string, Int32Array>();
  for (const [key, list] of lists) index.set(key, Int32Array.from(list));
  return index;
}

/** Rows whose fields may contain `text` (two characters or more): a superset, in position order. */
function containing(table: MemoryTable, text: string): Int32Array {
  if (text.length === 2) return table.ngrams.get(text) ?? new Int32Array(0);
  const lists: Int32Array[] = [];
  for (let i = 0; i + 3 <= text.length; i++) {
    const list = table.ngrams.get(text.slice(i, i + 3));
    if (!list) return new Int32Array(0);
    lists.push(list);
  }
  // The two shortest lists narrow it enough; every candidate is tested against the whole rule anyway.
  lists.sort((a, b) => a.length - b.length);
  return lists.length > 1 ? intersectSorted(lists[0], lists[1]) : lists[0];
}

/** The positions in both ascending lists (a merge walk). */
function intersectSorted(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  let j = 0;
  for (let i = 0; i < a.length && j < b.length; i++) {
    while (j < b.length && b[j] < a[i]) j++;
    if (j < b.length && b[j] === a[i]) out[n++] = a[i];
  }
  return out.subarray(0, n);
}

/** The positions in any of the ascending lists, ascending, once each. */
function unionSorted(lists: Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0];
  const marks = new Uint8Array(lists.reduce((max, l) => Math.max(max, l.length ? l[l.length - 1] + 1 : 0), 0));
  for (const list of lists) for (const p of list) marks[p] = 1;
  const out: number[] = [];
  for (let p = 0; p < marks.length; p++) if (marks[p]) out.push(p);
  return Int32Array.from(out);
}

/**
 * The only rows that can match, in position (= base) order, or null when every row must be tested (a
 * one-character query).
 */
function candidatesFor(table: MemoryTable, q: PreparedQuery): Int32Array | null {
  if (!q.multiWord) return q.lower.length >= 2 ? containing(table, q.lower) : null;
  // The word rule: some field has a word starting with one of the query's words.
  if (q.words.length === 0) return new Int32Array(0);
  return unionSorted(
    q.words.map((word) => {
      const starts = table.ngrams.get(WORD_START + word.slice(0, 3)) ?? new Int32Array(0);
      return word.length > 3 ? intersectSorted(starts, containing(table, word)) : starts;
    }),
  );
}

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|-]/g, (c) => `\\${c}`);

/** The tiers of one query: which tier a row falls in, and whether it matches at all. */
interface Rule {
  matches(row: MemoryRow): boolean;
  /** Ranked tiers: 0 some field starts with the query, 1 contains it, 2 only the word rule. */
  tier(row: MemoryRow): { tier: 0 | 1 | 2; field: number };
}

function ruleFor(q: PreparedQuery): Rule {
  const wordStart = q.words.length
    ? new RegExp(`(^|[${WORD_SEPARATORS}])(${q.words.map(escapeRegExp).join("|")})`)
    : null;
  const contains = (row: MemoryRow) => row.lower.some((f) => f !== null && f.includes(q.lower));
  const matches = q.multiWord
    ? (row: MemoryRow) => wordStart !== null && row.lower.some((f) => f !== null && wordStart.test(f))
    : contains;
  return {
    matches,
    tier(row) {
      const field = row.lower.findIndex((f) => f?.startsWith(q.lower));
      if (field >= 0) return { tier: 0, field };
      return { tier: contains(row) ? 1 : 2, field: 0 };
    },
  };
}

export interface MemorySearchInput {
  q: PreparedQuery;
  limit: number;
  offset: number;
  cap: number;
  /** The type's filters (genre, city, upcoming/past, category); rows it refuses never match. */
  filter?: (row: MemoryRow) => boolean;
  /** Ranked: the row's multiplier class, 0 = highest (multiplierClasses' order). */
  classOf: (row: MemoryRow) => number;
}

/** One page of matching rows in the type's order, and the count capped at `cap` (as countThenPage). */
export function searchMemoryTable(
  table: MemoryTable,
  input: MemorySearchInput,
): { rows: MemoryRow[]; count: number; capped: boolean } {
  const { rows } = table;
  const rule = ruleFor(input.q);
  const accepts = (row: MemoryRow) => (!input.filter || input.filter(row)) && rule.matches(row);
  const wanted = input.offset + input.limit;
  // In the type's base order (rows are stored in it), so walks can stop early.
  const pool = candidatesFor(table, input.q) ?? table.all;
  if (table.order === "dated") {
    // Newest first is the base order: the first `wanted` matches are the page; stop once the count passes the cap.
    const page: number[] = [];
    let count = 0;
    for (const p of pool) {
      if (!accepts(rows[p])) continue;
      count++;
      if (page.length < wanted) page.push(p);
      if (count > input.cap && page.length >= wanted) break;
    }
    const capped = count > input.cap;
    return { rows: page.slice(input.offset).map((p) => rows[p]), count: capped ? input.cap : count, capped };
  }
  const matched: number[] = [];
  for (let i = 0; i < pool.length && matched.length <= input.cap; i++)
    if (accepts(rows[pool[i]])) matched.push(pool[i]);
  if (matched.length <= input.cap) {
    // Every match is known: order them all.
    const page = matched.sort(rankedOrder(table, rule, input.classOf)).slice(input.offset, wanted);
    return { rows: page.map((p) => rows[p]), count: matched.length, capped: false };
  }
  const page = rankedPage(table, rule, input, accepts, wanted, pool);
  return { rows: page.slice(input.offset).map((p) => rows[p]), count: input.cap, capped: true };
}

function rankedOrder(table: MemoryTable, rule: Rule, classOf: (row: MemoryRow) => number) {
  const { rows } = table;
  const keys = new Map<number, { tier: number; minor: number; key: string }>();
  const keyOf = (p: number) => {
    let key = keys.get(p);
    if (!key) {
      const row = rows[p];
      const { tier, field } = rule.tier(row);
      key =
        tier === 0
          ? { tier, minor: field, key: row.lower[field] as string }
          : { tier, minor: classOf(row), key: row.lower[0] ?? "" };
      keys.set(p, key);
    }
    return key;
  };
  return (a: number, b: number) => {
    const x = keyOf(a);
    const y = keyOf(b);
    return x.tier - y.tier || x.minor - y.minor || byCodePoints(x.key, y.key) || byCodePoints(rows[a].id, rows[b].id);
  };
}

/** The first index in `sorted` whose field is ≥ `prefix` (binary search). */
function lowerBound(table: MemoryTable, sorted: Int32Array, field: number, prefix: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareCodePoints(table.rows[sorted[mid]].lower[field] as string, prefix) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Up to `room` of `positions` (in name order) that pass `keep`, in multiplier-class order, then name: one walk
 * that stops once the best class alone fills the room.
 */
function takeByClass(
  positions: Iterable<number>,
  keep: (p: number) => boolean,
  classOf: (p: number) => number,
  room: number,
): number[] {
  const buckets: number[][] = [];
  for (const p of positions) {
    if ((buckets[0]?.length ?? 0) >= room) break;
    if (!keep(p)) continue;
    const cls = classOf(p);
    const bucket = buckets[cls] ?? [];
    bucket.push(p);
    buckets[cls] = bucket;
  }
  return buckets.flatMap((bucket) => bucket ?? []).slice(0, room);
}

/**
 * More matches than the cap: the page read tier by tier, each in its own order, stopping once it is full. Tier 0
 * per field from that field's sorted list (the range of values starting with the query); tiers 1 and 2 in name
 * order by multiplier class, tier 1 from the rows containing the whole query (n-gram index) when it has three
 * characters, otherwise from `pool` (the candidates, or every row, in name order).
 */
function rankedPage(
  table: MemoryTable,
  rule: Rule,
  input: MemorySearchInput,
  accepts: (row: MemoryRow) => boolean,
  wanted: number,
  pool: Int32Array,
): number[] {
  const { rows } = table;
  const page: number[] = [];
  const prefix = input.q.lower;
  for (let field = 0; field < table.byField.length && page.length < wanted; field++) {
    const sorted = table.byField[field];
    for (let i = lowerBound(table, sorted, field, prefix); i < sorted.length && page.length < wanted; i++) {
      const row = rows[sorted[i]];
      if (!(row.lower[field] as string).startsWith(prefix)) break;
      if (rule.tier(row).field === field && accepts(row)) page.push(sorted[i]);
    }
  }
  const classOf = (p: number) => input.classOf(rows[p]);
  for (const tier of [1, 2] as const) {
    if (page.length >= wanted || (tier === 2 && !input.q.multiWord)) break;
    const source = tier === 1 && prefix.length >= 3 ? containing(table, prefix) : pool;
    const keep = (p: number) => rule.tier(rows[p]).tier === tier && accepts(rows[p]);
    page.push(...takeByClass(source, keep, classOf, wanted - page.length));
  }
  return page;
}
