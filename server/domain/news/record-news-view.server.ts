import { and, eq, sql } from "drizzle-orm";
import { newsViewKey } from "~/core/dj-activity";
import type { Db } from "~server/db/client.server";
import { newsArticleViews, newsItems } from "~server/db/schema";
import type { ActivityActor } from "~server/domain/dj-activity/assert-dj-slug.server";
import { recordCountedView } from "~server/domain/dj-activity/record-counted-view.server";
import { publicNews } from "./public-news-conditions.server";

export interface NewsViewInput {
  /** The article's slug. */
  slug: string;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Per-tab id from the browser; null = no de-duplication. */
  viewId: string | null;
}

/**
 * Records a read of a public article, once per tab, article and UTC day, and adds one to
 * news_items.view_count only when a row was inserted, in the same transaction — so the count always equals the rows.
 * True when a view was stored; false for an unknown, draft, scheduled or deleted article (an admin's preview is not a
 * read), or a repeat. Called from the beacon, never from the loader (the page may come from the page cache).
 */
export async function recordNewsView(
  db: Db,
  actor: ActivityActor,
  input: NewsViewInput,
  now = new Date(),
): Promise<boolean> {
  const [article] = await db
    .select({ id: newsItems.id })
    .from(newsItems)
    .where(and(eq(newsItems.slug, input.slug), publicNews()))
    .limit(1);
  if (!article) return false;
  return recordCountedView(
    db,
    actor,
    input,
    {
      kind: "news_view",
      viewKey: newsViewKey(input.viewId, input.slug, now),
      insertView: async (tx, columns) =>
        (
          await tx
            .insert(newsArticleViews)
            .values({ newsItemId: article.id, ...columns })
            .onConflictDoNothing({ target: newsArticleViews.viewKey })
            .returning({ id: newsArticleViews.id })
        ).length > 0,
      countView: async (tx) => {
        await tx
          .update(newsItems)
          .set({ viewCount: sql`${newsItems.viewCount} + 1` })
          .where(eq(newsItems.id, article.id));
      },
    },
    now,
  );
}
