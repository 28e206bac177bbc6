import { lt } from "drizzle-orm";
import { SUPPORT_RETENTION_MONTHS, supportRetentionCutoff } from "~/core/support/support";
import type { Db } from "~server/db/client.server";
import { supportMessages } from "~server/db/schema";

/**
 * Deletes the contact-form messages sent before the retention cut-off (12 months, app/core/support/support.ts), their
 * replies and notes with them (the thread's foreign key cascades). Run daily by the support-retention job.
 */
export async function deleteExpiredSupportMessages(
  db: Db,
  now = new Date(),
  months = SUPPORT_RETENTION_MONTHS,
): Promise<number> {
  const deleted = await db
    .delete(supportMessages)
    .where(lt(supportMessages.createdAt, supportRetentionCutoff(now, months)))
    .returning({ id: supportMessages.id });
  return deleted.length;
}
