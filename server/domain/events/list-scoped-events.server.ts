import { and, asc, desc, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { type EventCardData, LISTED_EVENT_STATUSES } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";
import { eventCardColumns, loadEventCards } from "./load-event-cards.server";

/**
 * The published events of one scope (a DJ's lineups, a venue, a production line): the next ones soonest first and
 * the latest past ones. An event is upcoming until it ends (without an end time, until it starts), as on /events.
 */
export async function listScopedEvents(
  db: Db,
  scope: SQL,
  now: Date,
  limit: number,
): Promise<{ upcoming: EventCardData[]; past: EventCardData[] }> {
  const listed = inArray(mateEvents.status, [...LISTED_EVENT_STATUSES]);
  const endsAt = sql`coalesce(${mateEvents.endDate}, ${mateEvents.eventDate})`;
  const [upcoming, past] = await Promise.all([
    db
      .select(eventCardColumns)
      .from(mateEvents)
      .where(and(listed, scope, gte(endsAt, now)))
      .orderBy(asc(mateEvents.eventDate), asc(mateEvents.id))
      .limit(limit),
    db
      .select(eventCardColumns)
      .from(mateEvents)
      .where(and(listed, scope, lt(endsAt, now)))
      .orderBy(desc(mateEvents.eventDate), asc(mateEvents.id))
      .limit(limit),
  ]);
  const cards = await loadEventCards(db, [...upcoming, ...past], now);
  return { upcoming: cards.slice(0, upcoming.length), past: cards.slice(upcoming.length) };
}
