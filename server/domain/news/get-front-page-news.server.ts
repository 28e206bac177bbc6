import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { type FrontPageNewsItem, listFrontPageNews } from "./list-front-page-news.server";

const held = heldReads<FrontPageNewsItem[]>({ sources: ["news"], maxEntries: 8 });

/**
 * The front-page news for the home page, held in memory: every render of `/` that misses the page cache (and
 * every signed-in visit) would otherwise pay a query for the same three rows. Writes to news drop it
 * at once; the time to live bounds how late an article dated in the future appears once its date has come.
 */
export function getFrontPageNews(db: Db, limit = 3): Promise<FrontPageNewsItem[]> {
  return held(db, String(limit), () => listFrontPageNews(db, limit));
}
