import { randomUUID } from "node:crypto";
import { HOLD_CHALLENGE_JOB, HOLD_EXPIRY_JOB, HOLD_JOBS, HOLD_REMINDER_JOB } from "~/core/calendar/calendar";
import { JOB_LOCK_MS } from "~/core/site/jobs";
import type { Db } from "~server/db/client.server";
import { getHoldReminder } from "~server/domain/dj-calendar/get-hold-reminder.server";
import { settleDueHold } from "~server/domain/dj-calendar/settle-due-hold.server";
import { claimDueJob } from "~server/domain/jobs/claim-due-job.server";
import { completeJob } from "~server/domain/jobs/complete-job.server";
import { failJob } from "~server/domain/jobs/fail-job.server";
import { holdReminderEmail, sendCalendarNotices } from "~server/mail/calendar-emails.server";
import type { MailMessage } from "~server/mail/mailer.server";
import type { JobHandler } from "./job-runner.server";

export interface CalendarJobDeps {
  send: (message: MailMessage) => Promise<void>;
  publicUrl: string;
  brand: string;
}

/**
 * The hold jobs on the queue (decision 028), queued by the writes that set their moment: a hold's expiry, a
 * challenged 1st's deadline (both settle the hold if it is still due, and the holds behind move up with their new
 * 1st told), and the managers' reminder 48 h before an expiry. Each re-reads the hold, so a job whose hold was
 * released, confirmed or changed since does nothing. `now` is the clock the handlers judge by (the e2e hook moves it).
 */
export function calendarHoldHandlers(
  db: Db,
  deps: CalendarJobDeps,
  now: () => Date = () => new Date(),
): Record<string, JobHandler> {
  const settle: JobHandler = async (payload) => {
    if (typeof payload.holdId !== "string") return;
    const notices = await settleDueHold(db, payload.holdId, now());
    if (notices) await sendCalendarNotices(deps.send, deps.brand, notices);
  };
  return {
    [HOLD_EXPIRY_JOB]: settle,
    [HOLD_CHALLENGE_JOB]: settle,
    [HOLD_REMINDER_JOB]: async (payload) => {
      if (typeof payload.holdId !== "string" || typeof payload.expiresAt !== "string") return;
      const reminder = await getHoldReminder(db, payload.holdId, payload.expiresAt, now());
      if (!reminder) return;
      // A failed reminder fails the job, which the queue retries with backoff (nothing else changed).
      for (const to of reminder.to)
        await deps.send(
          holdReminderEmail(deps.brand, deps.publicUrl, {
            to,
            djName: reminder.dj.name,
            djSlug: reminder.dj.slug,
            timeZone: reminder.dj.timeZone,
            hold: reminder.hold,
          }),
        );
    },
  };
}

/**
 * Runs the hold jobs due at `at` now, in this process, judging them by that clock: the e2e suite's way to let time
 * pass (its server holds the PGlite data directory, so no other process can). With `djProfileId`, only that DJ's
 * (two tests side by side move their own DJ's clock). Returns how many ran.
 */
export async function runHoldJobsAt(db: Db, deps: CalendarJobDeps, at: Date, djProfileId?: string): Promise<number> {
  const handlers = calendarHoldHandlers(db, deps, () => at);
  const workerId = `calendar-${randomUUID().slice(0, 8)}`;
  let ran = 0;
  for (;;) {
    const job = await claimDueJob(db, {
      workerId,
      lockMs: JOB_LOCK_MS,
      now: at,
      kinds: HOLD_JOBS,
      payload: djProfileId ? { djProfileId } : undefined,
    });
    if (!job) return ran;
    ran += 1;
    try {
      await handlers[job.kind](job.payload, { id: job.id, attempts: job.attempts });
      await completeJob(db, job.id, workerId);
    } catch (error) {
      await failJob(db, job, workerId, error, at);
    }
  }
}
