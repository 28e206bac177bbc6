import { data } from "react-router";
import { z } from "zod";
import type { AdminActionResult } from "~/core/admin/admin-action-result";
import { eventReviewSchema } from "~/core/events/event-form";
import { dayHeading, localDateOf } from "~/core/events/events";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import { auditAdminAction } from "~server/adapters/admin-audit.server";
import { AppError } from "~server/domain/app-error.server";
import { cancelEvent } from "~server/domain/events/cancel-event.server";
import { duplicateEvent } from "~server/domain/events/duplicate-event.server";
import { reviewEvent } from "~server/domain/events/review-event.server";
import { logger } from "~server/logger.server";
import { eventReviewedEmail } from "~server/mail/event-emails.server";
import type { SignedInContext } from "./access.server";
import { appErrorStatus } from "./app-error-response.server";
import { eventManagerOf } from "./event-form.server";

const listAction = z.object({ intent: z.enum(["cancel", "duplicate"]), eventId: z.string().min(1).max(140) });

/**
 * The actions of the event lists: cancel and duplicate (anyone, on events they manage), approve and reject (admins,
 * /admin/events only). Each answers a toast; a refusal changes nothing.
 */
export async function handleEventListAction(
  request: Request,
  ctx: SignedInContext,
  options: { review: boolean; venueId?: string },
): Promise<ReturnType<typeof data<AdminActionResult>>> {
  const actor = eventManagerOf(ctx, options.venueId ? { venue: { id: options.venueId } } : {});
  const body = Object.fromEntries(await request.formData());
  const bad = (error: string) => data<AdminActionResult>({ ok: false, error }, { status: 400 });
  try {
    if (options.review && (body.intent === "approve" || body.intent === "reject")) {
      const parsed = eventReviewSchema.safeParse(body);
      if (!parsed.success) return bad(parsed.error.issues[0]?.message ?? REQUEST_NOT_UNDERSTOOD);
      const review = parsed.data;
      const outcome = await reviewEvent(
        ctx.database.db,
        actor,
        review.eventId,
        review.intent === "approve" ? { decision: "approve" } : { decision: "reject", reason: review.reason },
      );
      await auditAdminAction(ctx.database.db, ctx.userId, {
        action: "event.review",
        targetType: "event",
        targetId: outcome.eventId,
        targetLabel: outcome.name,
        after: review.intent === "approve" ? { decision: "approved" } : { decision: "rejected", reason: review.reason },
      });
      if (outcome.creator) {
        const mail = eventReviewedEmail(ctx.config.brandName, ctx.config.publicUrl, outcome.creator, {
          eventId: outcome.eventId,
          name: outcome.name,
          reason: review.intent === "reject" ? review.reason : null,
        });
        // Mail is a courtesy: the decision stands even if a message cannot be sent right now.
        await ctx.mailer.send(mail).catch((error) => logger.error("event review mail failed", { error }));
      }
      return data<AdminActionResult>({
        ok: true,
        message: review.intent === "approve" ? `${outcome.name} is published` : `${outcome.name} was sent back`,
      });
    }
    const parsed = listAction.safeParse(body);
    if (!parsed.success) return bad(REQUEST_NOT_UNDERSTOOD);
    if (parsed.data.intent === "cancel") {
      const { name } = await cancelEvent(ctx.database.db, actor, parsed.data.eventId);
      return data<AdminActionResult>({ ok: true, message: `${name} is cancelled` });
    }
    const now = new Date();
    const copy = await duplicateEvent(ctx.database.db, actor, parsed.data.eventId, now);
    const day = copy.eventId.slice(-10);
    const label = /^\d{4}-\d{2}-\d{2}$/.test(day) ? dayHeading(day, localDateOf(now, "UTC")).label : "a future date";
    return data<AdminActionResult>({ ok: true, message: `Copied as a draft on ${label}` });
  } catch (error) {
    if (error instanceof AppError)
      return data<AdminActionResult>({ ok: false, error: error.message }, { status: appErrorStatus(error) });
    throw error;
  }
}
