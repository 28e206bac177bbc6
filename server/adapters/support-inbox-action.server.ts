import { data } from "react-router";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import {
  SUPPORT_NOT_FOUND,
  SUPPORT_STATUS_LABELS,
  type SupportActionResult,
  supportMessageActionSchema,
} from "~/core/support/support";
import { AppError } from "~server/domain/app-error.server";
import { recordAdminAction } from "~server/domain/audit/record-admin-action.server";
import { changeSupportMessageStatus } from "~server/domain/support/change-support-message-status.server";
import { getSupportMessage } from "~server/domain/support/get-support-message.server";
import { replyToSupportMessage } from "~server/domain/support/reply-to-support-message.server";
import { logger } from "~server/logger.server";
import { supportReplyEmail } from "~server/mail/support-emails.server";
import type { SignedInContext } from "./access.server";
import { appErrorStatus } from "./app-error-response.server";

/**
 * The actions of /admin/support/{id}: a reply mailed to the sender — kept in the thread only once the mail went
 * out — and a status change with an optional note. Each is written to the audit log. An unknown id is a 404.
 */
export async function handleSupportMessageAction(
  request: Request,
  ctx: SignedInContext,
  messageId: string,
): Promise<ReturnType<typeof data<SupportActionResult>>> {
  const db = ctx.database.db;
  const actor = { id: ctx.userId };
  let message: Awaited<ReturnType<typeof getSupportMessage>>;
  try {
    message = await getSupportMessage(db, actor, messageId);
  } catch (error) {
    if (error instanceof AppError)
      return data<SupportActionResult>(
        { ok: false, error: error.code === "not_found" ? SUPPORT_NOT_FOUND : error.message },
        { status: appErrorStatus(error) },
      );
    throw error;
  }
  const body = Object.fromEntries(await request.formData());
  const parsed = supportMessageActionSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0];
    return data<SupportActionResult>(
      {
        ok: false,
        error: issue?.message ?? REQUEST_NOT_UNDERSTOOD,
        field: field === "message" || field === "status" || field === "note" ? field : undefined,
      },
      { status: 400 },
    );
  }
  const input = parsed.data;
  try {
    if (input.intent === "status") {
      const moved = await changeSupportMessageStatus(db, actor, {
        messageId,
        status: input.status,
        note: input.note,
      });
      await recordAdminAction(db, {
        actorId: ctx.userId,
        action: "support.status",
        targetType: "support_message",
        targetId: messageId,
        targetLabel: moved.email,
        before: { status: moved.fromStatus },
        after: { status: moved.toStatus, ...(input.note ? { note: input.note } : {}) },
      });
      return data<SupportActionResult>({
        ok: true,
        message: `Status: ${SUPPORT_STATUS_LABELS[moved.toStatus].toLowerCase()}`,
      });
    }
    try {
      await ctx.mailer.send(
        supportReplyEmail(ctx.config.brandName, {
          to: message.email,
          message: input.message,
          original: message.message,
          fromName: ctx.viewer.name || ctx.config.brandName,
          replyTo: ctx.config.supportEmail ?? null,
        }),
      );
    } catch (error) {
      logger.error("support reply mail failed", { messageId, error });
      return data<SupportActionResult>(
        {
          ok: false,
          error: "The reply was not sent: mail could not go out just now. Try again in a moment.",
          field: "message",
        },
        { status: 503 },
      );
    }
    await replyToSupportMessage(db, actor, { messageId, text: input.message });
    await recordAdminAction(db, {
      actorId: ctx.userId,
      action: "support.reply",
      targetType: "support_message",
      targetId: messageId,
      targetLabel: message.email,
    });
    return data<SupportActionResult>({ ok: true, message: `Reply sent to ${message.email}` });
  } catch (error) {
    if (error instanceof AppError)
      return data<SupportActionResult>({ ok: false, error: error.message }, { status: appErrorStatus(error) });
    throw error;
  }
}
