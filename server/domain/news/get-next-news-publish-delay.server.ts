import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { newsItems } from "~server/db/schema";

/**
 * Milliseconds until the next published, not-deleted article dated in the future goes live, by the database's
 * clock (the same clock the visibility condition reads); null when none is scheduled.
 */
export async function getNextNewsPublishDelay(db: Db): Promise<number | null> {
  const [row] = await db
    .select({
      ms: sql<string | number | null>`ceil(extract(epoch from (min(${newsItems.publishDate}) - now())) * 1000)`,
    })
    .from(newsItems)
    .where(and(eq(newsItems.published, true), isNull(newsItems.deletedAt), gt(newsItems.publishDate, sql`now()`)));
  if (row?.ms === null || row?.ms === undefined) return null;
  return Math.max(0, Number(row.ms));
}
