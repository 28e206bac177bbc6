import { DEFAULT_DJ_SORT, DJ_PAGE_SIZE, type DjDirectoryFilters } from "~/core/djs/dj-directory-filters";
import { frozenDeep } from "~/core/text/frozen-data";
import type { Db } from "~server/db/client.server";
import { countPublicDjs } from "./count-public-djs.server";
import { getDjFilterOptions } from "./get-dj-filter-options.server";
import { getPublicDjStats, type PublicDjStats } from "./get-public-dj-stats.server";
import type { DjFilterOptions } from "./list-dj-filter-options.server";
import { type DjCard, listPublicDjs } from "./list-public-djs.server";
import { publicDjCache } from "./public-dj-cache.server";

/** How many DJs one page of the home grid shows (the directory can hold 100 k+ profiles). */
export const HOME_GRID_LIMIT = DJ_PAGE_SIZE;

/** Pages beyond this are read straight from the database instead of filling the cache. */
const CACHED_PAGES = 5;

export interface HomeDirectory {
  featured: DjCard[];
  suggested: DjCard[];
  stats: PublicDjStats;
  options: DjFilterOptions;
  /** One page of the filtered grid. */
  djs: DjCard[];
  /** How many public DJs match the filters. */
  total: number;
}

type Sections = Pick<HomeDirectory, "featured" | "suggested" | "stats">;
type GridPage = Pick<HomeDirectory, "djs" | "total">;

const sectionsCache = publicDjCache<Sections>();
const gridCache = publicDjCache<GridPage>();

const NO_FILTERS: DjDirectoryFilters = { genre: null, city: null, sort: DEFAULT_DJ_SORT, page: 1 };

/**
 * The public DJ sections of the home page plus one page of the filtered grid, cached for 2 minutes per
 * filter combination (spec §9) and cleared by invalidatePublicDjs(). A genre or city that no public DJ has
 * is answered without a query and without a cache entry, so made-up filter values cannot grow the cache.
 * The filter options come from their own cache, which /search shares.
 */
export async function getHomeDirectory(db: Db, filters: DjDirectoryFilters = NO_FILTERS): Promise<HomeDirectory> {
  const [sections, options] = await Promise.all([
    sectionsCache.get(db, "sections", async () => {
      const [featured, suggested, stats] = await Promise.all([
        listPublicDjs(db, { featured: true, limit: 8 }),
        listPublicDjs(db, { suggested: true, limit: 6 }),
        getPublicDjStats(db),
      ]);
      // Held rows are frozen: the page keys its cached card parts by them (decision 043).
      return frozenDeep({ featured, suggested, stats });
    }),
    getDjFilterOptions(db),
  ]);
  const unknownValue =
    (filters.genre !== null && !options.genres.includes(filters.genre)) ||
    (filters.city !== null && !options.cities.includes(filters.city));
  if (unknownValue) return { ...sections, options, djs: [], total: 0 };

  const load = async (): Promise<GridPage> => {
    const [djs, total] = await Promise.all([
      listPublicDjs(db, {
        genre: filters.genre,
        city: filters.city,
        sort: filters.sort,
        limit: DJ_PAGE_SIZE,
        offset: (filters.page - 1) * DJ_PAGE_SIZE,
      }),
      countPublicDjs(db, { genre: filters.genre, city: filters.city }),
    ]);
    return { djs, total };
  };
  const key = JSON.stringify([filters.genre, filters.city, filters.sort, filters.page]);
  // Pages past the cached ones are read afresh and left unfrozen: their parts are keyed by content (decision 043).
  const grid =
    filters.page <= CACHED_PAGES ? await gridCache.get(db, key, async () => frozenDeep(await load())) : await load();
  return { ...sections, options, ...grid };
}
