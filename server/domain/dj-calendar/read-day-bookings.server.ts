import { and, eq } from "drizzle-orm";
import type { DayBookings } from "~/core/calendar/calendar";
import { calendarHolds, calendarUnavailableDays } from "~server/db/schema";
import type { CalendarTx } from "./calendar-hold.server";
import { listDjEventDays } from "./list-dj-event-days.server";

/**
 * What is on one of a DJ's days, read inside a write's transaction: the ranks of its active holds, whether it is
 * marked unavailable, and whether it is confirmed (a confirmed hold, or a published event with the DJ in its lineup).
 */
export async function readDayBookings(
  tx: CalendarTx,
  djProfileId: string,
  day: string,
): Promise<DayBookings & { activeIds: string[] }> {
  const [holds, unavailable, events] = await Promise.all([
    tx
      .select({ id: calendarHolds.id, rank: calendarHolds.rank, status: calendarHolds.status })
      .from(calendarHolds)
      .where(and(eq(calendarHolds.djProfileId, djProfileId), eq(calendarHolds.day, day))),
    tx
      .select({ id: calendarUnavailableDays.id })
      .from(calendarUnavailableDays)
      .where(and(eq(calendarUnavailableDays.djProfileId, djProfileId), eq(calendarUnavailableDays.day, day)))
      .limit(1),
    listDjEventDays(tx, djProfileId, day, day),
  ]);
  const active = holds.filter((h) => h.status === "active");
  return {
    activeRanks: active.map((h) => h.rank ?? 0),
    activeIds: active.map((h) => h.id),
    unavailable: unavailable.length > 0,
    confirmed: holds.some((h) => h.status === "confirmed") || events.length > 0,
  };
}
