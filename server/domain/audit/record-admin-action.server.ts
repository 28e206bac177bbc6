import { eq } from "drizzle-orm";
import type { AdminAction } from "~/core/admin/admin-audit";
import type { Db } from "~server/db/client.server";
import { adminAuditLog, users } from "~server/db/schema";
import { queueTrackedEvent } from "~server/tracked-events.server";

export interface AdminActionRecord {
  actorId: string;
  action: AdminAction;
  targetType: string;
  targetId?: string | null;
  targetLabel?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one admin action to admin_audit_log and queues the spec §7 "admin action" event. Called after
 * the change itself committed, so the log never lists something that did not happen; the actor's name is copied
 * so the row still reads after the account is deleted. Pass `db` a transaction to log inside the change's own.
 */
export async function recordAdminAction(db: Db, record: AdminActionRecord): Promise<void> {
  const [actor] = await db.select({ name: users.name }).from(users).where(eq(users.id, record.actorId)).limit(1);
  await db.insert(adminAuditLog).values({
    actorId: record.actorId,
    actorName: actor?.name ?? null,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId ?? null,
    targetLabel: record.targetLabel ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
  // Spec §7's "admin action" for the analytics provider: handed to the admin's browser with the next page.
  queueTrackedEvent("admin_action", { action: record.action, target_type: record.targetType });
}
