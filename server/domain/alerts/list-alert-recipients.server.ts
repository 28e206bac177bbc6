import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";

/**
 * The people who are owed a digest: queued alerts, or alerts a digest claimed and never finished (its runner died
 * and the claim has run out — sent again rather than lost).
 */
export async function listAlertRecipients(db: Db, now = new Date()): Promise<string[]> {
  const result = await db.execute<{ user_id: string }>(sql`
    select distinct user_id from follower_alerts
    where status = 'queued' or (status = 'sending' and claimed_until < ${now.toISOString()}::timestamptz)
    order by user_id`);
  return result.rows.map((r: { user_id: string }) => r.user_id);
}
