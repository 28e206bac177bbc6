import { sql } from "drizzle-orm";
import { MONTH_PARTITIONED_TABLES } from "~server/db/activity-tables";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";

/**
 * Makes sure every month-partitioned table (the raw DJ activity and user_activities) has a partition for each month given (YYYY-MM-DD, any day of the month).
 * booth_month_partition (migration 0021) creates a missing one and first moves that month's rows out of the default
 * partition. Returns how many partitions were created.
 */
export async function ensureActivityPartitions(db: Db, months: readonly string[]): Promise<number> {
  let created = 0;
  for (const month of months) {
    for (const table of MONTH_PARTITIONED_TABLES) {
      const result = await db.execute<{ created: boolean }>(
        sql`select booth_month_partition(${table}, ${month}::date) as created`,
      );
      const rows = rowsOf<{ created: boolean }>(result);
      if (rows[0]?.created) created += 1;
    }
  }
  return created;
}
