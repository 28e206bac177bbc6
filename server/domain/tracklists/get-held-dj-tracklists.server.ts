import type { MostPlayed } from "~/core/tracklists/public-tracklist";
import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { listDjMostPlayed } from "./list-dj-most-played.server";
import { type DjTracklist, listDjTracklists } from "./list-dj-tracklists.server";

const held = heldReads<{ sets: DjTracklist[]; mostPlayed: MostPlayed }>({ maxEntries: 2000 });

/** A DJ page's published sets and most played, held until the next public change (decision 026), like the gigs. */
export function getHeldDjTracklists(
  db: Db,
  djProfileId: string,
): Promise<{ sets: DjTracklist[]; mostPlayed: MostPlayed }> {
  return held(db, djProfileId, async () => {
    const [sets, mostPlayed] = await Promise.all([
      listDjTracklists(db, djProfileId),
      listDjMostPlayed(db, djProfileId),
    ]);
    return { sets, mostPlayed };
  });
}
