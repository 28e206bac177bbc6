import { eq } from "drizzle-orm";
import {
  HOLD_EXPIRY_JOB,
  HOLD_REMINDER_JOB,
  holdJobKey,
  holdProblem,
  INQUIRY_ALREADY_HELD,
  nextFreeRank,
  rankTakenMessage,
  reminderAt,
} from "~/core/calendar/calendar";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { calendarHolds, djProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { isUniqueViolation } from "~server/domain/is-unique-violation.server";
import { enqueueJob } from "~server/domain/jobs/enqueue-job.server";
import type { CalendarHold } from "./calendar-hold.server";
import { getCalendarDj } from "./get-calendar-dj.server";
import { readDayBookings } from "./read-day-bookings.server";

export interface NewHold {
  djProfileId: string;
  day: string;
  expiresAt: Date;
  promoterName: string;
  promoterEmail: string | null;
  note: string | null;
  inquiryId: string | null;
  createdBy: string;
}

/**
 * Places a hold behind the ones already on the date (the next free rank) and queues its expiry and the managers'
 * 48 h reminder on the job queue (decision 028). The DJ's row is locked for the write, so two holds placed at once
 * take ranks one after the other; the partial unique indexes still refuse a second hold of one rank, or a second
 * active hold for one inquiry (a double submit), with a clear message and nothing stored.
 */
export async function placeHold(db: Db, hold: NewHold, now = new Date()): Promise<CalendarHold> {
  const dj = await getCalendarDj(db, hold.djProfileId);
  if (!dj) throw new AppError("not_found", "That DJ profile doesn't exist.");
  let rank = 1;
  try {
    const placed = await db.transaction(async (tx) => {
      await tx.select({ id: djProfiles.id }).from(djProfiles).where(eq(djProfiles.id, dj.id)).for("update");
      const day = await readDayBookings(tx, dj.id, hold.day);
      rank = nextFreeRank(day.activeRanks);
      const problem = holdProblem({ day: hold.day, expiresAt: hold.expiresAt, rank }, day, {
        now,
        timeZone: dj.timeZone,
      });
      if (problem) throw new AppError("invalid_input", problem.message, { field: problem.field });
      const [placed] = await tx
        .insert(calendarHolds)
        .values({ ...hold, rank, status: "active", createdAt: now, updatedAt: now })
        .returning();
      await enqueueJob(tx, {
        kind: HOLD_EXPIRY_JOB,
        payload: { holdId: placed.id, djProfileId: dj.id },
        runAt: placed.expiresAt,
        key: holdJobKey(HOLD_EXPIRY_JOB, placed.id, placed.expiresAt),
      });
      const remindAt = reminderAt(placed.expiresAt, now);
      if (remindAt)
        await enqueueJob(tx, {
          kind: HOLD_REMINDER_JOB,
          payload: { holdId: placed.id, djProfileId: dj.id, expiresAt: placed.expiresAt.toISOString() },
          runAt: remindAt,
          key: holdJobKey(HOLD_REMINDER_JOB, placed.id, placed.expiresAt),
        });
      return placed;
    });
    // The day is taken now: the booking form's grid and /find-djs read it (availability.ts).
    await publicContentChanged(db, "calendar");
    return placed;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("conflict", hold.inquiryId ? INQUIRY_ALREADY_HELD : rankTakenMessage(rank));
    throw error;
  }
}
