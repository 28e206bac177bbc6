import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { type DjTracklist, listDjTracklists } from "./list-dj-tracklists.server";

const held = heldReads<DjTracklist[]>({ maxEntries: 2000 });

/** A DJ page's published sets, held until the next public change (decision 026), like the DJ's gigs. */
export function getHeldDjTracklists(db: Db, djProfileId: string): Promise<DjTracklist[]> {
  return held(db, djProfileId, () => listDjTracklists(db, djProfileId));
}
