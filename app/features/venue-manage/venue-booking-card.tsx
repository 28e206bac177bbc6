import { CalendarDays, Mail, MapPin, Phone, Wallet } from "lucide-react";
import type { InquiryFields } from "~/core/admin/admin-bookings";
import { BOOKING_STATUS_LABELS, isBookingStatus, nextBookingStatuses } from "~/core/venues/venue-ops";
import { BookingStatusBadge } from "~/ui/booking-status-badge";
import { cn } from "~/ui/cn";
import { selectClasses } from "~/ui/filter-select";
import type { ConfirmedFetcher } from "~/ui/use-confirmed-fetcher";

export interface VenueBookingCardData extends InquiryFields {
  received: string;
  history: { fromStatus: string | null; toStatus: string; by: string | null; note: string | null; when: string }[];
}

const label = (status: string | null) =>
  status === null ? "received" : isBookingStatus(status) ? BOOKING_STATUS_LABELS[status] : status;

/** One inquiry on the Bookings tab: who, when, what, the message, a status change and its history. */
export function VenueBookingCard({ inquiry, action }: { inquiry: VenueBookingCardData; action: ConfirmedFetcher }) {
  const unread = inquiry.status === "new";
  const next = nextBookingStatuses(inquiry.status);
  const busy = action.fetcher.state !== "idle" && action.fetcher.formData?.get("inquiryId") === inquiry.id;
  const facts = [
    inquiry.eventDate ? { icon: CalendarDays, text: `${inquiry.eventDate} · ${inquiry.eventType ?? "Event"}` } : null,
    inquiry.city ? { icon: MapPin, text: inquiry.city } : null,
    inquiry.budgetRange ? { icon: Wallet, text: inquiry.budgetRange } : null,
  ].filter((f): f is NonNullable<typeof f> => f !== null);
  return (
    <article
      data-testid="venue-booking"
      aria-label={`${unread ? "Unread inquiry" : "Inquiry"} from ${inquiry.name}`}
      className={cn(
        "flex flex-col gap-3 rounded-2xl border bg-surface/90 p-4 md:p-5",
        unread ? "border-accent-fg/50" : "border-border",
        busy && "opacity-60",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 font-display text-lg leading-tight font-bold">
            {unread ? (
              <span className="size-2.5 shrink-0 rounded-full bg-accent-fg" data-testid="unread-marker">
                <span className="sr-only">Unread: </span>
              </span>
            ) : null}
            <span className="truncate">{inquiry.name}</span>
          </h2>
          <p className="mt-0.5 text-xs text-muted">Received {inquiry.received}</p>
        </div>
        <BookingStatusBadge status={inquiry.status} />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        {facts.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-1.5">
            <Icon aria-hidden className="size-4 shrink-0" />
            {text}
          </li>
        ))}
      </ul>
      {inquiry.message ? (
        <p className="text-[15px] leading-relaxed whitespace-pre-line text-fg/90">{inquiry.message}</p>
      ) : null}
      <div className="flex flex-wrap gap-2 text-sm">
        <a
          href={`mailto:${inquiry.email}`}
          className="inline-flex h-9 items-center gap-1.5 rounded-full border border-border bg-surface-2 px-3 font-medium hover:bg-[#2a2a38]"
        >
          <Mail aria-hidden className="size-4" /> {inquiry.email}
        </a>
        {inquiry.phone ? (
          <a
            href={`tel:${inquiry.phone.replace(/[^+0-9]/g, "")}`}
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-border bg-surface-2 px-3 font-medium hover:bg-[#2a2a38]"
          >
            <Phone aria-hidden className="size-4" /> {inquiry.phone}
          </a>
        ) : null}
      </div>
      <form
        // A new status is a new form: its first next step selected and the note empty (an uncontrolled select kept
        // its old position among the new options, and one more tap could decline the inquiry with the old note).
        key={`${inquiry.id}-${inquiry.status}`}
        method="post"
        onSubmit={action.submit()}
        className="flex flex-col gap-2 border-t border-border pt-3 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="inquiryId" value={inquiry.id} />
        <label className="flex flex-col gap-1 sm:w-44">
          <span className="text-xs font-semibold text-muted">Move to</span>
          <select name="status" className={selectClasses} defaultValue={next[0]}>
            {next.map((status) => (
              <option key={status} value={status}>
                {BOOKING_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="text-xs font-semibold text-muted">Note (optional)</span>
          <input
            name="note"
            maxLength={500}
            className="h-11 rounded-lg border border-border bg-surface-2 px-3 text-fg"
            placeholder="Called back, sent the tech rider…"
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className="h-11 shrink-0 rounded-lg bg-fg px-4 text-sm font-semibold text-bg hover:bg-white disabled:opacity-60"
        >
          Update status
        </button>
      </form>
      {inquiry.history.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted hover:text-fg">History ({inquiry.history.length})</summary>
          <ol className="mt-2 flex flex-col gap-1.5 border-l border-border pl-3" data-testid="booking-history">
            {inquiry.history.map((h) => (
              <li key={`${h.when}-${h.toStatus}`} className="text-muted">
                <span className="text-fg">
                  {h.fromStatus === null ? "Received" : `${label(h.fromStatus)} → ${label(h.toStatus)}`}
                </span>
                {" · "}
                {h.when}
                {h.by ? ` · by ${h.by}` : ""}
                {h.note ? <span className="block text-xs">“{h.note}”</span> : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </article>
  );
}
