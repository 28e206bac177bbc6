import { and, eq } from "drizzle-orm";
import type { BookingTimelineEntry, InquiryFields } from "~/core/admin/admin-bookings";
import { type DepositSummary, depositSummaryOf } from "~/core/booking/booking-deposit";
import { type BookingStatus, INQUIRY_NOT_FOUND, nextBookingStatuses } from "~/core/venues/venue-ops";
import type { Db } from "~server/db/client.server";
import { bookingInquiries, djProfiles, venueProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { inquiryBusyDay } from "~server/domain/dj-calendar/inquiry-busy-day.server";
import { type BookingScope, bookingScopeCondition } from "./booking-scope.server";
import { listInquiryHistory } from "./list-inquiry-history.server";

export interface BookingInquiryDetail extends InquiryFields {
  venueText: string | null;
  createdAt: string;
  dj: { id: string; slug: string; name: string; location: string | null; image: string | null } | null;
  venue: { slug: string; name: string } | null;
  next: readonly BookingStatus[];
  /** The deposit asked with it, paid or not; null when none. */
  deposit: DepositSummary | null;
  /** Oldest first: status changes, internal notes and replies. */
  timeline: BookingTimelineEntry[];
  /** Its DJ's day is taken by something else (inquiryBusyDay): the managers see it marked. */
  busyDay: boolean;
}

/** One inquiry with its DJ, venue and timeline, if the scope may see it; otherwise not_found, as for an unknown id. */
export async function getBookingInquiry(db: Db, scope: BookingScope, inquiryId: string): Promise<BookingInquiryDetail> {
  const [row] = await db
    .select({
      inquiry: bookingInquiries,
      djId: djProfiles.id,
      djSlug: djProfiles.slug,
      djName: djProfiles.displayName,
      djLocation: djProfiles.location,
      djImage: djProfiles.profileImage,
      venueSlug: venueProfiles.slug,
      venueName: venueProfiles.name,
      busyDay: inquiryBusyDay(),
    })
    .from(bookingInquiries)
    .leftJoin(djProfiles, eq(djProfiles.id, bookingInquiries.djProfileId))
    .leftJoin(venueProfiles, eq(venueProfiles.id, bookingInquiries.venueId))
    .where(and(eq(bookingInquiries.id, inquiryId), bookingScopeCondition(scope)))
    .limit(1);
  if (!row) throw new AppError("not_found", INQUIRY_NOT_FOUND);
  const history = await listInquiryHistory(db, [inquiryId]);
  const i = row.inquiry;
  return {
    id: i.id,
    name: i.name,
    email: i.email,
    phone: i.phone,
    eventDate: i.eventDate,
    city: i.city,
    venueText: i.venue,
    eventType: i.eventType,
    budgetRange: i.budgetRange,
    message: i.message,
    status: i.status,
    createdAt: i.createdAt.toISOString(),
    dj:
      row.djId && row.djSlug && row.djName
        ? { id: row.djId, slug: row.djSlug, name: row.djName, location: row.djLocation, image: row.djImage }
        : null,
    venue: row.venueSlug && row.venueName ? { slug: row.venueSlug, name: row.venueName } : null,
    next: nextBookingStatuses(i.status),
    deposit: depositSummaryOf(i),
    busyDay: Boolean(row.busyDay),
    timeline: history.map((h) => ({
      kind: h.kind === "note" || h.kind === "reply" ? h.kind : "status",
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      by: h.by,
      note: h.note,
      at: h.at.toISOString(),
    })),
  };
}
