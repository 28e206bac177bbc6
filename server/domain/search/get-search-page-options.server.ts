import { djDirectoryExamples, matchDjDirectoryShortcuts } from "~/core/djs/dj-directory-shortcuts";
import { NO_SEARCH_PAGE_OPTIONS, type SearchPageOptions } from "~/core/search/search-page";
import type { SearchPageState } from "~/core/search/search-url";
import type { Db } from "~server/db/client.server";
import { getDjFilterOptions } from "~server/domain/djs/get-dj-filter-options.server";
import { listNewsCategories } from "~server/domain/news/list-news-categories.server";
import { logger } from "~server/logger.server";

/**
 * What /search needs besides the results, all from cached reads: the directory's filter options (its genres
 * for the DJs tab, and the shortcuts, because search matches DJs by name only, spec §7) and news categories.
 * A failure here costs the extras, never the results.
 */
export async function getSearchPageOptions(
  db: Db,
  { query, tab }: Pick<SearchPageState, "query" | "tab">,
): Promise<SearchPageOptions> {
  const [directory, categories] = await Promise.all([
    getDjFilterOptions(db).catch((error) => {
      logger.warn("search filter options failed", { error });
      return null;
    }),
    tab === "news"
      ? listNewsCategories(db).catch((error) => {
          logger.warn("search news categories failed", { error });
          return [];
        })
      : [],
  ]);
  if (!directory) return { ...NO_SEARCH_PAGE_OPTIONS, categories };
  return {
    genres: tab === "dj" ? directory.genres : [],
    categories,
    shortcuts: query && (tab === null || tab === "dj") ? matchDjDirectoryShortcuts(query, directory) : [],
    examples: djDirectoryExamples(directory),
  };
}
