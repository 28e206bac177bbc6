import { and, eq } from "drizzle-orm";
import {
  challengeDeadline,
  challengeProblem,
  HOLD_CHALLENGE_JOB,
  HOLD_NOT_FOUND,
  holdJobKey,
} from "~/core/calendar/calendar";
import type { Db } from "~server/db/client.server";
import { calendarHolds } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { enqueueJob } from "~server/domain/jobs/enqueue-job.server";
import { type CalendarNotices, noNotices } from "./calendar-hold.server";
import { getCalendarDj } from "./get-calendar-dj.server";
import { getManagedHold } from "./get-managed-hold.server";

/**
 * A lower hold challenges the 1st on its date: the 1st gets a deadline (HOLD_CHALLENGE_DAYS, never past its own
 * expiry) to confirm or release, queued as a job that lapses it if neither happens; its promoter is told. A 1st
 * challenged already, a challenge from the 1st itself, or a hold that ended is refused and nothing changes.
 */
export async function challengeHold(
  db: Db,
  djProfileId: string,
  holdId: string,
  now = new Date(),
): Promise<CalendarNotices> {
  const dj = await getCalendarDj(db, djProfileId);
  if (!dj) throw new AppError("not_found", "That DJ profile doesn't exist.");
  return db.transaction(async (tx) => {
    const challenger = await getManagedHold(tx, djProfileId, holdId);
    const [first] = await tx
      .select()
      .from(calendarHolds)
      .where(
        and(
          eq(calendarHolds.djProfileId, djProfileId),
          eq(calendarHolds.day, challenger.day),
          eq(calendarHolds.status, "active"),
          eq(calendarHolds.rank, 1),
        ),
      )
      .for("update");
    const problem = challengeProblem(challenger, first ?? null);
    if (problem === HOLD_NOT_FOUND) throw new AppError("not_found", problem);
    if (problem || !first) throw new AppError("conflict", problem ?? HOLD_NOT_FOUND);
    const deadline = challengeDeadline(now, first.expiresAt);
    const [challenged] = await tx
      .update(calendarHolds)
      .set({ challengeDeadline: deadline, challengedBy: challenger.id, updatedAt: now })
      .where(eq(calendarHolds.id, first.id))
      .returning();
    await enqueueJob(tx, {
      kind: HOLD_CHALLENGE_JOB,
      payload: { holdId: first.id, djProfileId },
      runAt: deadline,
      key: holdJobKey(HOLD_CHALLENGE_JOB, first.id, deadline),
    });
    return { ...noNotices({ id: dj.id, name: dj.name, timeZone: dj.timeZone }), challenged };
  });
}
