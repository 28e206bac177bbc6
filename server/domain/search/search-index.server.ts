import { SEARCH_COUNT_CAP, type SearchResultType } from "~/core/search/search";
import { allowedTypos, isTypoOf } from "~/core/search/search-typos";
import type { Database, Db } from "~server/db/client.server";
import { type MemoryTable, searchMemoryTable } from "./memory-search.server";
import { MemoryIndex, MemoryTables, type MemoryTablesOptions } from "./memory-tables.server";
import {
  DEFAULT_MEMORY_BOUNDS,
  loadCandidateTable,
  loadTypeMemory,
  type MemoryBounds,
  type MemoryTypeSpec,
  multiplierClassOf,
  type TypeMemory,
  type TypoVocabulary,
  vocabularyOf,
} from "./memory-type.server";
import { djMemorySpec } from "./search-djs.server";
import { eventMemorySpec } from "./search-events.server";
import { newsMemorySpec } from "./search-news.server";
import { productionMemorySpec } from "./search-productions.server";
import type { PreparedQuery } from "./search-sql.server";
import type { TypeSearchInput, TypeSearchPage } from "./search-type.server";
import { venueMemorySpec } from "./search-venues.server";

export const MEMORY_SPECS: Record<SearchResultType, MemoryTypeSpec> = {
  dj: djMemorySpec,
  venue: venueMemorySpec,
  event: eventMemorySpec,
  production: productionMemorySpec,
  news: newsMemorySpec,
};

export interface SearchIndexOptions extends MemoryTablesOptions {
  /** What each type may hold (decision 053); DEFAULT_MEMORY_BOUNDS when absent. */
  bounds?: MemoryBounds;
}

/**
 * What search holds in memory, per type and bounded (decisions 014 and 053). A type with few rows (the bound,
 * DEFAULT_MEMORY_BOUNDS) is held whole and answered from memory with the same rows, order and capped count as
 * its SQL path. A larger type is answered by its SQL path on the database's indexes (migration 0032), and only
 * the distinct words of its name fields are held, so a query's typo words can be looked up (`typoWordsFor`).
 * Exact, never stale (MemoryTables): while a type's rows are being read again after a change, `search` returns
 * null for it and its SQL path answers. The typo words of the last read stay in use meanwhile: a word of a row
 * written a moment ago is matched exactly at once, and by its typos once the read ends.
 */
export class SearchIndex extends MemoryIndex<TypeMemory> {
  private readonly lastWords: Map<SearchResultType, TypoVocabulary>;

  constructor(database: Database, options: SearchIndexOptions = {}) {
    const bounds = options.bounds ?? DEFAULT_MEMORY_BOUNDS;
    const lastWords = new Map<SearchResultType, TypoVocabulary>();
    super(
      new MemoryTables(
        database,
        (Object.entries(MEMORY_SPECS) as Array<[SearchResultType, MemoryTypeSpec]>).map(([type, spec]) => ({
          key: type,
          tables: spec.tables,
          read: async () => {
            const memory = await loadTypeMemory(database.db, spec, bounds);
            lastWords.set(type, memory.kind === "words" ? memory.vocabulary : wordsOfTable(memory));
            return memory;
          },
        })),
        options,
      ),
    );
    this.lastWords = lastWords;
  }

  /** One type's page from memory, or null while its rows are not known to be current or it is larger than the bound. */
  search(type: SearchResultType, input: TypeSearchInput): TypeSearchPage | null {
    const memory = this.tables.get(type);
    if (memory?.kind !== "rows") return null;
    return pageOf(MEMORY_SPECS[type], memory.table, input);
  }

  /**
   * The query with its typo words for one type's SQL path: per query word, the held words of the type's name
   * fields that are typos of it (search-typos.ts). Unchanged when no words are held yet.
   */
  withTypoWords(type: SearchResultType, q: PreparedQuery): PreparedQuery {
    const vocabulary = this.lastWords.get(type);
    if (!vocabulary) return q;
    const typoWords = new Map<string, string[]>();
    for (const word of q.words) {
      if (allowedTypos(word.length) === 0) continue;
      const found = (vocabulary.byFirst.get(word[0]) ?? []).filter((w) => isTypoOf(word, w));
      if (found.length) typoWords.set(word, found);
    }
    return typoWords.size ? { ...q, typoWords } : q;
  }

  protected answeredByDatabase(value: TypeMemory): boolean {
    return value.kind === "words";
  }

  /** How many rows or words are held per type (the bench reads it). */
  get held(): Record<string, { kind: TypeMemory["kind"]; size: number } | null> {
    return Object.fromEntries(
      Object.keys(MEMORY_SPECS).map((type) => {
        const memory = this.tables.get(type);
        if (!memory) return [type, null];
        return [
          type,
          memory.kind === "rows"
            ? { kind: "rows", size: memory.table.rows.length }
            : { kind: "words", size: memory.vocabulary.size },
        ];
      }),
    );
  }
}

/** One page of a type's rows held in a table (all of them, or a query's candidates) by the pure rank rule. */
function pageOf(spec: MemoryTypeSpec, table: MemoryTable, input: TypeSearchInput): TypeSearchPage {
  const { rows, count, capped } = searchMemoryTable(table, {
    q: input.q,
    limit: input.limit,
    offset: input.offset,
    cap: input.countCap ?? SEARCH_COUNT_CAP,
    now: input.now,
    filter: spec.filterFor(input.filters, input.now),
    classOf: multiplierClassOf(input.now, spec.verifiedClasses === true),
  });
  return { items: rows.map((row) => spec.toResult(row.raw, input.q, input.now)), count, capped };
}

/**
 * Candidates read per query at most (decision 053): up to this many matching rows, the type's indexes narrow the
 * rows and the pure rule (search-rank.ts) ranks them in JavaScript; past it, the SQL path's ORDER BY does.
 */
export const CANDIDATE_CAP = 5_000;

/**
 * One type's page from the rows its indexes say can match, ranked by the pure rule, or null when more than `cap`
 * match (the caller then asks the SQL path). `input.q` carries the typo words (SearchIndex.withTypoWords).
 */
export async function searchCandidates(
  db: Db,
  type: SearchResultType,
  input: TypeSearchInput,
  cap = CANDIDATE_CAP,
): Promise<TypeSearchPage | null> {
  if (cap <= 0) return null;
  const spec = MEMORY_SPECS[type];
  const table = await loadCandidateTable(db, spec, input.q, cap);
  if (table) return pageOf(spec, table, input);
  // Too many: the head of the order alone answers when, after the filters, it fills the page and passes the count
  // cap — every other match sorts after it, and the capped count is the same.
  const head = await loadCandidateTable(db, spec, input.q, cap, true);
  if (!head) return null;
  const page = pageOf(spec, head, input);
  return page.capped && page.items.length === input.limit ? page : null;
}

/** A held table's name-field words, for typo lookups while it is read again. */
function wordsOfTable(memory: TypeMemory & { kind: "rows" }): TypoVocabulary {
  const words: string[] = [];
  for (const entries of memory.table.typoWords.values()) for (const entry of entries) words.push(entry.word);
  return vocabularyOf(words, true);
}
