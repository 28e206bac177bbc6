import { and, desc, eq, ilike, inArray, isNotNull, or, sql } from "drizzle-orm";
import { likePattern, TRACK_SEARCH_LIMIT, type TrackPlay } from "~/core/tracklists/track-search";
import type { Db } from "~server/db/client.server";
import { djProfiles, mateEvents, tracklists, tracklistTracks } from "~server/db/schema";

/**
 * Plays of tracks whose artist or title holds `q` (case aside), in published tracklists of published events by public
 * DJs, newest gig first. Unreleased and hidden tracks are never found: their names are not the public's.
 */
export async function searchPlayedTracks(db: Db, q: string, limit = TRACK_SEARCH_LIMIT): Promise<TrackPlay[]> {
  const pattern = likePattern(q);
  const rows = await db
    .select({
      artist: tracklistTracks.artist,
      title: tracklistTracks.title,
      djSlug: djProfiles.slug,
      djName: djProfiles.displayName,
      eventId: mateEvents.eventId,
      eventName: mateEvents.eventName,
      localDate: sql<string>`to_char(${mateEvents.eventDate} at time zone ${mateEvents.timeZone}, 'YYYY-MM-DD')`,
    })
    .from(tracklistTracks)
    .innerJoin(tracklists, eq(tracklists.id, tracklistTracks.tracklistId))
    .innerJoin(mateEvents, eq(mateEvents.id, tracklists.eventId))
    .innerJoin(djProfiles, eq(djProfiles.id, tracklists.djProfileId))
    .where(
      and(
        or(ilike(tracklistTracks.artist, pattern), ilike(tracklistTracks.title, pattern)),
        eq(tracklistTracks.unreleased, false),
        eq(tracklistTracks.hidden, false),
        isNotNull(tracklists.publishedAt),
        eq(mateEvents.status, "published"),
        eq(djProfiles.active, true),
        inArray(djProfiles.verificationStatus, ["verified", "mate"]),
      ),
    )
    .orderBy(desc(mateEvents.eventDate), tracklistTracks.position)
    .limit(limit);
  return rows.map((r) => ({
    artist: r.artist,
    title: r.title,
    dj: { slug: r.djSlug, name: r.djName },
    event: { eventId: r.eventId, name: r.eventName, localDate: r.localDate },
  }));
}
