import { ChevronLeft, Inbox } from "lucide-react";
import { Link } from "react-router";
import type { BookingListFilter } from "~/core/admin/admin-bookings";
import type { ConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { BookingFilters, type BookingListItem, BookingPager, BookingStatusChips, BookingTable } from "./booking-list";

/**
 * The booking list screen's body, one for /admin/bookings and /mate/bookings (they differ only in their frame, the
 * detail links, the empty state's words and the admin's bulk archive): chips, filters, the count, the rows, paging.
 */
export function BookingListBody({
  data,
  detailBase,
  empty,
  bulk,
}: {
  data: {
    filter: BookingListFilter;
    rows: BookingListItem[];
    total: number;
    page: number;
    pageCount: number;
    counts: Record<string, number>;
    djs: { slug: string; name: string }[];
  };
  /** "/admin/bookings" or "/mate/bookings": a row links to `${detailBase}/${id}`. */
  detailBase: string;
  empty: { title: string; text: string };
  bulk?: ConfirmedFetcher;
}) {
  const { filter, rows, total, page, pageCount, counts, djs } = data;
  return (
    <div className="flex flex-col gap-4">
      <BookingStatusChips filter={filter} counts={counts} />
      <BookingFilters filter={filter} djs={djs} />
      <p className="text-sm text-muted" aria-live="polite">
        {counts.new ? `${counts.new} unread · ` : ""}
        {total} match{total === 1 ? "" : "es"}
      </p>
      {rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border p-10 text-center">
          <Inbox aria-hidden className="size-8 text-muted" />
          <p className="font-semibold">{empty.title}</p>
          <p className="text-sm text-muted">{empty.text}</p>
        </div>
      ) : (
        <BookingTable items={rows} detailHref={(id) => `${detailBase}/${id}`} bulk={bulk} />
      )}
      <BookingPager filter={filter} page={page} pageCount={pageCount} />
    </div>
  );
}

/** The way back from one inquiry to its list (admin and mate detail screens). */
export function AllInquiriesLink({ to }: { to: string }) {
  return (
    <Link to={to} className="flex items-center gap-1 text-sm text-muted hover:text-fg">
      <ChevronLeft aria-hidden className="size-4" />
      All inquiries
    </Link>
  );
}

/** The detail screens' document meta: the sender's name, the area, never indexed. */
export function bookingDetailMeta(name: string | undefined, area: string) {
  return [{ title: `${name ?? "Inquiry"} · ${area} · Booth` }, { name: "robots", content: "noindex" }];
}
