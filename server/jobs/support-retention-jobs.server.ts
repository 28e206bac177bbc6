import { nextSupportRetentionAt } from "~/core/support/support";
import type { Db } from "~server/db/client.server";
import { enqueueJob } from "~server/domain/jobs/enqueue-job.server";
import { deleteExpiredSupportMessages } from "~server/domain/support/delete-expired-support-messages.server";
import { logger } from "~server/logger.server";
import type { JobHandler } from "./job-runner.server";

/**
 * The daily deletion of contact-form messages older than 12 months (what the privacy page promises), on the jobs
 * table (decision 028): one job per day, keyed by its day, so several processes enqueue it once.
 */
export const SUPPORT_RETENTION_JOB = "support.retention";

export async function scheduleNextSupportRetention(db: Db, now = new Date()): Promise<void> {
  const at = nextSupportRetentionAt(now);
  const day = at.toISOString().slice(0, 10);
  await enqueueJob(db, { kind: SUPPORT_RETENTION_JOB, runAt: at, key: `${SUPPORT_RETENTION_JOB}:${day}` });
}

export function supportRetentionHandlers(db: Db): Record<string, JobHandler> {
  return {
    [SUPPORT_RETENTION_JOB]: async () => {
      const deleted = await deleteExpiredSupportMessages(db);
      logger.info("support messages past retention deleted", { deleted });
      await scheduleNextSupportRetention(db);
    },
  };
}
