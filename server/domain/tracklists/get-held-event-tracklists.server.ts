import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { type EventTracklist, listEventTracklists } from "./list-event-tracklists.server";

const held = heldReads<EventTracklist[]>({ maxEntries: 2000 });

/** An event page's published tracklists, held until the next public change (decision 026), like the page itself. */
export function getHeldEventTracklists(db: Db, eventUuid: string): Promise<EventTracklist[]> {
  return held(db, eventUuid, () => listEventTracklists(db, eventUuid));
}
