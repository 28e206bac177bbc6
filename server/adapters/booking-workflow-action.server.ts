import { data } from "react-router";
import { z } from "zod";
import { type BookingWorkflowResult, bookingInquiryActionSchema } from "~/core/admin/admin-bookings";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import { PRESS_LINK_ATTACHED, pressLinkExpiry } from "~/core/press/press-links";
import { BOOKING_STATUS_LABELS, INQUIRY_NOT_FOUND } from "~/core/venues/venue-ops";
import { AppError } from "~server/domain/app-error.server";
import { recordAdminAction } from "~server/domain/audit/record-admin-action.server";
import { addBookingTimelineEntry } from "~server/domain/bookings/add-booking-timeline-entry.server";
import type { BookingScope } from "~server/domain/bookings/booking-scope.server";
import { changeInquiryStatus } from "~server/domain/bookings/change-inquiry-status.server";
import { getBookingInquiry } from "~server/domain/bookings/get-booking-inquiry.server";
import { createPressLink, newPressLinkToken } from "~server/domain/press-links/create-press-link.server";
import { logger } from "~server/logger.server";
import { bookingReplyEmail } from "~server/mail/booking-reply-email.server";
import { sendCalendarNotices } from "~server/mail/calendar-emails.server";
import type { SignedInContext } from "./access.server";
import { appErrorStatus } from "./app-error-response.server";
import { handleInquiryCalendarAction, isInquiryCalendarIntent } from "./inquiry-calendar-action.server";
import { handlePressLinkAction, PRESS_LINK_NEEDS_DJ, pressLinkShown } from "./press-link-action.server";

/**
 * The actions of one inquiry's screen, shared by /admin/bookings/{id} (scope: every inquiry, each action written to
 * the audit log) and /mate/bookings (scope: the DJs the person manages): a status change with an optional note, an
 * internal note, a reply mailed to the sender — kept in the timeline only once the mail went out, with the DJ's press
 * kit as a personal link if asked — the calendar's Place hold, Confirm date and Release, and the personal link's
 * Make and Revoke.
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
  let found: Awaited<ReturnType<typeof getBookingInquiry>>;
  try {
    found = await getBookingInquiry(ctx.database.db, scope, inquiryId);
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
  if (input.intent === "press-link" || input.intent === "press-link-revoke")
    return handlePressLinkAction(ctx, found, input.intent, audit);
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
    // With the press kit: the personal link's token goes into the mail and is stored (hashed) once the mail went out.
    if (input.pressLink && !inquiry.dj)
      return data<BookingWorkflowResult>({ ok: false, error: PRESS_LINK_NEEDS_DJ, field: "message" }, { status: 400 });
    const token = input.pressLink ? newPressLinkToken() : null;
    const shown =
      token && inquiry.dj ? await pressLinkShown(ctx, inquiry.dj.id, token, pressLinkExpiry(new Date())) : null;
    try {
      await ctx.mailer.send(
        bookingReplyEmail(ctx.config.brandName, {
          to: inquiry.email,
          toName: inquiry.name,
          addressee: inquiry.dj?.name ?? inquiry.venue?.name ?? null,
          message: input.message,
          pressKit: shown,
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
    if (token && inquiry.dj)
      await createPressLink(db, { inquiryId, djProfileId: inquiry.dj.id, createdBy: ctx.userId, token });
    // The timeline keeps the words, never the token (only its hash is stored anywhere).
    const kept = shown ? `${input.message}\n\n+ ${PRESS_LINK_ATTACHED}` : input.message;
    await addBookingTimelineEntry(db, scope, { inquiryId, kind: "reply", text: kept, by: ctx.userId });
    if (audit)
      await recordAdminAction(db, {
        actorId: ctx.userId,
        action: "booking.reply",
        targetType: "booking_inquiry",
        targetId: inquiryId,
        targetLabel: inquiry.name,
      });
    return data<BookingWorkflowResult>({
      ok: true,
      message: `Reply sent to ${inquiry.email}`,
      ...(shown ? { pressLink: shown } : {}),
    });
  } catch (error) {
    if (error instanceof AppError)
      return data<BookingWorkflowResult>(
        { ok: false, error: error.message, field: "status" },
        { status: appErrorStatus(error) },
      );
    throw error;
  }
}
