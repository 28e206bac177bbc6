import { eq } from "drizzle-orm";
import { SUPPORT_NOT_FOUND } from "~/core/support/support";
import type { Db } from "~server/db/client.server";
import { supportMessageEvents, supportMessages } from "~server/db/schema";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import { AppError } from "~server/domain/app-error.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";

/**
 * Keeps a reply in the message's thread once it was mailed to the sender (the caller sends first, so the thread
 * never shows a reply nobody received), and moves a "new" message to "answered"; a closed one stays closed.
 */
export async function replyToSupportMessage(
  db: Db,
  actor: Actor,
  input: { messageId: string; text: string },
): Promise<{ status: string }> {
  await assertAdmin(db, actor);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: supportMessages.status })
      .from(supportMessages)
      .where(eq(supportMessages.id, input.messageId))
      .for("update")
      .limit(1);
    if (!current) throw new AppError("not_found", SUPPORT_NOT_FOUND);
    const status = current.status === "new" ? "answered" : current.status;
    await tx.insert(supportMessageEvents).values({
      messageId: input.messageId,
      kind: "reply",
      fromStatus: current.status,
      toStatus: status,
      text: input.text,
      byUserId: actor.id,
    });
    await tx
      .update(supportMessages)
      .set({ status, updatedAt: new Date() })
      .where(eq(supportMessages.id, input.messageId));
    return { status };
  });
}
