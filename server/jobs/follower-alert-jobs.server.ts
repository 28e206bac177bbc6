import { DIGEST_HOUR_UTC, digestDay, nextDigestAt } from "~/core/djs/follower-alerts";
import type { AppConfig } from "~server/config.server";
import type { Db } from "~server/db/client.server";
import { listAlertRecipients } from "~server/domain/alerts/list-alert-recipients.server";
import { planFollowerAlerts } from "~server/domain/alerts/plan-follower-alerts.server";
import { type DigestDeps, sendAlertDigest } from "~server/domain/alerts/send-alert-digest.server";
import { enqueueJob } from "~server/domain/jobs/enqueue-job.server";
import type { Mailer } from "~server/mail/mailer.server";
import { calendarHoldHandlers } from "./calendar-hold-jobs.server";
import { djStatsHandlers } from "./dj-stats-jobs.server";
import { createJobRunner, type JobHandler, type JobRunner } from "./job-runner.server";
import { supportRetentionHandlers } from "./support-retention-jobs.server";

export const DAILY_DIGEST_JOB = "alerts.daily";
export const DIGEST_JOB = "alerts.digest";

/** Makes sure the next 09:00 UTC run is on the queue (one per day, whoever enqueues it first). */
export async function scheduleNextDigestRun(db: Db, now = new Date()): Promise<void> {
  const at = nextDigestAt(now);
  await enqueueJob(db, { kind: DAILY_DIGEST_JOB, runAt: at, key: `${DAILY_DIGEST_JOB}:${digestDay(at)}` });
}

/**
 * The daily run: queue each follower's news (planFollowerAlerts), then one digest job per person owed one — each
 * retried on its own with backoff — and the next day's run. `day` keys the digest jobs, so running twice in a day
 * (the CLI and 09:00) never queues a person's digest twice; their alert rows decide what is mailed anyway.
 */
export async function queueDueDigests(db: Db, now = new Date()): Promise<number> {
  await planFollowerAlerts(db);
  const recipients = await listAlertRecipients(db, now);
  const stamp = now.toISOString();
  for (const userId of recipients) {
    await enqueueJob(db, { kind: DIGEST_JOB, payload: { userId }, key: `${DIGEST_JOB}:${userId}:${stamp}` });
  }
  return recipients.length;
}

/** The job handlers of follower alerts, for the runner. */
export function followerAlertHandlers(db: Db, deps: Omit<DigestDeps, "now">): Record<string, JobHandler> {
  return {
    [DAILY_DIGEST_JOB]: async () => {
      await queueDueDigests(db);
      await scheduleNextDigestRun(db);
    },
    [DIGEST_JOB]: async (payload) => {
      const userId = typeof payload.userId === "string" ? payload.userId : null;
      if (userId) await sendAlertDigest(db, userId, deps);
    },
  };
}

/** A runner for the app's jobs: follower alerts, the nightly DJ analytics roll-up, support retention and holds. */
export function createAppJobRunner(
  db: Db,
  deps: Omit<DigestDeps, "now">,
  pollMs?: number,
  analytics: { rawMonths?: number } = {},
): JobRunner {
  return createJobRunner({
    db,
    handlers: {
      ...followerAlertHandlers(db, deps),
      ...djStatsHandlers(db, analytics),
      ...supportRetentionHandlers(db),
      ...calendarHoldHandlers(db, deps),
    },
    pollMs,
  });
}

/**
 * `npm run cli -- alerts:send` (and the e2e hook): plans and sends every due digest now, in this process.
 * Returns how many people were owed a digest and how many digest jobs ran.
 */
export async function sendDueAlertsNow(
  db: Db,
  deps: Omit<DigestDeps, "now">,
): Promise<{ recipients: number; ran: number }> {
  const recipients = await queueDueDigests(db);
  const runner = createAppJobRunner(db, deps);
  const ran = await runner.drain([DIGEST_JOB]);
  return { recipients, ran };
}

/** What a digest needs from the app's configuration and mailer. */
export function alertDeps(
  config: Pick<AppConfig, "authSecret" | "publicUrl" | "brandName">,
  mailer: Mailer,
): Omit<DigestDeps, "now"> {
  return {
    send: (message) => mailer.send(message),
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    brand: config.brandName,
  };
}

export { DIGEST_HOUR_UTC };
