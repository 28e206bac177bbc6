import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { foldSearchText } from "~/core/search/search-fold";
import { likePattern, TRACK_SEARCH_LIMIT, type TrackPlay } from "~/core/tracklists/track-search";
import type { Db } from "~server/db/client.server";
import { djProfiles, mateEvents, tracklists, tracklistTracks } from "~server/db/schema";

/**
 * Plays of tracks whose artist or title holds `q` (case and accents aside: both sides folded by site search's rule,
 * search_fold()), in published tracklists of published events by public DJs, newest gig first. Unreleased and hidden
 * tracks are never found: their names are not the public's. The folded artist and title of the findable tracks have
 * trigram indexes (decision 057), which these very expressions and conditions use.
 */
export async function searchPlayedTracks(db: Db, q: string, limit = TRACK_SEARCH_LIMIT): Promise<TrackPlay[]> {
  const rows = await searchPlayedTracksQuery(db, q, limit);
  return rows.map((r) => ({
    artist: r.artist,
    title: r.title,
    dj: { slug: r.djSlug, name: r.djName },
    event: { eventId: r.eventId, name: r.eventName, localDate: r.localDate },
  }));
}

/** The query itself, unrun: what the tests and the bench EXPLAIN to see the trigram indexes used. */
export function searchPlayedTracksQuery(db: Db, q: string, limit = TRACK_SEARCH_LIMIT) {
  const pattern = likePattern(foldSearchText(q));
  return db
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
        sql`(search_fold(${tracklistTracks.artist}) like ${pattern} or search_fold(${tracklistTracks.title}) like ${pattern})`,
        // Written as the indexes' predicate, so the planner matches them whatever the parameters.
        sql`not ${tracklistTracks.unreleased}`,
        sql`not ${tracklistTracks.hidden}`,
        isNotNull(tracklists.publishedAt),
        eq(mateEvents.status, "published"),
        eq(djProfiles.active, true),
        inArray(djProfiles.verificationStatus, ["verified", "mate"]),
      ),
    )
    .orderBy(desc(mateEvents.eventDate), tracklistTracks.position)
    .limit(limit);
}
