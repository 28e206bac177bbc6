import type { Db } from "~server/db/client.server";
import { jobs } from "~server/db/schema";

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  /** Enqueue at most once per key (e.g. "alerts.daily:2026-11-27"): a second enqueue is a no-op. */
  key?: string;
  maxAttempts?: number;
}

/** Puts a job on the queue (decision 028). Returns whether a new job was added (false: the key was taken). */
export async function enqueueJob(db: Db, job: NewJob): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      key: job.key ?? null,
      maxAttempts: job.maxAttempts ?? 8,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length > 0;
}
