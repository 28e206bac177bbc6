import { z } from "zod";
import { type BookingListFilter, bookingWhen } from "~/core/admin/admin-bookings";
import { djToday } from "~/core/calendar/calendar";
import { inquiryCalendarView } from "~/core/calendar/calendar-view";
import { inquiryPressLinkView } from "~/core/press/press-links";
import { INQUIRY_NOT_FOUND } from "~/core/venues/venue-ops";
import type { Db } from "~server/db/client.server";
import { AppError } from "~server/domain/app-error.server";
import type { BookingScope } from "~server/domain/bookings/booking-scope.server";
import { getBookingInquiry } from "~server/domain/bookings/get-booking-inquiry.server";
import { listBookingInquiries } from "~server/domain/bookings/list-booking-inquiries.server";
import { getCalendarDj } from "~server/domain/dj-calendar/get-calendar-dj.server";
import { getInquiryHold } from "~server/domain/dj-calendar/get-inquiry-hold.server";
import { getInquiryPressLink } from "~server/domain/press-links/get-inquiry-press-link.server";

/** The list screen's data (admin and mate): rows with display dates, counts, DJ options, paging. */
export async function bookingListData(db: Db, scope: BookingScope, filter: BookingListFilter) {
  const list = await listBookingInquiries(db, scope, filter);
  return {
    ...list,
    rows: list.rows.map(({ createdAt, ...row }) => ({ ...row, received: bookingWhen(createdAt) })),
  };
}

/** The detail screen's data; an id that is not a uuid is the same not_found as an unknown one. */
export async function bookingDetailData(db: Db, scope: BookingScope, inquiryId: string, now = new Date()) {
  if (!z.uuid().safeParse(inquiryId).success) throw new AppError("not_found", INQUIRY_NOT_FOUND);
  const inquiry = await getBookingInquiry(db, scope, inquiryId);
  const { createdAt, timeline, dj, deposit, ...rest } = inquiry;
  // An inquiry to a DJ with a date meets the DJ's calendar: its hold, in the DJ's time zone.
  const calendarDj = dj && inquiry.eventDate ? await getCalendarDj(db, dj.id) : null;
  const calendar =
    calendarDj && inquiry.eventDate
      ? inquiryCalendarView({
          day: inquiry.eventDate,
          today: djToday(now, calendarDj.timeZone),
          timeZone: calendarDj.timeZone,
          hold: await getInquiryHold(db, inquiry.id),
          djSlug: scope.kind === "dj-managers" ? calendarDj.slug : null,
        })
      : null;
  // The personal press-kit link (decision 058): its state and what the sender did with it, in the DJ's zone.
  const djZone = calendarDj?.timeZone ?? (dj ? (await getCalendarDj(db, dj.id))?.timeZone : null) ?? "UTC";
  const link = dj ? await getInquiryPressLink(db, inquiry.id) : null;
  return {
    ...rest,
    calendar,
    pressKit: dj ? { link: link ? inquiryPressLinkView(link, now, djZone) : null } : null,
    deposit: deposit ? { ...deposit, paidWhen: deposit.paidAt ? bookingWhen(deposit.paidAt) : null } : null,
    dj: dj ? { slug: dj.slug, name: dj.name, location: dj.location } : null,
    received: bookingWhen(createdAt),
    timeline: timeline.map((entry) => ({ ...entry, when: bookingWhen(entry.at) })),
  };
}
