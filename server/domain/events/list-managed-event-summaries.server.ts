import { desc, eq, sql } from "drizzle-orm";
import type { EventManager } from "~/core/access/event-ownership";
import type { EventStatus } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";
import { type EventWhen, eventWhenColumns } from "./event-columns.server";

export interface ManagedEventSummary extends EventWhen {
  /** All-time figures, for the picker. */
  views: number;
  ticketClicks: number;
}

/**
 * The events the actor manages — every event for admins, the events they created for anyone else — with their
 * all-time views and ticket clicks, latest first: the analytics screen's event picker.
 */
export async function listManagedEventSummaries(db: Db, actor: EventManager): Promise<ManagedEventSummary[]> {
  const rows = await db
    .select({
      ...eventWhenColumns,
      // Qualified by hand: drizzle writes bare column names in a one-table select, which the subquery would bind
      // to its own table.
      views: sql<number>`(select count(*)::int from event_views v where v.event_id = mate_events.id)`,
      ticketClicks: sql<number>`(select count(*)::int from event_interactions i where i.event_id = mate_events.id and i.kind = 'ticket_click')`,
    })
    .from(mateEvents)
    .where(actor.isAdmin ? undefined : eq(mateEvents.createdBy, actor.userId))
    .orderBy(desc(mateEvents.eventDate), desc(mateEvents.id));
  return rows.map((row) => ({
    ...row,
    status: row.status as EventStatus,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  }));
}
