import {
  BOOKING_TRANSITION_REFUSED,
  type BookingStatus,
  INQUIRY_NOT_FOUND,
  nextBookingStatuses,
} from "~/core/venues/venue-ops";
import type { Db } from "~server/db/client.server";
import { AppError } from "~server/domain/app-error.server";
import type { CalendarHold } from "~server/domain/dj-calendar/calendar-hold.server";
import { confirmInquiryDate } from "~server/domain/dj-calendar/confirm-inquiry-date.server";
import type { BookingScope } from "./booking-scope.server";
import { getBookingInquiry } from "./get-booking-inquiry.server";
import { moveBookingInquiry } from "./move-booking-inquiry.server";

export interface InquiryStatusChange {
  fromStatus: string;
  toStatus: BookingStatus;
  name: string;
  /** When the change confirmed a DJ's date: who else is told the day is taken (the mails go after the commit). */
  calendar: Awaited<ReturnType<typeof confirmInquiryDate>> | null;
  dateTaken: CalendarHold[];
}

/**
 * The status form's change of an inquiry. Confirming an inquiry for a DJ on a date books that day on the DJ's
 * calendar through the same path as "Confirm date" (confirmInquiryDate: its hold, or a confirmed entry, the other
 * holds that day told), so a confirmed inquiry and its calendar never disagree whichever button was used. The
 * form still offers only the workflow's next steps: "confirmed" from "new" is refused here as before, where
 * "Confirm date" walks the steps between. Every other change is the plain status move.
 */
export async function changeInquiryStatus(
  db: Db,
  scope: BookingScope,
  input: { inquiryId: string; status: BookingStatus; note: string | null; changedBy: string },
  now = new Date(),
): Promise<InquiryStatusChange> {
  if (input.status === "confirmed") {
    const inquiry = await getBookingInquiry(db, scope, input.inquiryId).catch((error) => {
      if (error instanceof AppError && error.code === "not_found") throw new AppError("not_found", INQUIRY_NOT_FOUND);
      throw error;
    });
    if (inquiry.dj && inquiry.eventDate) {
      if (!nextBookingStatuses(inquiry.status).includes("confirmed"))
        throw new AppError("invalid_input", BOOKING_TRANSITION_REFUSED, { field: "status" });
      const calendar = await confirmInquiryDate(
        db,
        scope,
        { inquiryId: input.inquiryId, actorId: input.changedBy, note: input.note },
        now,
      );
      return {
        fromStatus: inquiry.status,
        toStatus: "confirmed",
        name: calendar.name,
        calendar,
        dateTaken: calendar.dateTaken,
      };
    }
  }
  const moved = await moveBookingInquiry(db, scope, input);
  return { ...moved, calendar: null, dateTaken: [] };
}
