import { data } from "react-router";
import type { BookingWorkflowResult } from "~/core/admin/admin-bookings";
import { dayLabel } from "~/core/calendar/calendar";
import { localDateOf } from "~/core/events/events";
import { pressLinkPath } from "~/core/press/press-links";
import { recordAdminAction } from "~server/domain/audit/record-admin-action.server";
import type { BookingInquiryDetail } from "~server/domain/bookings/get-booking-inquiry.server";
import { getCalendarDj } from "~server/domain/dj-calendar/get-calendar-dj.server";
import { createPressLink } from "~server/domain/press-links/create-press-link.server";
import { revokePressLink } from "~server/domain/press-links/revoke-press-link.server";
import type { SignedInContext } from "./access.server";

export const PRESS_LINK_NEEDS_DJ = "Only an inquiry to a DJ can carry a press kit link.";

/** The link as the managers copy it, and the DJ's day it lasts until. */
export async function pressLinkShown(ctx: SignedInContext, djProfileId: string, token: string, expiresAt: Date) {
  const dj = await getCalendarDj(ctx.database.db, djProfileId);
  return {
    url: `${ctx.config.publicUrl}${pressLinkPath(token)}`,
    until: dayLabel(localDateOf(expiresAt, dj?.timeZone ?? "UTC")),
  };
}

/**
 * "Make a personal link" and "Revoke" on an inquiry's screen (decision 058, "Personal links"); the caller has found
 * the inquiry in the person's scope (another DJ's inquiry never gets here: it is the 404 of an unknown id). On the
 * admin screen each is written to the audit log, like the other workflow actions.
 */
export async function handlePressLinkAction(
  ctx: SignedInContext,
  inquiry: BookingInquiryDetail,
  intent: "press-link" | "press-link-revoke",
  audit: boolean,
): Promise<ReturnType<typeof data<BookingWorkflowResult>>> {
  const db = ctx.database.db;
  if (!inquiry.dj) return data<BookingWorkflowResult>({ ok: false, error: PRESS_LINK_NEEDS_DJ }, { status: 400 });
  const log = (action: "booking.press-link" | "booking.press-link-revoke") =>
    audit
      ? recordAdminAction(db, {
          actorId: ctx.userId,
          action,
          targetType: "booking_inquiry",
          targetId: inquiry.id,
          targetLabel: inquiry.name,
        })
      : Promise.resolve();
  if (intent === "press-link-revoke") {
    const revoked = await revokePressLink(db, inquiry.id);
    if (!revoked)
      return data<BookingWorkflowResult>(
        { ok: false, error: "This inquiry has no active press kit link." },
        { status: 409 },
      );
    await log("booking.press-link-revoke");
    return data<BookingWorkflowResult>({ ok: true, message: "Press kit link revoked" });
  }
  const made = await createPressLink(db, { inquiryId: inquiry.id, djProfileId: inquiry.dj.id, createdBy: ctx.userId });
  await log("booking.press-link");
  return data<BookingWorkflowResult>({
    ok: true,
    message: "Personal press kit link made",
    pressLink: await pressLinkShown(ctx, inquiry.dj.id, made.token, made.expiresAt),
  });
}
