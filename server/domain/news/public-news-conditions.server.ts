import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { newsItems } from "~server/db/schema";

/** Published and not deleted, whatever the publish date (search's copy in memory filters the date itself). */
export const publishedNews = () => and(eq(newsItems.published, true), isNull(newsItems.deletedAt));

/**
 * What anonymous readers may see (spec §5): published, not deleted, and dated now or earlier — the
 * database's clock decides, so every process agrees when a scheduled article goes live.
 */
export const publicNews = () => and(publishedNews(), lte(newsItems.publishDate, sql`now()`));
