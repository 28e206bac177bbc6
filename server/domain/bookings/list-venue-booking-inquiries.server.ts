import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { InquiryFields } from "~/core/admin/admin-bookings";
import type { BookingFilter } from "~/core/venues/venue-ops";
import type { Db } from "~server/db/client.server";
import { bookingInquiries } from "~server/db/schema";
import { listInquiryHistory } from "./list-inquiry-history.server";

export interface VenueBookingInquiry extends InquiryFields {
  createdAt: string;
  /** Oldest first: who changed the status, when, and why. */
  history: { fromStatus: string | null; toStatus: string; by: string | null; note: string | null; at: string }[];
}

const LIMIT = 200;

/**
 * The booking inquiries addressed to one venue (the caller has checked can_manage_bookings for it), newest first,
 * narrowed by the filter ("open" = not archived), with their status history and the count per status.
 */
export async function listVenueBookingInquiries(
  db: Db,
  venueId: string,
  filter: BookingFilter,
): Promise<{ inquiries: VenueBookingInquiry[]; counts: Record<string, number> }> {
  const where: SQL[] = [eq(bookingInquiries.venueId, venueId)];
  if (filter === "open") where.push(ne(bookingInquiries.status, "archived"));
  else if (filter !== "all") where.push(eq(bookingInquiries.status, filter));
  const [rows, countRows] = await Promise.all([
    db
      .select({
        id: bookingInquiries.id,
        name: bookingInquiries.name,
        email: bookingInquiries.email,
        phone: bookingInquiries.phone,
        eventDate: bookingInquiries.eventDate,
        city: bookingInquiries.city,
        eventType: bookingInquiries.eventType,
        budgetRange: bookingInquiries.budgetRange,
        message: bookingInquiries.message,
        status: bookingInquiries.status,
        createdAt: bookingInquiries.createdAt,
      })
      .from(bookingInquiries)
      .where(and(...where))
      .orderBy(desc(bookingInquiries.createdAt), desc(bookingInquiries.id))
      .limit(LIMIT),
    db
      .select({ status: bookingInquiries.status, n: sql<number>`count(*)::int` })
      .from(bookingInquiries)
      .where(eq(bookingInquiries.venueId, venueId))
      .groupBy(bookingInquiries.status),
  ]);
  const history = await listInquiryHistory(
    db,
    rows.map((r) => r.id),
  );
  const counts: Record<string, number> = {};
  for (const row of countRows) counts[row.status] = row.n;
  return {
    counts,
    inquiries: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      history: history
        .filter((h) => h.inquiryId === row.id)
        .map(({ inquiryId: _id, kind: _kind, at, ...h }) => ({ ...h, at: at.toISOString() })),
    })),
  };
}
