import { and, between, eq } from "drizzle-orm";
import { DAY_CONFIRMED, daysOf, djToday, PAST_DAY, rangeProblem } from "~/core/calendar/calendar";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { calendarHolds, calendarUnavailableDays } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { getCalendarDj } from "./get-calendar-dj.server";

/**
 * Marks a DJ's days unavailable, from `from` to `to`, with a private note (a day marked already keeps its row and
 * takes the new note). Past days, a range over the horizon, or a range with a confirmed booking are refused and
 * nothing is stored. Holds on those days stay: their promoters are not told why a date went, only the managers see.
 */
export async function markDaysUnavailable(
  db: Db,
  input: { djProfileId: string; from: string; to: string; note: string | null; createdBy: string },
  now = new Date(),
): Promise<number> {
  const dj = await getCalendarDj(db, input.djProfileId);
  if (!dj) throw new AppError("not_found", "That DJ profile doesn't exist.");
  const range = rangeProblem(input.from, input.to);
  if (range) throw new AppError("invalid_input", range, { field: "to" });
  if (input.from < djToday(now, dj.timeZone)) throw new AppError("invalid_input", PAST_DAY, { field: "from" });
  const days = daysOf(input.from, input.to);
  const marked = await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .select({ id: calendarHolds.id })
      .from(calendarHolds)
      .where(
        and(
          eq(calendarHolds.djProfileId, dj.id),
          between(calendarHolds.day, input.from, input.to),
          eq(calendarHolds.status, "confirmed"),
        ),
      )
      .limit(1);
    if (confirmed) throw new AppError("conflict", DAY_CONFIRMED);
    await tx
      .insert(calendarUnavailableDays)
      .values(days.map((day) => ({ djProfileId: dj.id, day, note: input.note, createdBy: input.createdBy })))
      .onConflictDoUpdate({
        target: [calendarUnavailableDays.djProfileId, calendarUnavailableDays.day],
        set: { note: input.note },
      });
    return days.length;
  });
  await publicContentChanged(db, "calendar");
  return marked;
}
