import { and, eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { jobs } from "~server/db/schema";

/** Marks a claimed job done (only while this runner still holds it). */
export async function completeJob(db: Db, jobId: string, workerId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "done", finishedAt: new Date(), lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId)));
}
