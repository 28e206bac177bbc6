import type { Db } from "~server/db/client.server";
import type { ActivityActor } from "~server/domain/dj-activity/assert-dj-slug.server";
import { type CountedViewInput, recordCountedView } from "~server/domain/dj-activity/record-counted-view.server";
import { publicVenue } from "./public-venue-conditions.server";

/**
 * Records a view of an active venue's page, once per tab, venue and UTC day, and adds one to
 * venue_profiles.view_count only when a row was inserted, in the same transaction — so the count always equals the
 * rows. True when a view was stored; false for an unknown or inactive venue, or a repeat. Called from the beacon,
 * never from the loader (the page may come from the page cache).
 */
export async function recordVenueView(
  db: Db,
  actor: ActivityActor,
  input: CountedViewInput,
  now = new Date(),
): Promise<boolean> {
  return recordCountedView(db, actor, input, { kind: "venue_view", isPublic: publicVenue() }, now);
}
