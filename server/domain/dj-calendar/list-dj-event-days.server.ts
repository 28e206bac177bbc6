import { and, eq, gte, lt } from "drizzle-orm";
import { addDaysTo } from "~/core/calendar/calendar";
import { localDateOf } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { eventLineup, mateEvents } from "~server/db/schema";
import type { CalendarTx } from "./calendar-hold.server";

export interface DjEventDay {
  day: string;
  eventId: string;
  name: string;
}

/**
 * The published events with the DJ in their lineup whose day — in the event's own zone — falls from `from` to `to`:
 * days the DJ is booked. Read with a day's margin either side in UTC, then each event placed on its own local day.
 */
export async function listDjEventDays(
  db: Db | CalendarTx,
  djProfileId: string,
  from: string,
  to: string,
): Promise<DjEventDay[]> {
  const rows = await db
    .selectDistinct({
      eventId: mateEvents.eventId,
      name: mateEvents.eventName,
      startsAt: mateEvents.eventDate,
      timeZone: mateEvents.timeZone,
    })
    .from(eventLineup)
    .innerJoin(mateEvents, eq(mateEvents.id, eventLineup.eventId))
    .where(
      and(
        eq(eventLineup.djProfileId, djProfileId),
        eq(mateEvents.status, "published"),
        gte(mateEvents.eventDate, new Date(`${addDaysTo(from, -1)}T00:00:00Z`)),
        lt(mateEvents.eventDate, new Date(`${addDaysTo(to, 2)}T00:00:00Z`)),
      ),
    );
  return rows
    .map((r) => ({ day: localDateOf(r.startsAt, r.timeZone), eventId: r.eventId, name: r.name }))
    .filter((r) => r.day >= from && r.day <= to)
    .sort((a, b) => a.day.localeCompare(b.day) || a.name.localeCompare(b.name));
}
