import { useState } from "react";
import { Form, Link } from "react-router";
import type { InquiryFields } from "~/core/admin/admin-bookings";
import {
  BOOKING_SORT_LABELS,
  BOOKING_SORTS,
  type BookingListFilter,
  bookingListHref,
} from "~/core/admin/admin-bookings";
import type { DepositSummary } from "~/core/booking/booking-deposit";
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from "~/core/venues/venue-ops";
import { BookingStatusBadge } from "~/ui/booking-status-badge";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { selectClasses } from "~/ui/filter-select";
import type { ConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { BookingDepositBadge } from "./booking-deposit";
import { BusyDayBadge } from "./busy-day-badge";

export interface BookingListItem
  extends Pick<InquiryFields, "id" | "name" | "email" | "eventDate" | "city" | "eventType" | "status"> {
  received: string;
  dj: { slug: string; name: string } | null;
  venue: { slug: string; name: string } | null;
  deposit: DepositSummary | null;
  /** The DJ's day is taken by something else (a DJ's inquiries only). */
  busyDay?: boolean;
}

/** Status chips with counts: Open (not archived), each status, All. */
export function BookingStatusChips({ filter, counts }: { filter: BookingListFilter; counts: Record<string, number> }) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const chips = [
    { value: "open" as const, label: "Open", n: total - (counts.archived ?? 0) },
    ...BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS_LABELS[s], n: counts[s] ?? 0 })),
    { value: "all" as const, label: "All", n: total },
  ];
  return (
    <nav aria-label="Filter by status" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex w-max gap-2">
        {chips.map((chip) => (
          <li key={chip.value}>
            <Link
              to={bookingListHref(filter, { status: chip.value })}
              aria-current={filter.status === chip.value ? "page" : undefined}
              preventScrollReset
              className={cn(
                "flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors",
                filter.status === chip.value
                  ? "border-transparent bg-fg text-bg"
                  : "border-border bg-surface text-muted hover:text-fg",
              )}
            >
              {chip.label}
              <span className="tabular-nums opacity-80">{chip.n}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The GET filter form: text, DJ, gig date range, received date range, sort. On phones the dates and the sort fold
 * under "More filters" (open when one of them is in use), so the inquiries start on the first screen.
 */
export function BookingFilters({ filter, djs }: { filter: BookingListFilter; djs: { slug: string; name: string }[] }) {
  const input = "h-11 w-full rounded-lg border border-border bg-surface-2 px-3 text-sm text-fg focus:border-accent-fg";
  const moreInUse = Boolean(
    filter.gigFrom || filter.gigTo || filter.receivedFrom || filter.receivedTo || filter.sort !== BOOKING_SORTS[0],
  );
  const [more, setMore] = useState(moreInUse);
  const extra = cn("flex-col gap-1.5 text-xs text-muted", more ? "flex" : "hidden md:flex");
  return (
    <Form
      method="get"
      id="booking-filters"
      className="grid grid-cols-2 gap-3 md:grid-cols-[2fr_1.4fr_repeat(4,1fr)_1.2fr_auto] md:items-end"
    >
      {filter.status !== "open" ? <input type="hidden" name="status" value={filter.status} /> : null}
      <label className="col-span-2 flex flex-col gap-1.5 text-xs text-muted md:col-span-1">
        Search
        <input name="q" defaultValue={filter.q} placeholder="Sender, email, city, message" className={input} />
      </label>
      <label className="col-span-2 flex flex-col gap-1.5 text-xs text-muted md:col-span-1">
        DJ
        <select name="dj" defaultValue={filter.dj ?? ""} className={selectClasses}>
          <option value="">All DJs</option>
          {djs.map((dj) => (
            <option key={dj.slug} value={dj.slug}>
              {dj.name}
            </option>
          ))}
        </select>
      </label>
      <label className={extra}>
        Gig from
        <input type="date" name="gigFrom" defaultValue={filter.gigFrom ?? ""} className={input} />
      </label>
      <label className={extra}>
        Gig to
        <input type="date" name="gigTo" defaultValue={filter.gigTo ?? ""} className={input} />
      </label>
      <label className={extra}>
        Received from
        <input type="date" name="receivedFrom" defaultValue={filter.receivedFrom ?? ""} className={input} />
      </label>
      <label className={extra}>
        Received to
        <input type="date" name="receivedTo" defaultValue={filter.receivedTo ?? ""} className={input} />
      </label>
      <label className={extra}>
        Sort
        <select name="sort" defaultValue={filter.sort} className={selectClasses}>
          {BOOKING_SORTS.map((s) => (
            <option key={s} value={s}>
              {BOOKING_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        aria-expanded={more}
        aria-controls="booking-filters"
        onClick={() => setMore((open) => !open)}
        className="h-11 self-end rounded-full border border-border px-4 text-sm text-muted hover:text-fg md:hidden"
      >
        {more ? "Fewer filters" : "More filters"}
      </button>
      <Button type="submit" variant="secondary" className="h-11 self-end">
        Apply
      </Button>
    </Form>
  );
}

/**
 * The inquiries as a dense table on wide screens and stacked cards on phones (one markup: each row is a grid that
 * becomes a card under md). Ticking rows enables the bulk archive; unread (new) rows carry a dot.
 */
export function BookingTable({
  items,
  detailHref,
  bulk,
}: {
  items: BookingListItem[];
  detailHref: (id: string) => string;
  bulk?: ConfirmedFetcher;
}) {
  const [checked, setChecked] = useState<string[]>([]);
  const toggle = (id: string, on: boolean) =>
    setChecked((list) => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id)));
  const columns = bulk
    ? "md:grid-cols-[2rem_minmax(0,1.6fr)_minmax(0,1.1fr)_7rem_minmax(0,1fr)_8rem_9.5rem]"
    : "md:grid-cols-[minmax(0,1.6fr)_minmax(0,1.1fr)_7rem_minmax(0,1fr)_8rem_9.5rem]";
  return (
    <div className="flex flex-col gap-3">
      {bulk ? (
        <bulk.fetcher.Form
          method="post"
          onSubmit={bulk.submit({
            title: `Archive ${checked.length} inquir${checked.length === 1 ? "y" : "ies"}?`,
            message: "They leave the open list; each keeps its history and can be taken up again.",
            confirmLabel: "Archive",
          })}
          className="flex flex-wrap items-center gap-3"
        >
          <input type="hidden" name="intent" value="archive" />
          {checked.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <Button type="submit" variant="secondary" size="sm" disabled={checked.length === 0}>
            Archive selected
          </Button>
          <span className="text-sm text-muted" aria-live="polite">
            {checked.length} selected
          </span>
        </bulk.fetcher.Form>
      ) : null}
      <div className="flex flex-col gap-2 md:gap-0">
        <div
          aria-hidden
          className={cn(
            "hidden border-b border-border px-3 pb-2 text-xs font-semibold tracking-wide text-muted uppercase md:grid md:gap-3",
            columns,
          )}
        >
          {bulk ? <span /> : null}
          <span>Sender</span>
          <span>For</span>
          <span>Gig date</span>
          <span>City · type</span>
          <span>Received</span>
          <span>Status</span>
        </div>
        <ul aria-label="Booking inquiries" className="flex flex-col gap-2 md:gap-0">
          {items.map((item) => {
            const unread = item.status === "new";
            return (
              <li
                key={item.id}
                data-testid="booking-row"
                className={cn(
                  "relative grid grid-cols-[auto_1fr_auto] gap-x-3 gap-y-1 rounded-2xl border bg-surface p-4 text-sm md:items-center md:gap-3 md:rounded-none md:border-0 md:border-b md:border-border md:bg-transparent md:px-3 md:py-3 md:hover:bg-surface",
                  columns,
                  unread ? "border-accent-fg/40" : "border-border",
                )}
              >
                {bulk ? (
                  <span className="row-span-3 md:row-span-1">
                    <input
                      type="checkbox"
                      aria-label={`Select inquiry from ${item.name}`}
                      checked={checked.includes(item.id)}
                      onChange={(e) => toggle(item.id, e.currentTarget.checked)}
                      className="size-5 accent-[#c026d3]"
                    />
                  </span>
                ) : null}
                <span className="col-start-2 min-w-0 md:col-start-auto">
                  <Link
                    to={detailHref(item.id)}
                    className="flex items-center gap-2 font-semibold text-fg hover:underline"
                  >
                    {unread ? (
                      <span
                        aria-hidden
                        className="size-2 shrink-0 rounded-full bg-accent-fg"
                        data-testid="unread-marker"
                      />
                    ) : null}
                    <span className="truncate">
                      {unread ? <span className="sr-only">Unread: </span> : null}
                      {item.name}
                    </span>
                  </Link>
                  <span className="block truncate text-xs text-muted">{item.email}</span>
                </span>
                <span className="col-start-2 truncate text-muted md:col-start-auto md:text-fg">
                  {item.dj ? item.dj.name : item.venue ? `${item.venue.name} (venue)` : "—"}
                </span>
                <span className="col-start-2 text-muted tabular-nums md:col-start-auto md:text-fg">
                  <span className="md:hidden">Gig </span>
                  {item.eventDate ?? "—"}
                </span>
                <span className="col-start-2 truncate text-muted md:col-start-auto">
                  {[item.city, item.eventType].filter(Boolean).join(" · ") || "—"}
                </span>
                <span className="col-start-2 text-xs text-muted md:col-start-auto md:text-sm">
                  <span className="md:hidden">Received </span>
                  {item.received}
                </span>
                <span className="col-start-3 row-start-1 flex flex-col items-end gap-1 justify-self-end md:col-start-auto md:row-start-auto md:items-start md:justify-self-start">
                  <BookingStatusBadge status={item.status} testId="booking-status" />
                  <BookingDepositBadge deposit={item.deposit} />
                  <BusyDayBadge busy={item.busyDay} />
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

export function BookingPager({
  filter,
  page,
  pageCount,
}: {
  filter: BookingListFilter;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between text-sm">
      {page > 1 ? <Link to={bookingListHref(filter, { page: page - 1 })}>Previous</Link> : <span />}
      <span className="text-muted tabular-nums">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? <Link to={bookingListHref(filter, { page: page + 1 })}>Next</Link> : <span />}
    </nav>
  );
}
