import { data } from "react-router";
import { z } from "zod";
import { type BookingWorkflowResult, bookingInquiryActionSchema } from "~/core/admin/admin-bookings";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import { BOOKING_STATUS_LABELS, INQUIRY_NOT_FOUND } from "~/core/venues/venue-ops";
import { AppError } from "~server/domain/app-error.server";
import { recordAdminAction } from "~server/domain/audit/record-admin-action.server";
import { addBookingTimelineEntry } from "~server/domain/bookings/add-booking-timeline-entry.server";
import type { BookingScope } from "~server/domain/bookings/booking-scope.server";
import { changeInquiryStatus } from "~server/domain/bookings/change-inquiry-status.server";
import { getBookingInquiry } from "~server/domain/bookings/get-booking-inquiry.server";
import { logger } from "~server/logger.server";
import { bookingReplyEmail } from "~server/mail/booking-reply-email.server";
import { sendCalendarNotices } from "~server/mail/calendar-emails.server";
import type { SignedInContext } from "./access.server";
import { appErrorStatus } from "./app-error-response.server";
import { handleInquiryCalendarAction, isInquiryCalendarIntent } from "./inquiry-calendar-action.server";

/**
 * The actions of one inquiry's screen, shared by /admin/bookings/{id} (scope: every inquiry, each action written to
 * the audit log) and /mate/bookings (scope: the DJs the person manages): a status change with an optional note, an
 * internal note, a reply mailed to the sender — kept in the timeline only once the mail went out — and the calendar's
 * Place hold, Confirm date and Release.
 */
export async function handleBookingWorkflowAction(
  request: Request,
  ctx: SignedInContext,
  scope: BookingScope,
  inquiryId: string,
): Promise<ReturnType<typeof data<BookingWorkflowResult>>> {
  // Whose inquiry first: one outside the scope (or an id that is none) is the 404 of an unknown id, whatever was sent.
  const notFound = () => data<BookingWorkflowResult>({ ok: false, error: INQUIRY_NOT_FOUND }, { status: 404 });
  if (!z.uuid().safeParse(inquiryId).success) return notFound();
  try {
    await getBookingInquiry(ctx.database.db, scope, inquiryId);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return notFound();
    throw error;
  }
  const body = Object.fromEntries(await request.formData());
  // The calendar's buttons (Place hold, Confirm date, Release) have their own handler.
  if (isInquiryCalendarIntent(body.intent)) return handleInquiryCalendarAction(ctx, scope, inquiryId, body.intent);
  const parsed = bookingInquiryActionSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0];
    return data<BookingWorkflowResult>(
      {
        ok: false,
        error: issue?.message ?? REQUEST_NOT_UNDERSTOOD,
        field: field === "message" || field === "status" ? field : "note",
        values: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
      },
      { status: 400 },
    );
  }
  const db = ctx.database.db;
  const audit = scope.kind === "admin";
  const input = parsed.data;
  try {
    if (input.intent === "status") {
      // Confirmed books the DJ's day as "Confirm date" does; the holds it ended are told once it committed.
      const moved = await changeInquiryStatus(db, scope, {
        inquiryId,
        status: input.status,
        note: input.note,
        changedBy: ctx.userId,
      });
      if (moved.calendar) await sendCalendarNotices((m) => ctx.mailer.send(m), ctx.config.brandName, moved.calendar);
      if (audit)
        await recordAdminAction(db, {
          actorId: ctx.userId,
          action: "booking.status",
          targetType: "booking_inquiry",
          targetId: inquiryId,
          targetLabel: moved.name,
          before: { status: moved.fromStatus },
          after: { status: moved.toStatus, ...(input.note ? { note: input.note } : {}) },
        });
      return data<BookingWorkflowResult>({
        ok: true,
        message: `${moved.name}: ${BOOKING_STATUS_LABELS[moved.toStatus].toLowerCase()}`,
      });
    }
    if (input.intent === "note") {
      const row = await addBookingTimelineEntry(db, scope, {
        inquiryId,
        kind: "note",
        text: input.note,
        by: ctx.userId,
      });
      if (audit)
        await recordAdminAction(db, {
          actorId: ctx.userId,
          action: "booking.note",
          targetType: "booking_inquiry",
          targetId: inquiryId,
          targetLabel: row.name,
        });
      return data<BookingWorkflowResult>({ ok: true, message: "Note added" });
    }
    // A reply: mail first (through the site's mail path), then keep it in the timeline.
    const inquiry = await getBookingInquiry(db, scope, inquiryId);
    const me = ctx.viewer;
    try {
      await ctx.mailer.send(
        bookingReplyEmail(ctx.config.brandName, {
          to: inquiry.email,
          toName: inquiry.name,
          addressee: inquiry.dj?.name ?? inquiry.venue?.name ?? null,
          message: input.message,
          original: inquiry.message,
          fromName: me.name || ctx.config.brandName,
          fromEmail: me.email ?? null,
        }),
      );
    } catch (error) {
      logger.error("booking reply mail failed", { inquiryId, error });
      return data<BookingWorkflowResult>(
        { ok: false, error: "The reply could not be sent right now. Please try again.", field: "message" },
        { status: 503 },
      );
    }
    await addBookingTimelineEntry(db, scope, { inquiryId, kind: "reply", text: input.message, by: ctx.userId });
    if (audit)
      await recordAdminAction(db, {
        actorId: ctx.userId,
        action: "booking.reply",
        targetType: "booking_inquiry",
        targetId: inquiryId,
        targetLabel: inquiry.name,
      });
    return data<BookingWorkflowResult>({ ok: true, message: `Reply sent to ${inquiry.email}` });
  } catch (error) {
    if (error instanceof AppError)
      return data<BookingWorkflowResult>(
        { ok: false, error: error.message, field: "status" },
        { status: appErrorStatus(error) },
      );
    throw error;
  }
}
