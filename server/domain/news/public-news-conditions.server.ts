import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { newsItems } from "~server/db/schema";

/**
 * What anonymous readers may see (spec §5): published, not deleted, and dated now or earlier — the
 * database's clock decides, so every process agrees when a scheduled article goes live.
 */
export const publicNews = () =>
  and(eq(newsItems.published, true), isNull(newsItems.deletedAt), lte(newsItems.publishDate, sql`now()`));
