import type { BookingStatus } from "~/core/venues/venue-ops";
import type { Db } from "~server/db/client.server";
import { moveBookingInquiry } from "./move-booking-inquiry.server";

/**
 * Moves a venue's booking inquiry to a new status (the caller has checked can_manage_bookings for that venue) and
 * records the change — from, to, who, when, an optional note — in booking_inquiry_status_history, in one
 * transaction. An inquiry of another venue is the same not_found as an unknown id (IDOR); a change the status rule
 * does not allow is refused and changes nothing. The row is locked so two quick clicks cannot both pass the rule.
 */
export async function changeBookingStatus(
  db: Db,
  input: { venueId: string; inquiryId: string; status: BookingStatus; note: string | null; changedBy: string },
): Promise<{ fromStatus: string; toStatus: BookingStatus; name: string }> {
  const { venueId, ...move } = input;
  return moveBookingInquiry(db, { kind: "venue", venueId }, move);
}
