import type { EventCardData } from "~/core/events/events";
import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";

export interface ScopedEvents {
  upcoming: EventCardData[];
  past: EventCardData[];
}

/**
 * One scope's Upcoming and Past events (a DJ's gigs, a venue's nights, a production line's), held in memory until
 * the next public change like the rest of a public page (decision 026): a render that misses the page cache makes no
 * query. Events and DJ edits (names and links on the lineups) both change the lists, so every source counts. The
 * split between upcoming and past is taken when the read is made, so an event may move section up to 5 s late, as
 * on a cached page.
 */
export function heldScopedEvents(
  list: (db: Db, scopeId: string, now: Date) => Promise<ScopedEvents>,
): (db: Db, scopeId: string) => Promise<ScopedEvents> {
  const held = heldReads<ScopedEvents>({ maxEntries: 2000 });
  return (db, scopeId) => held(db, scopeId, () => list(db, scopeId, new Date()));
}
