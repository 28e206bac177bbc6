import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** This attempt's number (1 for the first). */
  attempts: number;
  maxAttempts: number;
}

/**
 * Claims the next due job (of `kinds`, when given) for `workerId` until `lockMs` from now: one statement, the row
 * picked with FOR UPDATE SKIP LOCKED so concurrent runners never take the same job. A job whose runner died is due
 * again once its lock has passed (its attempt still counts).
 */
export async function claimDueJob(
  db: Db,
  input: {
    workerId: string;
    lockMs: number;
    now?: Date;
    kinds?: readonly string[];
    /** Only jobs whose payload contains these keys and values (jsonb @>). */
    payload?: Record<string, string>;
  },
): Promise<ClaimedJob | null> {
  const now = (input.now ?? new Date()).toISOString();
  const lockedUntil = new Date(Date.parse(now) + input.lockMs).toISOString();
  const kinds = input.kinds?.length
    ? sql`and kind in (${sql.join(
        input.kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  const payload = input.payload ? sql`and payload @> ${JSON.stringify(input.payload)}::jsonb` : sql``;
  const result = await db.execute<{
    id: string;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(sql`
    update jobs set attempts = attempts + 1, locked_until = ${lockedUntil}::timestamptz, locked_by = ${input.workerId}
    where id = (
      select id from jobs
      where status = 'queued' and run_at <= ${now}::timestamptz
        and (locked_until is null or locked_until < ${now}::timestamptz) ${kinds} ${payload}
      order by run_at, created_at
      limit 1
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`);
  const row = result.rows[0];
  if (!row) return null;
  return { id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts };
}
