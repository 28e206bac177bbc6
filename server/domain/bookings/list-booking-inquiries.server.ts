import { and, asc, desc, eq, gte, ilike, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { InquiryFields } from "~/core/admin/admin-bookings";
import { BOOKINGS_PAGE_SIZE, type BookingListFilter } from "~/core/admin/admin-bookings";
import { type DepositSummary, depositSummaryOf } from "~/core/booking/booking-deposit";
import type { Db } from "~server/db/client.server";
import { bookingInquiries, djProfiles, venueProfiles } from "~server/db/schema";
import { inquiryBusyDay } from "~server/domain/dj-calendar/inquiry-busy-day.server";
import { type BookingScope, bookingScopeCondition } from "./booking-scope.server";

export interface BookingListRow
  extends Pick<InquiryFields, "id" | "name" | "email" | "eventDate" | "city" | "eventType" | "budgetRange" | "status"> {
  createdAt: string;
  dj: { slug: string; name: string } | null;
  venue: { slug: string; name: string } | null;
  /** The deposit asked with it, paid or not; null when none. */
  deposit: DepositSummary | null;
  /** Its DJ's day is taken by something else (inquiryBusyDay): the managers see it marked. */
  busyDay: boolean;
}

const DAY = 86_400_000;

/**
 * The inquiries a screen may see (scope), narrowed by the list filter — status ("open" = not archived), DJ, gig
 * date, received date, text in sender, email, city or message — sorted and paged; with the count per status over
 * the same scope (the filter chips) and the DJs that have inquiries (the DJ filter's options).
 */
export async function listBookingInquiries(
  db: Db,
  scope: BookingScope,
  filter: BookingListFilter,
): Promise<{
  rows: BookingListRow[];
  total: number;
  page: number;
  pageCount: number;
  counts: Record<string, number>;
  djs: { slug: string; name: string }[];
}> {
  const scoped = bookingScopeCondition(scope);
  const where: SQL[] = scoped ? [scoped] : [];
  if (filter.status === "open") where.push(ne(bookingInquiries.status, "archived"));
  else if (filter.status !== "all") where.push(eq(bookingInquiries.status, filter.status));
  if (filter.dj) where.push(eq(djProfiles.slug, filter.dj));
  if (filter.gigFrom) where.push(gte(bookingInquiries.eventDate, filter.gigFrom));
  if (filter.gigTo) where.push(lte(bookingInquiries.eventDate, filter.gigTo));
  if (filter.receivedFrom) where.push(gte(bookingInquiries.createdAt, new Date(`${filter.receivedFrom}T00:00:00Z`)));
  if (filter.receivedTo)
    where.push(lt(bookingInquiries.createdAt, new Date(Date.parse(`${filter.receivedTo}T00:00:00Z`) + DAY)));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const text = or(
      ilike(bookingInquiries.name, pattern),
      ilike(bookingInquiries.email, pattern),
      ilike(bookingInquiries.city, pattern),
      ilike(bookingInquiries.message, pattern),
    );
    if (text) where.push(text);
  }
  const condition = where.length ? and(...where) : undefined;
  const order = {
    "received-desc": [desc(bookingInquiries.createdAt)],
    "received-asc": [asc(bookingInquiries.createdAt)],
    "gig-asc": [sql`${bookingInquiries.eventDate} asc nulls last`],
    "gig-desc": [sql`${bookingInquiries.eventDate} desc nulls last`],
    status: [
      sql`array_position(array['new','contacted','negotiating','confirmed','declined','archived']::text[], ${bookingInquiries.status})`,
      desc(bookingInquiries.createdAt),
    ],
  }[filter.sort];

  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingInquiries)
    .leftJoin(djProfiles, eq(djProfiles.id, bookingInquiries.djProfileId))
    .where(condition);
  const total = countRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const [rows, countRows, djRows] = await Promise.all([
    db
      .select({
        id: bookingInquiries.id,
        name: bookingInquiries.name,
        email: bookingInquiries.email,
        eventDate: bookingInquiries.eventDate,
        city: bookingInquiries.city,
        eventType: bookingInquiries.eventType,
        budgetRange: bookingInquiries.budgetRange,
        status: bookingInquiries.status,
        createdAt: bookingInquiries.createdAt,
        depositAmountCents: bookingInquiries.depositAmountCents,
        depositCurrency: bookingInquiries.depositCurrency,
        depositOrderId: bookingInquiries.depositOrderId,
        depositCaptureId: bookingInquiries.depositCaptureId,
        depositPaidAt: bookingInquiries.depositPaidAt,
        djSlug: djProfiles.slug,
        djName: djProfiles.displayName,
        venueSlug: venueProfiles.slug,
        venueName: venueProfiles.name,
        busyDay: inquiryBusyDay(),
      })
      .from(bookingInquiries)
      .leftJoin(djProfiles, eq(djProfiles.id, bookingInquiries.djProfileId))
      .leftJoin(venueProfiles, eq(venueProfiles.id, bookingInquiries.venueId))
      .where(condition)
      .orderBy(...order, desc(bookingInquiries.id))
      .limit(BOOKINGS_PAGE_SIZE)
      .offset((page - 1) * BOOKINGS_PAGE_SIZE),
    db
      .select({ status: bookingInquiries.status, n: sql<number>`count(*)::int` })
      .from(bookingInquiries)
      .where(scoped)
      .groupBy(bookingInquiries.status),
    db
      .selectDistinct({ slug: djProfiles.slug, name: djProfiles.displayName })
      .from(bookingInquiries)
      .innerJoin(djProfiles, eq(djProfiles.id, bookingInquiries.djProfileId))
      .where(scoped)
      .orderBy(djProfiles.displayName)
      .limit(500),
  ]);
  const counts: Record<string, number> = {};
  for (const row of countRows) counts[row.status] = row.n;
  return {
    total,
    page,
    pageCount,
    counts,
    djs: djRows,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      eventDate: r.eventDate,
      city: r.city,
      eventType: r.eventType,
      budgetRange: r.budgetRange,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      dj: r.djSlug && r.djName ? { slug: r.djSlug, name: r.djName } : null,
      venue: r.venueSlug && r.venueName ? { slug: r.venueSlug, name: r.venueName } : null,
      deposit: depositSummaryOf(r),
      busyDay: Boolean(r.busyDay),
    })),
  };
}
