import type { Db } from "~server/db/client.server";
import type { ActivityActor } from "~server/domain/dj-activity/assert-dj-slug.server";
import { type CountedViewInput, recordCountedView } from "~server/domain/dj-activity/record-counted-view.server";
import { publicNews } from "./public-news-conditions.server";

/**
 * Records a read of a public article, once per tab, article and UTC day, and adds one to
 * news_items.view_count only when a row was inserted, in the same transaction — so the count always equals the rows.
 * True when a view was stored; false for an unknown, draft, scheduled or deleted article (an admin's preview is not a
 * read), or a repeat. Called from the beacon, never from the loader (the page may come from the page cache).
 */
export async function recordNewsView(
  db: Db,
  actor: ActivityActor,
  input: CountedViewInput,
  now = new Date(),
): Promise<boolean> {
  return recordCountedView(db, actor, input, { kind: "news_view", isPublic: publicNews() }, now);
}
