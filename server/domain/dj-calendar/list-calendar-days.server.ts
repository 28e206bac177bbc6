import { and, asc, between, eq, inArray } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { calendarHolds, calendarUnavailableDays } from "~server/db/schema";
import type { CalendarHold } from "./calendar-hold.server";
import { type DjEventDay, listDjEventDays } from "./list-dj-event-days.server";

export interface CalendarDays {
  /** Active holds (ranked) and confirmed ones, by day then rank. */
  holds: CalendarHold[];
  unavailable: { day: string; note: string | null }[];
  /** Published events with the DJ in their lineup, on their local day. */
  events: DjEventDay[];
}

/** What is on a DJ's calendar from `from` to `to` (the range has been checked: at most the horizon). */
export async function listCalendarDays(db: Db, djProfileId: string, from: string, to: string): Promise<CalendarDays> {
  const [holds, unavailable, events] = await Promise.all([
    db
      .select()
      .from(calendarHolds)
      .where(
        and(
          eq(calendarHolds.djProfileId, djProfileId),
          between(calendarHolds.day, from, to),
          inArray(calendarHolds.status, ["active", "confirmed"]),
        ),
      )
      .orderBy(asc(calendarHolds.day), asc(calendarHolds.rank)),
    db
      .select({ day: calendarUnavailableDays.day, note: calendarUnavailableDays.note })
      .from(calendarUnavailableDays)
      .where(and(eq(calendarUnavailableDays.djProfileId, djProfileId), between(calendarUnavailableDays.day, from, to)))
      .orderBy(asc(calendarUnavailableDays.day)),
    listDjEventDays(db, djProfileId, from, to),
  ]);
  return { holds, unavailable, events };
}
