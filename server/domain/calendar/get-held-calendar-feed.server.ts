import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import type { FeedSelection } from "./list-feed-events.server";
import { type CalendarFeed, loadCalendarFeed } from "./load-calendar-feed.server";

export type { CalendarFeed } from "./load-calendar-feed.server";

/** null is held too: an unknown DJ's feed is asked for again and again by a calendar that once subscribed. */
const held = heldReads<CalendarFeed | null>({ maxEntries: 2_000 });

/**
 * A calendar feed built once and served from memory until a public change (an event, a DJ, a venue, a follow…)
 * drops it — the page cache's invalidation (decision 020) — or 5 s pass. Compressed once (loadCalendarFeed), so a
 * request costs a lookup and a write; concurrent requests for one feed share one build.
 */
export function getHeldCalendarFeed(db: Db, selection: FeedSelection, origin: string): Promise<CalendarFeed | null> {
  const key = `${origin}\u0000${selection.kind === "all" ? "" : selection.kind === "personal" ? selection.userId : selection.slug}\u0000${selection.kind}`;
  return held(db, key, () => loadCalendarFeed(db, selection, origin));
}
