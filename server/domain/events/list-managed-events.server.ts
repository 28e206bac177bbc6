import { and, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { EventManager, ManagedEventRow } from "~/core/access/event-ownership";
import type { AdminEventFilter } from "~/core/events/event-form";
import { type EventStatus, localDateOf, localTimeOf } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { mateEvents, users } from "~server/db/schema";

const LIMIT = 200;

/**
 * Events an actor manages, newest start first: a mate's own (`mine`, every status), a venue's (actor.venueId), or —
 * for admins — every event, narrowed by status and a name search. At most 200 rows (the lists are for managing, not browsing).
 */
export async function listManagedEvents(
  db: Db,
  actor: EventManager,
  options: { mine?: boolean; status?: AdminEventFilter; q?: string } = {},
): Promise<ManagedEventRow[]> {
  const where: SQL[] = [];
  // A venue's managers see the events at their venue, whoever created them.
  if (actor.venueId) where.push(eq(mateEvents.venueId, actor.venueId));
  else if (options.mine || !actor.isAdmin) where.push(eq(mateEvents.createdBy, actor.userId));
  if (options.status && options.status !== "all") where.push(eq(mateEvents.status, options.status));
  const q = options.q?.trim().slice(0, 100);
  if (q) where.push(ilike(mateEvents.eventName, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const rows = await db
    .select({
      eventId: mateEvents.eventId,
      name: mateEvents.eventName,
      status: mateEvents.status,
      eventDate: mateEvents.eventDate,
      timeZone: mateEvents.timeZone,
      venue: mateEvents.venue,
      location: mateEvents.location,
      image: mateEvents.eventImage,
      lineup: mateEvents.lineup,
      reviewNote: mateEvents.reviewNote,
      creatorName: users.name,
      creatorEmail: users.email,
    })
    .from(mateEvents)
    .leftJoin(users, eq(users.id, mateEvents.createdBy))
    .where(and(...where))
    .orderBy(desc(mateEvents.eventDate))
    .limit(LIMIT);
  return rows.map(({ eventDate, ...row }) => ({
    ...row,
    status: row.status as EventStatus,
    startsAt: eventDate.toISOString(),
    localDate: localDateOf(eventDate, row.timeZone),
    localTime: localTimeOf(eventDate, row.timeZone),
  }));
}
