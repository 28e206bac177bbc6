import { and, asc, gt, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { SearchFilters, SearchResult } from "~/core/search/search";
import { RELEVANCE, WORD_SEPARATORS } from "~/core/search/search-relevance";
import type { Db } from "~server/db/client.server";
import { buildMemoryTable, type MemoryOrder, type MemoryRow, type MemoryTable } from "./memory-search.server";
import { headCondition, type JoinedField, matchCondition, type PreparedQuery } from "./search-sql.server";

/**
 * What one result type needs to be searched from memory (decision 014, "Search"): which rows and columns to
 * read (the same rows its SQL path may return, the same columns its result card is built from), its searched
 * fields lowered by the database, its filters and multiplier classes over the read rows. Each type's file
 * defines it beside its SQL path, from the same pieces.
 */
export interface MemoryTypeSpec {
  /** The tables its rows come from (the change notices name these). */
  tables: readonly string[];
  /** The type's own order after the rank (memory-search.server.ts, MemoryOrder). */
  order: MemoryOrder;
  /** Whether the multiplier classes split on a verified flag (productions) or only on recency. */
  verifiedClasses?: boolean;
  table: PgTable;
  id: PgColumn;
  /** Rows that may appear at all (public, active, published, with a slug). */
  where: () => SQL | undefined;
  /** The columns its result card is built from, as its SQL path selects them. */
  columns: Record<string, PgColumn | SQL.Aliased | SQL>;
  /** Each searched field folded (`foldSql`), in the SQL path's field order: the same expressions it matches. */
  lowered: SQL[];
  /** Per searched field, whether typos count there (names, genres, places; not descriptions or article text). */
  typoFields: boolean[];
  /** Fields read through other tables, matched on those tables' indexes (matchCondition). */
  joined?: ReadonlyMap<number, JoinedField>;
  /** Per searched field, whether it is an article's body (search-rank.ts: a match only there ranks last). */
  bodyFields?: boolean[];
  /** Extra values its filters read. */
  filterColumns?: Record<string, SQL>;
  /** Times and flags the order and multipliers read, from a read row. */
  describe(row: Record<string, unknown>): { recentAt: number; verified: boolean; orderAt: number };
  /** The type's filters as a test on a row, or undefined when none is set. */
  filterFor(filters: SearchFilters, now: Date): ((row: MemoryRow) => boolean) | undefined;
  toResult(row: Record<string, unknown>, q: PreparedQuery, now: Date): SearchResult;
}

/** Rows read per query: PGlite answers one query at a time, so other requests get in between pages. */
const PAGE_ROWS = 5000;

/**
 * What a process may hold per type (decision 053): a type with at most `maxRows` searchable rows is held whole
 * and searched in memory; a larger one is searched in the database, and only the distinct words of its name
 * fields are held (at most `maxWords`), so typos can be looked up. Both bounds keep the heap search holds
 * independent of the site's size.
 */
export interface MemoryBounds {
  maxRows: number;
  maxWords: number;
}

/** ≈ 1.2 KB per held row (decision 014's 300 MB at 245 k rows): five types at this bound stay near 60 MB. */
export const DEFAULT_MEMORY_BOUNDS: MemoryBounds = { maxRows: 10_000, maxWords: 50_000 };

/** The distinct words (three characters or more) of a type's name fields, by first letter. */
export interface TypoVocabulary {
  byFirst: Map<string, string[]>;
  size: number;
  /** False when the bound stopped the read: words past it are not known (their typos are not matched). */
  complete: boolean;
}

/** A type held whole, or (larger than the bound) only its name fields' words. */
export type TypeMemory = { kind: "rows"; table: MemoryTable } | { kind: "words"; vocabulary: TypoVocabulary };

/** How many rows the type may return, counted up to `cap + 1` only. */
async function countUpTo(db: Db, spec: MemoryTypeSpec, cap: number): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(spec.table)
    .where(spec.where())
    .limit(cap + 1)
    .as("limited");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return Number(row?.n ?? 0);
}

/** The type whole when it fits the bound, else its typo vocabulary (decision 053). */
export async function loadTypeMemory(db: Db, spec: MemoryTypeSpec, bounds: MemoryBounds): Promise<TypeMemory> {
  if ((await countUpTo(db, spec, bounds.maxRows)) <= bounds.maxRows)
    return { kind: "rows", table: await loadMemoryTable(db, spec) };
  return { kind: "words", vocabulary: await loadTypoVocabulary(db, spec, bounds.maxWords) };
}

const SEPARATOR_RUN = new RegExp(`[${WORD_SEPARATORS}]+`);
/** Rows per page when only the name fields are read. */
const WORD_PAGE_ROWS = 20_000;

/** The distinct words of the name fields (typoFields), folded by the database, read in pages in id order. */
export async function loadTypoVocabulary(db: Db, spec: MemoryTypeSpec, maxWords: number): Promise<TypoVocabulary> {
  const words = new Set<string>();
  const fields = Object.fromEntries(
    spec.lowered.flatMap((expression, i) => (spec.typoFields[i] ? [[`__l${i}`, expression]] : [])),
  );
  let after: string | null = null;
  let complete = true;
  read: for (;;) {
    const page = (await db
      .select({ id: spec.id, ...fields })
      .from(spec.table)
      .where(and(spec.where(), after === null ? undefined : gt(spec.id, after)))
      .orderBy(asc(spec.id))
      .limit(WORD_PAGE_ROWS)) as Array<Record<string, string | null>>;
    for (const row of page)
      for (const [key, text] of Object.entries(row)) {
        if (key === "id" || !text) continue;
        for (const word of text.split(SEPARATOR_RUN)) {
          if (word.length < 3 || words.has(word)) continue;
          if (words.size >= maxWords) {
            complete = false;
            break read;
          }
          words.add(word);
        }
      }
    if (page.length < WORD_PAGE_ROWS) break;
    after = page[page.length - 1].id as string;
  }
  return vocabularyOf(words, complete);
}

export function vocabularyOf(words: Iterable<string>, complete: boolean): TypoVocabulary {
  const byFirst = new Map<string, string[]>();
  let size = 0;
  for (const word of words) {
    const bucket = byFirst.get(word[0]);
    if (bucket) bucket.push(word);
    else byFirst.set(word[0], [word]);
    size++;
  }
  return { byFirst, size, complete };
}

/** What a read row of the type holds: its card's columns, its folded fields, its filter values. */
function selection(spec: MemoryTypeSpec) {
  const lowered = Object.fromEntries(spec.lowered.map((expression, i) => [`__l${i}`, expression]));
  const filters = Object.fromEntries(Object.entries(spec.filterColumns ?? {}).map(([k, v]) => [`__f_${k}`, v]));
  return { ...spec.columns, ...lowered, ...filters };
}

function toMemoryRow(spec: MemoryTypeSpec, read: Record<string, unknown>): MemoryRow {
  const raw: Record<string, unknown> = {};
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(read)) {
    if (key.startsWith("__f_")) filter[key.slice(4)] = value;
    else if (!key.startsWith("__l")) raw[key] = value;
  }
  return {
    id: read.id as string,
    lower: spec.lowered.map((_, i) => (read[`__l${i}`] as string | null) ?? null),
    raw,
    filter,
    ...spec.describe(raw),
  };
}

/** Reads every row a type may return into a searchable table, one page at a time in id order. */
export async function loadMemoryTable(db: Db, spec: MemoryTypeSpec): Promise<MemoryTable> {
  const rows: MemoryRow[] = [];
  let after: string | null = null;
  for (;;) {
    const where = and(spec.where(), after === null ? undefined : gt(spec.id, after));
    const page = (await db
      .select(selection(spec))
      .from(spec.table)
      .where(where)
      .orderBy(asc(spec.id))
      .limit(PAGE_ROWS)) as Array<Record<string, unknown>>;
    for (const read of page) rows.push(toMemoryRow(spec, read));
    if (page.length < PAGE_ROWS) break;
    after = page[page.length - 1].id as string;
  }
  return buildMemoryTable(spec.order, rows, spec.typoFields, spec.bodyFields);
}

/**
 * The rows that match a query, read from the type's indexes (matchCondition over the folded fields, typo words
 * included) into a searchable table of their own, or null when more than `cap` match: the pure rule then ranks
 * them exactly as it ranks a held type (decision 053). The type's filters are applied after, by its filterFor.
 * `head`: only the rows at the head of the order (headCondition), or null when the query has no such cut.
 */
export async function loadCandidateTable(
  db: Db,
  spec: MemoryTypeSpec,
  q: PreparedQuery,
  cap: number,
  head = false,
): Promise<MemoryTable | null> {
  const joined = spec.joined ? { table: spec.table, id: spec.id, fields: spec.joined } : undefined;
  const match = matchCondition(spec.lowered, q, { typoFields: spec.typoFields, joined });
  // Only the head of the order (headCondition): the rows matching every word, or equal to or starting with the word.
  const top = head
    ? headCondition(spec.lowered, q, { typoFields: spec.typoFields, bodyFields: spec.bodyFields, joined })
    : undefined;
  if (head && !top) return null;
  const read = (await db
    .select(selection(spec))
    .from(spec.table)
    .where(and(spec.where(), match, top))
    .limit(cap + 1)) as Array<Record<string, unknown>>;
  if (read.length > cap) return null;
  return buildMemoryTable(
    spec.order,
    read.map((row) => toMemoryRow(spec, row)),
    spec.typoFields,
    spec.bodyFields,
    true,
  );
}

/** multiplierClasses' order as a row's class: recent first; with a verified flag, verified first (×1.32, ×1.2, ×1.1, ×1). */
export function multiplierClassOf(now: Date, withVerified: boolean): (row: MemoryRow) => number {
  const until = now.getTime();
  const since = until - RELEVANCE.recentWindowMs;
  return (row) => {
    const notRecent = row.recentAt >= since && row.recentAt <= until ? 0 : 1;
    return withVerified ? (row.verified ? 0 : 2) + notRecent : notRecent;
  };
}

export const timeOf = (value: unknown) => new Date(value as Date | string).getTime();
