import { and, eq } from "drizzle-orm";
import { retryDelayMs } from "~/core/site/jobs";
import type { Db } from "~server/db/client.server";
import { jobs } from "~server/db/schema";

/**
 * Records a failed attempt: the job runs again after a growing delay (retryDelayMs), or is marked failed once its
 * attempts are used up. What the job was doing stays queued in its own tables (alerts are never lost with it).
 */
export async function failJob(
  db: Db,
  job: { id: string; attempts: number; maxAttempts: number },
  workerId: string,
  error: unknown,
  now = new Date(),
): Promise<"retry" | "failed"> {
  const message = error instanceof Error ? error.message : String(error);
  const outcome = job.attempts >= job.maxAttempts ? "failed" : "retry";
  await db
    .update(jobs)
    .set(
      outcome === "failed"
        ? { status: "failed", finishedAt: now, lockedUntil: null, lastError: message.slice(0, 2_000) }
        : {
            runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
            lockedUntil: null,
            lastError: message.slice(0, 2_000),
          },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
  return outcome;
}
