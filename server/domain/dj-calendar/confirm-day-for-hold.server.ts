import { and, eq, ne } from "drizzle-orm";
import { DAY_CONFIRMED, DAY_MARKED_UNAVAILABLE } from "~/core/calendar/calendar";
import { calendarHolds, calendarUnavailableDays } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import type { CalendarHold, CalendarTx } from "./calendar-hold.server";

/**
 * Confirms a day for one hold inside the caller's transaction: the hold becomes confirmed and every other active
 * hold that day is released (a confirmed day has no ranks left to move up to); those holds are answered so their
 * promoters are told the date is taken. A day confirmed for another hold, or marked unavailable, is refused. (A
 * published event with the DJ on that day does not refuse: it is often the very booking being confirmed.)
 */
export async function confirmDayForHold(tx: CalendarTx, hold: CalendarHold, now: Date): Promise<CalendarHold[]> {
  const [other] = await tx
    .select({ id: calendarHolds.id })
    .from(calendarHolds)
    .where(
      and(
        eq(calendarHolds.djProfileId, hold.djProfileId),
        eq(calendarHolds.day, hold.day),
        eq(calendarHolds.status, "confirmed"),
        ne(calendarHolds.id, hold.id),
      ),
    )
    .limit(1);
  if (other) throw new AppError("conflict", DAY_CONFIRMED);
  const [blocked] = await tx
    .select({ id: calendarUnavailableDays.id })
    .from(calendarUnavailableDays)
    .where(and(eq(calendarUnavailableDays.djProfileId, hold.djProfileId), eq(calendarUnavailableDays.day, hold.day)))
    .limit(1);
  if (blocked) throw new AppError("conflict", DAY_MARKED_UNAVAILABLE);
  const taken = await tx
    .update(calendarHolds)
    .set({ status: "released", rank: null, challengeDeadline: null, challengedBy: null, endedAt: now, updatedAt: now })
    .where(
      and(
        eq(calendarHolds.djProfileId, hold.djProfileId),
        eq(calendarHolds.day, hold.day),
        eq(calendarHolds.status, "active"),
        ne(calendarHolds.id, hold.id),
      ),
    )
    .returning();
  await tx
    .update(calendarHolds)
    .set({ status: "confirmed", rank: null, challengeDeadline: null, challengedBy: null, endedAt: now, updatedAt: now })
    .where(eq(calendarHolds.id, hold.id));
  return taken;
}
