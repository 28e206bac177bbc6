import { compareRowRanks, type RankQuery, type RowRank, rankRow } from "~/core/search/search-rank";
import { WORD_SEPARATORS } from "~/core/search/search-relevance";
import { allowedTypos, isTypoOf } from "~/core/search/search-typos";
import { compareCodePoints } from "~/core/search/suggestion-prefix";
import { asRankQuery, type PreparedQuery } from "./search-sql.server";

/**
 * One type's searchable rows held in memory (decision 014, "Search"), and the rank rule of
 * app/core/search/search-rank.ts over them: the same rows, order and capped count as the type's SQL path
 * (ranked-search.server.ts), plus typos, which only this path matches. No I/O here; search-index.server.ts reads
 * the rows and keeps them current.
 */

export interface MemoryRow {
  id: string;
  /** The searched fields folded by the database (`foldSql`), in the type's field order; null stays null. */
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
 * Each type's own order after the rank: "name" (DJs, venues, productions: folded name, then id), "newest" (news:
 * publish date, newest first, then id descending), "upcoming" (events: upcoming soonest first, then past newest
 * first, then id).
 */
export type MemoryOrder = "name" | "newest" | "upcoming";

export interface MemoryTable {
  order: MemoryOrder;
  rows: MemoryRow[];
  /** Every position, ascending: the base order for "name" and "newest", since rows are stored in it. */
  all: Int32Array;
  /** The n-gram index (indexNgrams): positions per key, ascending. */
  ngrams: Map<string, Int32Array>;
  /** Words of the fields where typos count, by first letter, with the positions of the rows holding them. */
  typoWords: Map<string, Array<{ word: string; positions: Int32Array }>>;
  typoFields: boolean[];
  bodyFields?: boolean[];
  /** No n-gram index: every row is a candidate (a query's candidates, already narrowed by the database). */
  scanAll?: boolean;
}

const byCodePoints = (a: string, b: string) => compareCodePoints(a, b);

export function buildMemoryTable(
  order: MemoryOrder,
  unordered: MemoryRow[],
  typoFields: boolean[] = [],
  bodyFields?: boolean[],
  scanAll = false,
): MemoryTable {
  // Rows are kept in the type's base order (name, or newest first), so ascending positions, and with them every
  // n-gram list, are already in that order.
  const rows = [...unordered].sort(
    order === "name"
      ? (a, b) => byCodePoints(a.lower[0] ?? "", b.lower[0] ?? "") || byCodePoints(a.id, b.id)
      : order === "newest"
        ? (a, b) => b.orderAt - a.orderAt || (a.id < b.id ? 1 : -1)
        : (a, b) => a.orderAt - b.orderAt || byCodePoints(a.id, b.id),
  );
  const all = Int32Array.from(rows.keys());
  return {
    order,
    rows,
    all,
    ngrams: scanAll ? new Map() : indexNgrams(rows),
    typoWords: indexTypoWords(rows, typoFields),
    typoFields,
    bodyFields,
    scanAll,
  };
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
  if (table.scanAll) return null;
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

/**
 * Rows with a word that is a typo of one of the query's words (search-typos.ts), in position order, and those
 * words per query word (RankQuery.typoWords), so the rank rule looks them up instead of measuring each row.
 */
function typoCandidates(
  table: MemoryTable,
  q: PreparedQuery,
): { lists: Int32Array[]; words: Map<string, Set<string>> } {
  const lists: Int32Array[] = [];
  const words = new Map<string, Set<string>>();
  for (const word of q.words) {
    const found = new Set<string>();
    words.set(word, found);
    if (allowedTypos(word.length) === 0) continue;
    for (const entry of table.typoWords.get(word[0]) ?? [])
      if (isTypoOf(word, entry.word)) {
        lists.push(entry.positions);
        found.add(entry.word);
      }
  }
  return { lists, words };
}

function indexTypoWords(rows: MemoryRow[], typoFields: boolean[]): MemoryTable["typoWords"] {
  const lists = new Map<string, number[]>();
  for (let p = 0; p < rows.length; p++)
    for (let f = 0; f < typoFields.length; f++) {
      const text = typoFields[f] ? rows[p].lower[f] : null;
      if (!text) continue;
      for (const word of text.split(SEPARATORS)) {
        if (word.length < 3) continue;
        const list = lists.get(word);
        if (!list) lists.set(word, [p]);
        else if (list[list.length - 1] !== p) list.push(p);
      }
    }
  const byFirst: MemoryTable["typoWords"] = new Map();
  for (const [word, list] of lists) {
    const bucket = byFirst.get(word[0]) ?? [];
    bucket.push({ word, positions: Int32Array.from(list) });
    byFirst.set(word[0], bucket);
  }
  return byFirst;
}

export interface MemorySearchInput {
  q: PreparedQuery;
  limit: number;
  offset: number;
  cap: number;
  now: Date;
  /** The type's filters (genre, city, upcoming/past, category); rows it refuses never match. */
  filter?: (row: MemoryRow) => boolean;
  /** The row's multiplier class, 0 = highest (multiplierClasses' order). */
  classOf: (row: MemoryRow) => number;
}

/** One page of matching rows in rank order, then the type's own order, and the count capped at `cap`. */
export function searchMemoryTable(
  table: MemoryTable,
  input: MemorySearchInput,
): { rows: MemoryRow[]; count: number; capped: boolean } {
  const { rows } = table;
  const found = candidatesFor(table, input.q);
  const typos = typoCandidates(table, input.q);
  const rq: RankQuery = { ...asRankQuery(input.q), typoWords: typos.words };
  const pool = found === null ? table.all : typos.lists.length ? unionSorted([found, ...typos.lists]) : found;
  const matched: Array<{ p: number; rank: RowRank; cls: number }> = [];
  for (const p of pool) {
    const row = rows[p];
    if (input.filter && !input.filter(row)) continue;
    const rank = rankRow(rq, row.lower, table.typoFields, table.bodyFields);
    if (rank) matched.push({ p, rank, cls: input.classOf(row) });
  }
  const then = ownOrder(table, input.now);
  matched.sort((a, b) => compareRowRanks(a.rank, a.cls, b.rank, b.cls) || then(a.p, b.p));
  const page = matched.slice(input.offset, input.offset + input.limit).map((m) => rows[m.p]);
  const capped = matched.length > input.cap;
  return { rows: page, count: capped ? input.cap : matched.length, capped };
}

/** The type's own order between positions (the SQL path's order after the rank terms). */
function ownOrder(table: MemoryTable, now: Date): (a: number, b: number) => number {
  if (table.order !== "upcoming") return (a, b) => a - b;
  const at = now.getTime();
  const { rows } = table;
  return (a, b) => {
    const x = rows[a];
    const y = rows[b];
    const xUp = x.orderAt >= at;
    const yUp = y.orderAt >= at;
    if (xUp !== yUp) return xUp ? -1 : 1;
    if (x.orderAt !== y.orderAt) return xUp ? x.orderAt - y.orderAt : y.orderAt - x.orderAt;
    return byCodePoints(x.id, y.id);
  };
}
