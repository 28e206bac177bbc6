import type { Db } from "~server/db/client.server";
import type { ActivityActor } from "./assert-dj-slug.server";
import { recordUserActivity } from "./record-user-activity.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a view row holds besides its subject's id (the columns venue_views and news_article_views share). */
export interface ViewColumns {
  referrer: string | null;
  userAgent: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  viewKey: string | null;
  createdAt: Date;
}

export interface CountedViewInput {
  slug: string;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export interface CountedView {
  kind: "venue_view" | "news_view";
  /** Null: no de-duplication (no per-tab id). */
  viewKey: string | null;
  /** Inserts the view row unless its view key is taken; true when a row went in. */
  insertView: (tx: Tx, columns: ViewColumns) => Promise<boolean>;
  /** Adds one to the subject's stored view_count. */
  countView: (tx: Tx) => Promise<void>;
}

/**
 * Stores one view of a page whose subject keeps a view count (a venue, an article), and adds one to that count only
 * when the row went in, in the same transaction — so the count always equals the rows. A repeat (same view key) is
 * false and changes nothing. The activity record follows the commit, as for every other kind of view.
 */
export async function recordCountedView(
  db: Db,
  actor: ActivityActor,
  input: CountedViewInput,
  view: CountedView,
  now: Date,
): Promise<boolean> {
  const stored = await db.transaction(async (tx) => {
    const inserted = await view.insertView(tx, {
      referrer: input.referrer,
      userAgent: actor.userAgent?.slice(0, 512) ?? null,
      utmSource: input.utmSource,
      utmMedium: input.utmMedium,
      utmCampaign: input.utmCampaign,
      viewKey: view.viewKey,
      createdAt: now,
    });
    if (!inserted) return false;
    await view.countView(tx);
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
