import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { type EventFilterOptions, listEventFilterOptions } from "./list-event-filter-options.server";
import type { EventListFilters } from "./list-events.server";

/** Events, venues, production lines and DJ edits (lineup genres) all change the menus: every source counts. */
const held = heldReads<EventFilterOptions>({ maxEntries: 8 });

/**
 * The choices of /events' filter menus for one tab (decision 026): four DISTINCT queries over the tab's events,
 * the same for every filtered view of the tab, held until a public change or 5 s at most.
 */
export function getHeldEventFilterOptions(
  db: Db,
  when: EventListFilters["when"],
  today: string,
): Promise<EventFilterOptions> {
  return held(db, `${when}\u0000${today}`, () => listEventFilterOptions(db, when, new Date(), today));
}
