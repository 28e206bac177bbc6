import type { SupportMessageInput } from "~/core/support/support";
import type { Db } from "~server/db/client.server";
import { supportMessages } from "~server/db/schema";

export interface SubmittedSupportMessage {
  id: string;
  createdAt: Date;
}

/**
 * Stores a message of the /support contact form, already checked by its schema (app/core/support/support.ts) and by the
 * action's limits, as "new"; `userId` is the sender's account when signed in. The caller mails the copies.
 */
export async function submitSupportMessage(
  db: Db,
  input: SupportMessageInput & { userId: string | null },
): Promise<SubmittedSupportMessage> {
  const [row] = await db
    .insert(supportMessages)
    .values({
      userId: input.userId,
      topic: input.topic,
      message: input.message,
      email: input.email,
      pageUrl: input.page,
    })
    .returning({ id: supportMessages.id, createdAt: supportMessages.createdAt });
  if (!row) throw new Error("support message was not stored");
  return row;
}
