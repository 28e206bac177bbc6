import { BOOKING_STATUS_LABELS, type BookingStatus, isBookingStatus } from "~/core/venue-ops";
import { Badge, type BadgeTone } from "~/ui/badge";

const TONE: Record<BookingStatus, BadgeTone> = {
  new: "accent",
  contacted: "info",
  negotiating: "warning",
  confirmed: "success",
  declined: "danger",
  archived: "neutral",
};

export function BookingStatusBadge({ status }: { status: string }) {
  const known = isBookingStatus(status);
  return (
    <Badge tone={known ? TONE[status] : "neutral"} testId="booking-status">
      {known ? BOOKING_STATUS_LABELS[status] : status}
    </Badge>
  );
}
