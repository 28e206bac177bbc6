import type { SearchSuggestion } from "~/core/search/search";
import { buildPrefixTable, matchPrefix, type PrefixTable } from "~/core/search/suggestion-prefix";
import type { Database } from "~server/db/client.server";
import { loadSuggestionNames, type SuggestionName } from "./load-suggestion-names.server";
import { MemoryIndex, MemoryTables, type MemoryTablesOptions } from "./memory-tables.server";
import type { SuggestionRequest } from "./suggest-search.server";
import { mergeSuggestions, SUGGESTION_SOURCES } from "./suggestion-sources.server";

/**
 * The names suggestions match, held in memory (decision 014), so a suggestion costs two binary searches instead
 * of up to six database reads (PGlite answers one query at a time; 132 uncached suggestions/s on the 100 k bench).
 * Exact, never stale: see MemoryTables — while a type's names are being read again after a change, `suggest`
 * returns null and the database answers.
 */
export class SuggestionIndex extends MemoryIndex<PrefixTable<SuggestionName>> {
  constructor(database: Database, options: MemoryTablesOptions = {}) {
    super(
      new MemoryTables(
        database,
        SUGGESTION_SOURCES.map((source) => ({
          key: source.type,
          tables: [source.tableName],
          read: async () => buildPrefixTable(await loadSuggestionNames(database.db, source)),
        })),
        options,
      ),
    );
  }

  /** The suggestions for a request, or null while a table it needs is not known to be current. */
  suggest(request: SuggestionRequest): SearchSuggestion[] | null {
    const perType = [];
    for (const source of SUGGESTION_SOURCES) {
      if (!request.types.includes(source.type)) continue;
      const table = this.tables.get(source.type);
      if (!table) return null;
      perType.push(
        matchPrefix(table, request.query, request.limit).map((m) => ({ suggestion: m.entry.suggestion, rank: m.rank })),
      );
    }
    return mergeSuggestions(perType, request.limit);
  }
}
