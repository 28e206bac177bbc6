import { and, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { foldSearchText } from "~/core/search/search-fold";
import { likePattern, TRACK_SEARCH_LIMIT, type TrackPlay } from "~/core/tracklists/track-search";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";
import { djProfiles, mateEvents, tracklists, tracklistTracks } from "~server/db/schema";

/**
 * Plays of tracks whose artist or title holds `q` (case and accents aside: both sides folded by site search's rule,
 * search_fold()), in published tracklists of published events that have started by public DJs, newest gig first.
 * Unreleased and hidden tracks are never found: their names are not the public's.
 *
 * Two ways to the same answer (decision 057). Words many tracks share (a popular artist, "remix") are found among the
 * newest sets long before an index could list every match: the newest NEWEST_SETS published sets are read first, then
 * twenty times as many, and when a read holds a full page whose last play is newer than the oldest set read, no older
 * set can come before it — that is the answer. Otherwise (rarer words) the trigram indexes of the folded artist and
 * title find every match.
 */
export async function searchPlayedTracks(
  db: Db,
  q: string,
  limit = TRACK_SEARCH_LIMIT,
  newestSets = NEWEST_SETS,
): Promise<TrackPlay[]> {
  // A first short read answers the words most tracks share; a wider one the words of middling frequency (a popular
  // artist), which the indexes would answer by listing and sorting tens of thousands of plays.
  for (const sets of [newestSets, newestSets * WIDER_READ]) {
    const recent = rowsOf<PlayRow & { eventDate: Date | string; oldest: Date | string; sets: number }>(
      await db.execute(newestSetsPlaysSql(q, limit, sets)),
    );
    const last = recent.at(-1);
    const complete =
      (recent.length > 0 && recent[0].sets < sets) ||
      (last !== undefined && recent.length === limit && new Date(last.eventDate) > new Date(last.oldest));
    if (complete) return recent.map(playOf);
  }
  return (await searchPlayedTracksQuery(db, q, limit)).map(playOf);
}

/** Sets read newest first before the indexes are asked: a page of a dense word is in them (40 tracks a set). */
const NEWEST_SETS = 50;
/** The second read is this many times wider (1,000 sets, 40,000 tracks: a page of a word in ≥ 0.15 % of the tracks). */
const WIDER_READ = 20;

type PlayRow = {
  artist: string;
  title: string;
  djSlug: string;
  djName: string;
  eventId: string;
  eventName: string;
  localDate: string;
};

function playOf(r: PlayRow): TrackPlay {
  return {
    artist: r.artist,
    title: r.title,
    dj: { slug: r.djSlug, name: r.djName },
    event: { eventId: r.eventId, name: r.eventName, localDate: r.localDate },
  };
}

/** The plays in the newest `newestSets` published sets, with the oldest of those sets' dates and their number. */
export function newestSetsPlaysSql(q: string, limit: number, newestSets: number): SQL {
  const pattern = likePattern(foldSearchText(q));
  return sql`
    with recent as materialized (
      select t.id, t.dj_profile_id, e.event_id, e.event_name, e.event_date, e.time_zone
      from ${mateEvents} e join ${tracklists} t on t.event_id = e.id
      -- Sets are of gigs that have happened: the walk starts at now, not at next year's events.
      where e.status = 'published' and e.event_date < now() and t.published_at is not null
      order by e.event_date desc
      limit ${newestSets})
    select tt.artist, tt.title, d.slug as "djSlug", d.display_name as "djName", r.event_id as "eventId",
      r.event_name as "eventName", to_char(r.event_date at time zone r.time_zone, 'YYYY-MM-DD') as "localDate",
      r.event_date as "eventDate", (select min(event_date) from recent) as oldest,
      (select count(*) from recent)::int as sets
    from recent r
    join ${tracklistTracks} tt on tt.tracklist_id = r.id
    join ${djProfiles} d on d.id = r.dj_profile_id
    where not tt.unreleased and not tt.hidden
      -- "|| ''" keeps the trigram indexes out of this read: the tracks of these few sets are reached by their set
      -- (tracklist_tracks_tracklist_idx) and checked one by one, however many tracks elsewhere hold the words.
      and (search_fold(tt.artist || '') like ${pattern} or search_fold(tt.title || '') like ${pattern})
      and d.active and d.verification_status in ('verified', 'mate')
    order by r.event_date desc, tt.position
    limit ${limit}`;
}

/**
 * The indexed query, unrun (the tests and the bench EXPLAIN it): every match through the trigram indexes of the folded
 * artist and title of the findable tracks, whose expressions and conditions these are.
 */
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
        sql`${mateEvents.eventDate} < now()`,
        eq(djProfiles.active, true),
        inArray(djProfiles.verificationStatus, ["verified", "mate"]),
      ),
    )
    .orderBy(desc(mateEvents.eventDate), tracklistTracks.position)
    .limit(limit);
}
