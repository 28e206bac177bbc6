import type { EventCardData } from "~/core/events/events";
import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { type EventListFilters, listEvents } from "./list-events.server";

/** Events and DJ edits (lineup names and links) both change a listing: every source counts. */
const held = heldReads<{ events: EventCardData[]; total: number }>({ maxEntries: 200 });

export interface HeldEventListOptions {
  filters: EventListFilters;
  /** The site's calendar day (part of the key: "today" and "this weekend" count from it). */
  today: string;
  limit: number;
  offset: number;
}

/**
 * A page of /events (decision 026): the rows, their lineups and the count — three queries on the engine that runs
 * in our process — held in memory like the home page's events row until a public change, or 5 s at most, so a
 * render that misses the page cache (a signed-in visitor, the first view after a change) skips them. The split
 * between upcoming and past is taken when the read is made, so an event may move tabs up to 5 s late: the same
 * backstop every held read has (decision 020).
 */
export function getHeldEventList(
  db: Db,
  { filters, today, limit, offset }: HeldEventListOptions,
): Promise<{ events: EventCardData[]; total: number }> {
  const { when, city, genre, venue, production, range, from, to } = filters;
  const key = JSON.stringify([today, limit, offset, when, city, genre, venue, production, range, from, to]);
  return held(db, key, () => listEvents(db, { filters, now: new Date(), today, limit, offset }));
}
