import { type EventCardData, localDateOf, parseEventFilters, SITE_TIME_ZONE } from "~/core/events/events";
import { frozenDeep } from "~/core/text/frozen-data";
import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { listEvents } from "./list-events.server";

/** Events and DJ edits (lineup names and links) both change the row: every source counts. */
const held = heldReads<EventCardData[]>({ maxEntries: 8 });

/**
 * The next `limit` listed events with no filter — the home page's upcoming-events row — held in memory like the
 * DJ page's reads, so a render of `/` that misses the page cache does not query for them.
 */
export function getHeldUpcomingEvents(db: Db, limit: number): Promise<EventCardData[]> {
  return held(db, String(limit), async () => {
    const now = new Date();
    const filters = parseEventFilters(new URLSearchParams());
    // Frozen: the same list on every render while held, so the home page's cached events part is keyed by it.
    return frozenDeep((await listEvents(db, { filters, now, today: localDateOf(now, SITE_TIME_ZONE), limit })).events);
  });
}
