import { eq } from "drizzle-orm";
import { SUPPORT_NOT_FOUND, type SupportStatus } from "~/core/support/support";
import type { Db } from "~server/db/client.server";
import { supportMessageEvents, supportMessages } from "~server/db/schema";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import { AppError } from "~server/domain/app-error.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";

/**
 * Sets a message's status (any of new, answered, closed: a closed message may be reopened) and keeps the change with
 * its note in the thread, in one transaction with the row locked. The same status with a note keeps only the note.
 */
export async function changeSupportMessageStatus(
  db: Db,
  actor: Actor,
  input: { messageId: string; status: SupportStatus; note: string | null },
): Promise<{ fromStatus: string; toStatus: SupportStatus; email: string }> {
  await assertAdmin(db, actor);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: supportMessages.status, email: supportMessages.email })
      .from(supportMessages)
      .where(eq(supportMessages.id, input.messageId))
      .for("update")
      .limit(1);
    if (!current) throw new AppError("not_found", SUPPORT_NOT_FOUND);
    await tx.insert(supportMessageEvents).values({
      messageId: input.messageId,
      kind: "status",
      fromStatus: current.status,
      toStatus: input.status,
      text: input.note,
      byUserId: actor.id,
    });
    await tx
      .update(supportMessages)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(supportMessages.id, input.messageId));
    return { fromStatus: current.status, toStatus: input.status, email: current.email };
  });
}
