import { sql } from "drizzle-orm";
import type { SearchSuggestion } from "~/core/search/search";
import { buildPrefixTable, matchPrefix, type PrefixTable } from "~/core/search/suggestion-prefix";
import type { Database, Db } from "~server/db/client.server";
import { loadSuggestionNames, type SuggestionName } from "./load-suggestion-names.server";
import { MemoryIndex, MemoryTables, type MemoryTablesOptions } from "./memory-tables.server";
import type { SuggestionRequest } from "./suggest-search.server";
import { mergeSuggestions, SUGGESTION_SOURCES, type SuggestionSource } from "./suggestion-sources.server";

/**
 * Names held per type at most (decision 053): ≈ 0.5 KB each with its ready-made suggestion, so three types stay
 * near 15 MB. A type with more is answered by the database's prefix indexes (migration 0032), a few index reads.
 */
export const DEFAULT_MAX_NAMES = 10_000;

/** A type's names, or "database" when it has more than the bound. */
type HeldNames = PrefixTable<SuggestionName> | "database";

async function countUpTo(db: Db, source: SuggestionSource, cap: number): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(source.table)
    .where(source.where())
    .limit(cap + 1)
    .as("limited");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return Number(row?.n ?? 0);
}

export interface SuggestionIndexOptions extends MemoryTablesOptions {
  /** Names held per type at most; DEFAULT_MAX_NAMES when absent. */
  maxNames?: number;
}

/**
 * The names suggestions match, held in memory (decision 014), so a suggestion costs two binary searches instead
 * of up to six database reads (PGlite answers one query at a time; 132 uncached suggestions/s on the 100 k bench).
 * Exact, never stale: see MemoryTables — while a type's names are being read again after a change, `suggest`
 * returns null and the database answers. Bounded (decision 053): a type with more names than `maxNames` is not
 * held, and its suggestions come from the database's prefix indexes.
 */
export class SuggestionIndex extends MemoryIndex<HeldNames> {
  constructor(database: Database, options: SuggestionIndexOptions = {}) {
    const maxNames = options.maxNames ?? DEFAULT_MAX_NAMES;
    super(
      new MemoryTables(
        database,
        SUGGESTION_SOURCES.map((source) => ({
          key: source.type,
          tables: [source.tableName],
          read: async (): Promise<HeldNames> =>
            (await countUpTo(database.db, source, maxNames)) > maxNames
              ? "database"
              : buildPrefixTable(await loadSuggestionNames(database.db, source)),
        })),
        options,
      ),
    );
  }

  protected answeredByDatabase(value: HeldNames): boolean {
    return value === "database";
  }

  /**
   * The suggestions for a request, or null while a table it needs is not known to be current or has more names
   * than the bound (the database answers).
   */
  suggest(request: SuggestionRequest): SearchSuggestion[] | null {
    const perType = [];
    for (const source of SUGGESTION_SOURCES) {
      if (!request.types.includes(source.type)) continue;
      const table = this.tables.get(source.type);
      if (!table || table === "database") return null;
      perType.push(
        matchPrefix(table, request.query, request.limit).map((m) => ({ suggestion: m.entry.suggestion, rank: m.rank })),
      );
    }
    return mergeSuggestions(perType, request.limit);
  }
}
