import { desc, inArray } from "drizzle-orm";
import { LISTED_EVENT_STATUSES } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";

/** At most this many event pages go in the sitemap: the latest by date (past pages stay reachable from /events). */
export const SITEMAP_EVENTS_MAX = 10_000;

/** Event ids and last changes of listed (published) events, latest first. */
export async function listSitemapEvents(
  db: Db,
  limit = SITEMAP_EVENTS_MAX,
): Promise<{ eventId: string; updatedAt: Date }[]> {
  return db
    .select({ eventId: mateEvents.eventId, updatedAt: mateEvents.updatedAt })
    .from(mateEvents)
    .where(inArray(mateEvents.status, [...LISTED_EVENT_STATUSES]))
    .orderBy(desc(mateEvents.eventDate), desc(mateEvents.id))
    .limit(limit);
}
