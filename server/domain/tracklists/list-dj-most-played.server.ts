import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { MostPlayed } from "~/core/tracklists/public-tracklist";
import type { Db } from "~server/db/client.server";
import { mateEvents, tracklists, tracklistTracks } from "~server/db/schema";

/** How many artists and tracks "Most played" lists. */
export const MOST_PLAYED_LIMIT = 5;

/**
 * A DJ's most played artists and tracks over all their published sets of published events (case aside; unreleased
 * and hidden tracks left out; the spelling shown is the first in byte order, whatever the server's locale), most plays
 * first; only what was played more than once, so one set ranks nothing.
 */
export async function listDjMostPlayed(db: Db, djProfileId: string, limit = MOST_PLAYED_LIMIT): Promise<MostPlayed> {
  const published = and(
    eq(tracklists.djProfileId, djProfileId),
    isNotNull(tracklists.publishedAt),
    eq(mateEvents.status, "published"),
    eq(tracklistTracks.unreleased, false),
    eq(tracklistTracks.hidden, false),
    sql`${tracklistTracks.artist} <> ''`,
  );
  const plays = sql<number>`count(*)::int`;
  const from = () =>
    db
      .select({
        artist: sql<string>`min(${tracklistTracks.artist} collate "C")`,
        title: sql<string>`min(${tracklistTracks.title} collate "C")`,
        plays,
      })
      .from(tracklistTracks)
      .innerJoin(tracklists, eq(tracklists.id, tracklistTracks.tracklistId))
      .innerJoin(mateEvents, eq(mateEvents.id, tracklists.eventId))
      .where(published);
  const [artists, tracks] = await Promise.all([
    from()
      .groupBy(sql`lower(${tracklistTracks.artist})`)
      .having(sql`count(*) > 1`)
      .orderBy(desc(plays), sql`lower(${tracklistTracks.artist})`)
      .limit(limit),
    from()
      .groupBy(sql`lower(${tracklistTracks.artist})`, sql`lower(${tracklistTracks.title})`)
      .having(sql`count(*) > 1`)
      .orderBy(desc(plays), sql`lower(${tracklistTracks.artist})`, sql`lower(${tracklistTracks.title})`)
      .limit(limit),
  ]);
  return {
    artists: artists.map(({ artist, plays }) => ({ artist, plays })),
    tracks: tracks.map(({ artist, title, plays }) => ({ artist, title, plays })),
  };
}
