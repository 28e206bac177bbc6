import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { mateEvents, tracklists, tracklistTracks } from "~server/db/schema";

export type DjSetSummary = {
  eventId: string;
  eventName: string;
  eventDate: Date;
  timeZone: string;
  published: boolean;
  tracks: number;
  bpmLow: number | null;
  bpmHigh: number | null;
  /** Every track's key (hidden ones aside), for the dashboard to name the commonest. */
  keys: string[];
};

/** A DJ's imported sets, drafts too, newest gig first: what "Your sets" on the mate dashboard sums up. */
export async function listDjSets(db: Db, djProfileId: string, limit = 20): Promise<DjSetSummary[]> {
  const rows = await db
    .select({
      eventId: mateEvents.eventId,
      eventName: mateEvents.eventName,
      eventDate: mateEvents.eventDate,
      timeZone: mateEvents.timeZone,
      published: sql<boolean>`${tracklists.publishedAt} is not null`,
      tracks: sql<number>`count(${tracklistTracks.id}) filter (where not ${tracklistTracks.hidden})::int`,
      bpmLow: sql<number | null>`min(${tracklistTracks.bpm}) filter (where not ${tracklistTracks.hidden})`,
      bpmHigh: sql<number | null>`max(${tracklistTracks.bpm}) filter (where not ${tracklistTracks.hidden})`,
      keys: sql<
        string[] | null
      >`array_agg(${tracklistTracks.musicalKey}) filter (where not ${tracklistTracks.hidden} and ${tracklistTracks.musicalKey} is not null)`,
    })
    .from(tracklists)
    .innerJoin(mateEvents, eq(mateEvents.id, tracklists.eventId))
    .leftJoin(tracklistTracks, eq(tracklistTracks.tracklistId, tracklists.id))
    .where(eq(tracklists.djProfileId, djProfileId))
    .groupBy(tracklists.id, mateEvents.id)
    .orderBy(desc(mateEvents.eventDate))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    bpmLow: r.bpmLow === null ? null : Number(r.bpmLow),
    bpmHigh: r.bpmHigh === null ? null : Number(r.bpmHigh),
    keys: r.keys ?? [],
  }));
}
