import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";

export type TakeResult = { ok: true } | { ok: false; retryAfterS: number };

/**
 * Takes one request from `bucket`'s allowance for `key` on the shared database: accepted when fewer than `points`
 * requests were accepted for it in the last `durationS` seconds (a sliding log, decision 036). One statement: the
 * function of migration 0023 locks the key's row, so concurrent requests through any number of processes are
 * counted one after another, against the database's clock.
 */
export async function takeRateLimitPoint(
  db: Db,
  input: { bucket: string; key: string; points: number; durationS: number },
): Promise<TakeResult> {
  const result = await db.execute<{ accepted: boolean; retry_after_ms: number | string | null }>(
    sql`select accepted, retry_after_ms from booth_take_rate_limit(${input.bucket}, ${input.key}, ${input.points}::int, ${input.durationS}::int)`,
  );
  const [row] = rowsOf<{ accepted: boolean; retry_after_ms: number | string | null }>(result);
  if (!row) throw new Error("booth_take_rate_limit returned no row");
  if (row.accepted) return { ok: true };
  return { ok: false, retryAfterS: Math.max(1, Math.ceil(Number(row.retry_after_ms ?? 1000) / 1000)) };
}
