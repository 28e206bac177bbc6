import { BOOKING_STATUS_LABELS, type BookingStatus, isBookingStatus } from "~/core/venues/venue-ops";
import { Badge, type BadgeTone } from "./badge";

const TONE: Record<BookingStatus, BadgeTone> = {
  new: "accent",
  contacted: "info",
  negotiating: "warning",
  confirmed: "success",
  declined: "danger",
  archived: "neutral",
};

/** A booking inquiry's status as a coloured badge (the DJ and admin inquiry lists, a venue's Bookings tab). */
export function BookingStatusBadge({ status, testId }: { status: string; testId?: string }) {
  const known = isBookingStatus(status);
  return (
    <Badge tone={known ? TONE[status] : "neutral"} testId={testId}>
      {known ? BOOKING_STATUS_LABELS[status] : status}
    </Badge>
  );
}
