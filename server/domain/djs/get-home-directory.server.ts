import type { Db } from "../../db/client.server";
import { getPublicDjStats, type PublicDjStats } from "./get-public-dj-stats.server";
import { type DjCard, listPublicDjs } from "./list-public-djs.server";
import { publicDjCache } from "./public-dj-cache.server";

/** How many DJs the home grid shows at most (the directory can hold 100 k+ profiles). */
export const HOME_GRID_LIMIT = 60;

export interface HomeDirectory {
  featured: DjCard[];
  suggested: DjCard[];
  djs: DjCard[];
  stats: PublicDjStats;
}

const cache = publicDjCache<HomeDirectory>();

/** The public DJ sections of the home page, read in parallel and cached for 2 minutes (spec §9). */
export function getHomeDirectory(db: Db): Promise<HomeDirectory> {
  return cache.get("home", async () => {
    const [featured, suggested, djs, stats] = await Promise.all([
      listPublicDjs(db, { featured: true, limit: 8 }),
      listPublicDjs(db, { suggested: true, limit: 6 }),
      listPublicDjs(db, { limit: HOME_GRID_LIMIT }),
      getPublicDjStats(db),
    ]);
    return { featured, suggested, djs, stats };
  });
}
