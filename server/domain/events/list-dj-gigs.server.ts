import { and, asc, desc, gte, inArray, lt, sql } from "drizzle-orm";
import { type EventCardData, LISTED_EVENT_STATUSES } from "~/core/events";
import type { Db } from "~server/db/client.server";
import { eventLineup, mateEvents } from "~server/db/schema";
import { eventCardColumns, loadEventCards } from "./load-event-cards.server";

/** Gigs shown per section of a DJ page. */
export const DJ_GIGS_LIMIT = 8;

/**
 * A DJ's gigs from the lineups (published events only): the next ones soonest first, and the latest past ones.
 * An event counts once even if the DJ plays it twice (a b2b and a closing set).
 */
export async function listDjGigs(
  db: Db,
  djProfileId: string,
  now: Date,
  limit = DJ_GIGS_LIMIT,
): Promise<{ upcoming: EventCardData[]; past: EventCardData[] }> {
  const onLineup = sql`exists (select 1 from ${eventLineup} where ${eventLineup.eventId} = ${mateEvents.id}
    and ${eventLineup.djProfileId} = ${djProfileId})`;
  const listed = inArray(mateEvents.status, [...LISTED_EVENT_STATUSES]);
  const endsAt = sql`coalesce(${mateEvents.endDate}, ${mateEvents.eventDate})`;
  const [upcoming, past] = await Promise.all([
    db
      .select(eventCardColumns)
      .from(mateEvents)
      .where(and(listed, onLineup, gte(endsAt, now)))
      .orderBy(asc(mateEvents.eventDate), asc(mateEvents.id))
      .limit(limit),
    db
      .select(eventCardColumns)
      .from(mateEvents)
      .where(and(listed, onLineup, lt(endsAt, now)))
      .orderBy(desc(mateEvents.eventDate), asc(mateEvents.id))
      .limit(limit),
  ]);
  const cards = await loadEventCards(db, [...upcoming, ...past], now);
  return { upcoming: cards.slice(0, upcoming.length), past: cards.slice(upcoming.length) };
}
