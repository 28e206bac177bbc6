import type { Db } from "~server/db/client.server";
import { type DjFilterOptions, listDjFilterOptions } from "./list-dj-filter-options.server";
import { publicDjCache } from "./public-dj-cache.server";

const cache = publicDjCache<DjFilterOptions>();

/**
 * The directory's filter choices with their DJ counts, cached like the rest of the public directory (2 minutes,
 * spec §9) and cleared with it by invalidatePublicDjs(). One copy serves the home page's filters and /search
 * (its genre filter and its directory shortcuts), so a busy search page adds no scan of the DJ table.
 */
export function getDjFilterOptions(db: Db): Promise<DjFilterOptions> {
  return cache.get(db, "options", () => listDjFilterOptions(db));
}
