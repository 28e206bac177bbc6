import { eq } from "drizzle-orm";
import type { EventCardData } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";
import { listScopedEvents } from "~server/domain/events/list-scoped-events.server";

/** Events shown per section of a venue page. */
export const VENUE_EVENTS_LIMIT = 10;

/** The published events at a venue (linked by venue_id): the next ones, and the latest past ones. */
export function listVenueEvents(
  db: Db,
  venueId: string,
  now: Date,
  limit = VENUE_EVENTS_LIMIT,
): Promise<{ upcoming: EventCardData[]; past: EventCardData[] }> {
  return listScopedEvents(db, eq(mateEvents.venueId, venueId), now, limit);
}
