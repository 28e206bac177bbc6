import { DEFAULT_RAW_MONTHS, partitionMonths, rawRetentionCutoff } from "~/core/analytics/analytics-retention";
import { nextRollupAt, rollupDayFor } from "~/core/analytics/dj-analytics";
import { addDays } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { rollupSiteDailyStats } from "~server/domain/analytics/rollup-site-daily-stats.server";
import { ensureActivityPartitions } from "~server/domain/dj-analytics/ensure-activity-partitions.server";
import { pruneProfileViewKeys } from "~server/domain/dj-analytics/prune-profile-view-keys.server";
import { rollupDjDailyStats } from "~server/domain/dj-analytics/rollup-dj-daily-stats.server";
import { summariseOldDjActivity } from "~server/domain/dj-analytics/summarise-old-dj-activity.server";
import { enqueueJob } from "~server/domain/jobs/enqueue-job.server";
import { logger } from "~server/logger.server";
import type { JobHandler } from "./job-runner.server";

/** The nightly DJ analytics roll-up on the jobs table (decision 028): one job per day, keyed by its day. */
export const DJ_STATS_ROLLUP_JOB = "stats.rollup";

/** Makes sure the next 00:15 UTC roll-up is on the queue (one per day, whichever process enqueues it first). */
export async function scheduleNextStatsRollup(db: Db, now = new Date()): Promise<void> {
  const at = nextRollupAt(now);
  const day = rollupDayFor(at);
  await enqueueJob(db, {
    kind: DJ_STATS_ROLLUP_JOB,
    runAt: at,
    payload: { day },
    key: `${DJ_STATS_ROLLUP_JOB}:${day}`,
  });
}

/**
 * The nightly upkeep of the raw activity tables (decision 035): next months' partitions made ahead, raw rows older
 * than `rawMonths` summarised into the roll-ups and dropped, view keys whose hour is over deleted.
 */
export async function maintainDjActivity(db: Db, rawMonths: number, now = new Date()) {
  const partitionsCreated = await ensureActivityPartitions(db, partitionMonths(now));
  const summarised = await summariseOldDjActivity(db, rawRetentionCutoff(now, rawMonths));
  const keysPruned = await pruneProfileViewKeys(db, now);
  return { partitionsCreated, ...summarised, keysPruned };
}

export function djStatsHandlers(db: Db, { rawMonths = DEFAULT_RAW_MONTHS } = {}): Record<string, JobHandler> {
  return {
    [DJ_STATS_ROLLUP_JOB]: async (payload) => {
      const day = typeof payload.day === "string" ? payload.day : rollupDayFor(new Date());
      await rollupDjDailyStats(db, day);
      await rollupSiteDailyStats(db, day);
      const upkeep = await maintainDjActivity(db, rawMonths);
      logger.info("dj activity upkeep", upkeep);
      await scheduleNextStatsRollup(db);
    },
  };
}

/**
 * `npm run cli -- stats:backfill --from --to`: rolls up every day of the range in this process, oldest first
 * (idempotent, so a range that overlaps rolled-up days is safe). Reports each day's DJ count.
 */
export async function backfillDjStats(
  db: Db,
  range: { from: string; to: string },
  onDay?: (day: string, djs: number) => void,
  { rawMonths = DEFAULT_RAW_MONTHS, now = new Date() } = {},
): Promise<{ days: number; rows: number }> {
  let days = 0;
  let rows = 0;
  // Days before the cut-off were summarised and their raw rows dropped: rolling them up again would replace their
  // stored figures with zeros, so they are kept as they are.
  const cutoff = rawRetentionCutoff(now, rawMonths);
  for (let day = range.from < cutoff ? cutoff : range.from; day <= range.to; day = addDays(day, 1)) {
    const djs = await rollupDjDailyStats(db, day);
    await rollupSiteDailyStats(db, day);
    onDay?.(day, djs);
    days += 1;
    rows += djs;
  }
  return { days, rows };
}
