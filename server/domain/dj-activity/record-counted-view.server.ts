import { and, eq, type SQL, sql } from "drizzle-orm";
import { newsViewKey, venueViewKey } from "~/core/analytics/dj-activity";
import type { Db } from "~server/db/client.server";
import { newsArticleViews, newsItems, venueProfiles, venueViews } from "~server/db/schema";
import type { ActivityActor } from "./assert-dj-slug.server";
import { recordUserActivity } from "./record-user-activity.server";

/**
 * Per kind of counted view: the subjects (found by slug, keeping a view_count), the view rows and the view key (one
 * view per tab, subject and UTC day).
 */
const COUNTED = {
  venue_view: { subjects: venueProfiles, views: venueViews, subjectColumn: "venueId", viewKey: venueViewKey },
  news_view: { subjects: newsItems, views: newsArticleViews, subjectColumn: "newsItemId", viewKey: newsViewKey },
} as const;

export interface CountedViewInput {
  slug: string;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Per-tab id from the browser; null = no de-duplication. */
  viewId: string | null;
}

export interface CountedView {
  kind: keyof typeof COUNTED;
  /** Which subjects the public may see (a view of any other is not stored). */
  isPublic: SQL | undefined;
}

/**
 * Stores one view of a page whose subject keeps a view count (a venue, an article), and adds one to that count only
 * when the row went in, in the same transaction — so the count always equals the rows. A repeat (same view key) or a
 * subject the public may not see (unknown slug, or not `isPublic`) is false and changes nothing. The activity record
 * follows the commit, as for every other kind of view.
 */
export async function recordCountedView(
  db: Db,
  actor: ActivityActor,
  input: CountedViewInput,
  view: CountedView,
  now: Date,
): Promise<boolean> {
  const { subjects, views, subjectColumn, viewKey } = COUNTED[view.kind];
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.slug, input.slug), view.isPublic))
    .limit(1);
  if (!subject) return false;
  const stored = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(views)
      .values({
        [subjectColumn]: subject.id,
        referrer: input.referrer,
        userAgent: actor.userAgent?.slice(0, 512) ?? null,
        utmSource: input.utmSource,
        utmMedium: input.utmMedium,
        utmCampaign: input.utmCampaign,
        viewKey: viewKey(input.viewId, input.slug, now),
        createdAt: now,
      })
      .onConflictDoNothing({ target: views.viewKey })
      .returning({ id: views.id });
    if (inserted.length === 0) return false;
    await tx
      .update(subjects)
      .set({ viewCount: sql`${subjects.viewCount} + 1` })
      .where(eq(subjects.id, subject.id));
    return true;
  });
  if (!stored) return false;
  await recordUserActivity(db, actor, view.kind, input.slug, {
    referrer: input.referrer,
    utm_source: input.utmSource,
    utm_medium: input.utmMedium,
    utm_campaign: input.utmCampaign,
  });
  return true;
}
