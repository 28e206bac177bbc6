import { SEARCH_COUNT_CAP, type SearchResultType } from "~/core/search/search";
import type { Database } from "~server/db/client.server";
import { type MemoryTable, searchMemoryTable } from "./memory-search.server";
import { MemoryIndex, MemoryTables, type MemoryTablesOptions } from "./memory-tables.server";
import { loadMemoryTable, type MemoryTypeSpec, multiplierClassOf } from "./memory-type.server";
import { djMemorySpec } from "./search-djs.server";
import { eventMemorySpec } from "./search-events.server";
import { newsMemorySpec } from "./search-news.server";
import { productionMemorySpec } from "./search-productions.server";
import type { TypeSearchInput, TypeSearchPage } from "./search-type.server";
import { venueMemorySpec } from "./search-venues.server";

const SPECS: Record<SearchResultType, MemoryTypeSpec> = {
  dj: djMemorySpec,
  venue: venueMemorySpec,
  event: eventMemorySpec,
  production: productionMemorySpec,
  news: newsMemorySpec,
};

/**
 * The searched rows of the five types held in memory (decision 014, "Search"), answering each type's search
 * with the same rows, order and capped count as its SQL path. Exact, never stale (MemoryTables): while a type's
 * rows are being read again after a change, `search` returns null for it and its SQL path answers.
 */
export class SearchIndex extends MemoryIndex<MemoryTable> {
  constructor(database: Database, options: MemoryTablesOptions = {}) {
    super(
      new MemoryTables(
        database,
        (Object.entries(SPECS) as Array<[SearchResultType, MemoryTypeSpec]>).map(([type, spec]) => ({
          key: type,
          tables: spec.tables,
          read: () => loadMemoryTable(database.db, spec),
        })),
        options,
      ),
    );
  }

  /** One type's page from memory, or null while its rows are not known to be current. */
  search(type: SearchResultType, input: TypeSearchInput): TypeSearchPage | null {
    const table = this.tables.get(type);
    if (!table) return null;
    const spec = SPECS[type];
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
}
