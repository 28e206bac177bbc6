import { SEARCH_ALIAS_LIST } from "~/core/search/search-alias-list";
import { mergeSearchAliases } from "~/core/search/search-alias-rules";
import { type AliasTable, buildAliasTable } from "~/core/search/search-aliases";
import { perDatabaseCache } from "~server/cache/per-database-cache.server";
import { ALL_PUBLIC_CONTENT, onPublicChange } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { listSearchAliases } from "./list-search-aliases.server";

/** The change source an added or removed alias announces (publicContentChanged). */
export const SEARCH_ALIASES_SOURCE = "search-aliases";

/**
 * A minute at most: the notice from another process's change drops it at once; this bounds a missed notice.
 * One entry per database, so a search reads the table once a minute, not once a query.
 */
const cache = perDatabaseCache<AliasTable>(60_000, 1);

onPublicChange((source) => {
  if (source === SEARCH_ALIASES_SOURCE || source === ALL_PUBLIC_CONTENT) cache.invalidate();
});

/** The alias table search reads: the built-in list with the aliases admins added (decision 014, update). */
export function getSearchAliasTable(db: Db): Promise<AliasTable> {
  return cache.get(db, "aliases", async () =>
    buildAliasTable(mergeSearchAliases(SEARCH_ALIAS_LIST, await listSearchAliases(db))),
  );
}
