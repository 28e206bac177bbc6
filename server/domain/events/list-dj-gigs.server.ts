import { sql } from "drizzle-orm";
import type { EventCardData } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { eventLineup, mateEvents } from "~server/db/schema";
import { listScopedEvents } from "./list-scoped-events.server";

/** Gigs shown per section of a DJ page. */
export const DJ_GIGS_LIMIT = 8;

/**
 * A DJ's gigs from the lineups (published events only): the next ones soonest first, and the latest past ones.
 * An event counts once even if the DJ plays it twice (a b2b and a closing set).
 */
export function listDjGigs(
  db: Db,
  djProfileId: string,
  now: Date,
  limit = DJ_GIGS_LIMIT,
): Promise<{ upcoming: EventCardData[]; past: EventCardData[] }> {
  const onLineup = sql`exists (select 1 from ${eventLineup} where ${eventLineup.eventId} = ${mateEvents.id}
    and ${eventLineup.djProfileId} = ${djProfileId})`;
  return listScopedEvents(db, onLineup, now, limit);
}
