import type { EventCardData } from "~/core/events";
import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { listDjGigs } from "./list-dj-gigs.server";

type DjGigs = { upcoming: EventCardData[]; past: EventCardData[] };

/** Events and DJ edits (names and links on the lineup) both change what the lists show: every source counts. */
const held = heldReads<DjGigs>({ maxEntries: 2000 });

/**
 * A DJ page's Upcoming and Past gigs, held in memory like the DJ's row (issue 16: a render that misses the page
 * cache skips the queries). An event moving from upcoming to past is seen within the held reads' 5 s, as on a
 * cached page.
 */
export function getHeldDjGigs(db: Db, djProfileId: string): Promise<DjGigs> {
  return held(db, djProfileId, () => listDjGigs(db, djProfileId, new Date()));
}
