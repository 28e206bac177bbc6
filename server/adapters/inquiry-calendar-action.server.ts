import { data } from "react-router";
import type { BookingWorkflowResult } from "~/core/admin/admin-bookings";
import { dayLabel, inquiryCalendarSchema, rankLabel } from "~/core/calendar/calendar";
import { AppError } from "~server/domain/app-error.server";
import { recordAdminAction } from "~server/domain/audit/record-admin-action.server";
import type { BookingScope } from "~server/domain/bookings/booking-scope.server";
import { confirmInquiryDate } from "~server/domain/dj-calendar/confirm-inquiry-date.server";
import { placeInquiryHold } from "~server/domain/dj-calendar/place-inquiry-hold.server";
import { releaseInquiryHold } from "~server/domain/dj-calendar/release-inquiry-hold.server";
import { sendCalendarNotices } from "~server/mail/calendar-emails.server";
import type { SignedInContext } from "./access.server";
import { appErrorStatus } from "./app-error-response.server";

/** Whether a posted intent is one of the inquiry view's calendar buttons. */
export function isInquiryCalendarIntent(intent: unknown): boolean {
  return inquiryCalendarSchema.safeParse({ intent }).success;
}

/**
 * "Place hold", "Confirm date" and "Release" on an inquiry's screen (the admin's and the DJ managers'; the caller
 * has found the inquiry in the scope). Who else is affected is mailed once the change committed; on the admin
 * screen each is written to the audit log like the other workflow actions.
 */
export async function handleInquiryCalendarAction(
  ctx: SignedInContext,
  scope: BookingScope,
  inquiryId: string,
  intent: unknown,
): Promise<ReturnType<typeof data<BookingWorkflowResult>>> {
  const db = ctx.database.db;
  const parsed = inquiryCalendarSchema.parse({ intent });
  const tell = (notices: Parameters<typeof sendCalendarNotices>[2]) =>
    sendCalendarNotices((m) => ctx.mailer.send(m), ctx.config.brandName, notices);
  try {
    let message: string;
    let label: string;
    if (parsed.intent === "place-hold") {
      const hold = await placeInquiryHold(db, scope, { inquiryId, actorId: ctx.userId });
      label = hold.promoterName;
      message = `${rankLabel(hold.rank ?? 1)} hold placed on ${dayLabel(hold.day)}`;
    } else if (parsed.intent === "confirm-date") {
      const confirmed = await confirmInquiryDate(db, scope, { inquiryId, actorId: ctx.userId });
      await tell(confirmed);
      label = confirmed.name;
      message = `${confirmed.name}: date confirmed`;
    } else {
      const released = await releaseInquiryHold(db, scope, inquiryId);
      await tell(released);
      label = released.released;
      message = released.movedUp ? `Hold released; ${released.movedUp.promoterName} is now 1st` : "Hold released";
    }
    if (scope.kind === "admin")
      await recordAdminAction(db, {
        actorId: ctx.userId,
        action: `booking.${parsed.intent}` as const,
        targetType: "booking_inquiry",
        targetId: inquiryId,
        targetLabel: label,
      });
    return data<BookingWorkflowResult>({ ok: true, message });
  } catch (error) {
    if (error instanceof AppError)
      return data<BookingWorkflowResult>({ ok: false, error: error.message }, { status: appErrorStatus(error) });
    throw error;
  }
}
