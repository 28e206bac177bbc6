import type { Db } from "~server/db/client.server";
import { type AdminActionRecord, recordAdminAction } from "~server/domain/audit/record-admin-action.server";
import { logger } from "~server/logger.server";

/**
 * Logs an admin action of a screen's action once its change has committed. The change stands either way:
 * a failed log write is reported in the server log, never turned into an error for a change that was made.
 */
export async function auditAdminAction(
  db: Db,
  actorId: string,
  record: Omit<AdminActionRecord, "actorId">,
): Promise<void> {
  try {
    await recordAdminAction(db, { ...record, actorId });
  } catch (error) {
    logger.error("admin audit log write failed", { action: record.action, error });
  }
}
