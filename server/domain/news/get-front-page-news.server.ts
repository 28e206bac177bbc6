import { ALL_PUBLIC_CONTENT, onPublicChange } from "~server/cache/public-changes.server";
import { TtlCache } from "~server/cache/ttl-cache.server";
import type { Db } from "~server/db/client.server";
import { type FrontPageNewsItem, listFrontPageNews } from "./list-front-page-news.server";

/**
 * How long the home page's news may be reused. Writes to news drop it at once (below); the time to live only
 * bounds how late an article dated in the future appears once its publish date has come.
 */
export const FRONT_PAGE_NEWS_TTL_MS = 5_000;

const caches = new WeakMap<Db, TtlCache<FrontPageNewsItem[]>>();
let generation = 0;

onPublicChange((source) => {
  if (source === "news" || source === ALL_PUBLIC_CONTENT) generation += 1;
});

/**
 * The front-page news for the home page, held in memory: every render of `/` that misses the page cache (and
 * every signed-in visit) would otherwise pay a query for the same three rows (issue 16). Held per database, so
 * two databases in one process (tests) never see each other's news.
 */
export function getFrontPageNews(db: Db, limit = 3): Promise<FrontPageNewsItem[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TtlCache<FrontPageNewsItem[]>(FRONT_PAGE_NEWS_TTL_MS, 8);
    caches.set(db, cache);
  }
  return cache.get(`${generation}:${limit}`, () => listFrontPageNews(db, limit));
}
