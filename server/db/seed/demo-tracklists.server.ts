/**
 * Demo tracklists: the sets the first DJ of a few recent past gigs played, as if imported from their DJ software and
 * published, so the event and DJ pages show what a tracklist looks like on the first start.
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { eventLineup, mateEvents, tracklists, tracklistTracks } from "~server/db/schema";

type DemoTrack = [artist: string, title: string, bpm: number, key: string];

const SETS: { format: string; tracks: DemoTrack[]; unreleased?: number }[] = [
  {
    format: "rekordbox-txt",
    unreleased: 4,
    tracks: [
      ["Âme", "Rej", 122, "8A"],
      ["Kerri Chandler", "Rain", 123, "4A"],
      ["Dixon", "Polymorphism", 121, "5A"],
      ["Recondite", "Levant", 122, "9A"],
      ["ID", "ID", 124, "8A"],
      ["Tale Of Us", "Another Earth", 123, "2A"],
      ["Henrik Schwarz", "Walk Music", 124, "6A"],
      ["Kölsch", "Grey", 122, "8A"],
      ["Stephan Bodzin", "Powers of Ten", 125, "11A"],
    ],
  },
  {
    format: "serato-csv",
    tracks: [
      ["Cassius", "Hypercolour", 124, "Gm"],
      ["808 State", "Pacific State", 118, "Dm"],
      ["Energy 52", "Café del Mar", 134, "Em"],
      ["Mr. Fingers", "Can You Feel It", 120, "Am"],
      ["Inner City", "Good Life", 122, "Cm"],
      ["Rhythim Is Rhythim", "Strings of Life", 126, "Fm"],
      ["Joe Smooth", "Promised Land", 120, "Bbm"],
    ],
  },
  {
    format: "traktor-nml",
    unreleased: 3,
    tracks: [
      ["Plastikman", "Spastik", 130, "6m"],
      ["Jeff Mills", "The Bells", 138, "1m"],
      ["Joey Beltram", "Energy Flash", 132, "8m"],
      ["ID", "ID", 134, "3m"],
      ["Robert Hood", "Minus", 133, "10m"],
      ["DVS1", "Black Russian", 134, "5m"],
      ["Surgeon", "Klonk", 136, "7m"],
      ["Ben Sims", "Manipulated", 135, "2m"],
    ],
  },
];

/** The gigs that get a demo set, two days ago and more (always over, whatever the hour of the seed), by name. */
export const DEMO_TRACKLIST_GIGS = ["Amsterdam Dance Warmup", "Deep Roots São Paulo", "Block Party Rooftop"] as const;

/** Seeds a published tracklist by the first DJ of each of DEMO_TRACKLIST_GIGS (row ids by event name). */
export async function seedDemoTracklists(db: Db, eventRowIds: ReadonlyMap<string, string>): Promise<number> {
  const gigs = [];
  for (const name of DEMO_TRACKLIST_GIGS) {
    const eventUuid = eventRowIds.get(name);
    if (!eventUuid) continue;
    const [first] = await db
      .select({ djProfileId: eventLineup.djProfileId, eventDate: mateEvents.eventDate })
      .from(eventLineup)
      .innerJoin(mateEvents, eq(mateEvents.id, eventLineup.eventId))
      .where(and(eq(eventLineup.eventId, eventUuid), isNotNull(eventLineup.djProfileId)))
      .orderBy(asc(eventLineup.position))
      .limit(1);
    if (first?.djProfileId) gigs.push({ eventUuid, djProfileId: first.djProfileId, eventDate: first.eventDate });
  }
  for (const [i, gig] of gigs.entries()) {
    const set = SETS[i];
    const [list] = await db
      .insert(tracklists)
      .values({
        eventId: gig.eventUuid,
        djProfileId: gig.djProfileId,
        format: set.format,
        publishedAt: new Date(gig.eventDate.getTime() + 24 * 3_600_000),
      })
      .onConflictDoNothing()
      .returning({ id: tracklists.id });
    if (!list) continue;
    let offset = 0;
    await db.insert(tracklistTracks).values(
      set.tracks.map(([artist, title, bpm, key], position) => {
        const row = {
          tracklistId: list.id,
          position,
          artist,
          title,
          bpm,
          musicalKey: key,
          // rekordbox's .txt export has no clock times; the other two do.
          offsetSeconds: set.format === "rekordbox-txt" ? null : offset,
          unreleased: position === set.unreleased,
        };
        offset += 330 + ((position * 47) % 120);
        return row;
      }),
    );
  }
  return gigs.length;
}
