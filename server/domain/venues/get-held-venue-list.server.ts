import type { VenueCardData } from "~/core/venues/venues";
import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { type ListPublicVenuesOptions, listPublicVenues } from "./list-public-venues.server";

/** Venue edits and events (each card's count of upcoming events) both change a listing: every source counts. */
const held = heldReads<{ venues: VenueCardData[]; total: number }>({ maxEntries: 200 });

/**
 * A page of /venues (decision 026): the cards and their count, held in memory until a public change, or 5 s at
 * most, so a render that misses the page cache (a signed-in visitor, the first view after a change) makes no
 * query. The cards' upcoming-event counts are taken when the read is made: an event that just ended may count for
 * up to 5 s more, the backstop every held read has (decision 020).
 */
export function getHeldVenueList(
  db: Db,
  { filters, countEvents, limit, offset = 0 }: Omit<ListPublicVenuesOptions, "now">,
): Promise<{ venues: VenueCardData[]; total: number }> {
  const key = JSON.stringify([countEvents, limit, offset, filters]);
  return held(db, key, () => listPublicVenues(db, { filters, now: new Date(), countEvents, limit, offset }));
}
