/**
 * Demo tracklists: the sets the first DJ of a few recent past gigs played, as if imported from their DJ software and
 * published, so the event and DJ pages show what a tracklist looks like on the first start.
 */
import { and, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
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

/** Seeds a published tracklist on each of the three latest gigs that ended a day ago or more, by their first DJ. */
export async function seedDemoTracklists(db: Db, now: Date): Promise<number> {
  const gigs = await db
    .selectDistinctOn([mateEvents.eventDate, mateEvents.id], {
      eventUuid: mateEvents.id,
      eventDate: mateEvents.eventDate,
      djProfileId: sql<string>`(select ${eventLineup.djProfileId} from ${eventLineup}
        where ${eventLineup.eventId} = ${mateEvents.id} and ${eventLineup.djProfileId} is not null
        order by ${eventLineup.position} limit 1)`,
    })
    .from(mateEvents)
    .innerJoin(eventLineup, and(eq(eventLineup.eventId, mateEvents.id), isNotNull(eventLineup.djProfileId)))
    // Ended a day before the seed at least, so which gigs get a set does not hang on the hour the seed ran.
    .where(
      and(
        eq(mateEvents.status, "published"),
        lt(sql`coalesce(${mateEvents.endDate}, ${mateEvents.eventDate})`, new Date(now.getTime() - 24 * 3_600_000)),
      ),
    )
    .orderBy(desc(mateEvents.eventDate), mateEvents.id)
    .limit(SETS.length);
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
