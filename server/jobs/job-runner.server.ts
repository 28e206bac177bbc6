import { randomUUID } from "node:crypto";
import { JOB_LOCK_MS } from "~/core/site/jobs";
import type { Db } from "~server/db/client.server";
import { claimDueJob } from "~server/domain/jobs/claim-due-job.server";
import { completeJob } from "~server/domain/jobs/complete-job.server";
import { failJob } from "~server/domain/jobs/fail-job.server";
import { logger } from "~server/logger.server";

export type JobHandler = (payload: Record<string, unknown>, job: { id: string; attempts: number }) => Promise<void>;

export interface JobRunner {
  /** Polls for due jobs until stopped. */
  start(): void;
  /** Stops polling and waits for the job under way. */
  stop(): Promise<void>;
  /** Runs due jobs (of `kinds`, when given) until none is left; returns how many ran (failed ones included). */
  drain(kinds?: readonly string[]): Promise<number>;
  /** Checks for due jobs now (after this process enqueued one). */
  wake(): void;
}

/**
 * The in-process job runner (decision 028): claims one due job at a time from the jobs table (FOR UPDATE SKIP
 * LOCKED, so any number of processes may run one), runs its handler, and completes it or records the failure for
 * a retry with backoff. Generic: handlers are registered by kind (follower alerts now, the analytics roll-up next).
 */
export function createJobRunner(options: {
  db: Db;
  handlers: Record<string, JobHandler>;
  pollMs?: number;
  lockMs?: number;
  workerId?: string;
}): JobRunner {
  const workerId = options.workerId ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
  const pollMs = options.pollMs ?? 15_000;
  const lockMs = options.lockMs ?? JOB_LOCK_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  const runOne = async (kinds: readonly string[]): Promise<boolean> => {
    const job = await claimDueJob(options.db, { workerId, lockMs, kinds });
    if (!job) return false;
    const handler = options.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(job.payload, { id: job.id, attempts: job.attempts });
      await completeJob(options.db, job.id, workerId);
    } catch (error) {
      const outcome = await failJob(options.db, job, workerId, error);
      logger.warn("job failed", { kind: job.kind, id: job.id, attempts: job.attempts, outcome, error });
    }
    return true;
  };

  const drain = async (kinds: readonly string[] = Object.keys(options.handlers)): Promise<number> => {
    let count = 0;
    while (await runOne(kinds)) count += 1;
    return count;
  };

  const tick = () => {
    if (stopped || running) return;
    running = drain()
      .catch((error) => {
        logger.error("job runner pass failed", { error });
        return 0;
      })
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, pollMs).unref();
      });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 1_000).unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    drain,
    wake() {
      if (stopped || running) return;
      if (timer) clearTimeout(timer);
      tick();
    },
  };
}
