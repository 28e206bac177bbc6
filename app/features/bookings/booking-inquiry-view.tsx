import { CalendarDays, Mail, MapPin, MessageSquareText, Phone, Send, StickyNote, Wallet } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { BookingTimelineEntry, BookingWorkflowResult, InquiryFields } from "~/core/admin/admin-bookings";
import type { DepositSummary } from "~/core/booking/booking-deposit";
import type { InquiryCalendarView } from "~/core/calendar/calendar-view";
import type { InquiryPressLinkView } from "~/core/press/press-links";
import { BOOKING_STATUS_LABELS, type BookingStatus, isBookingStatus } from "~/core/venues/venue-ops";
import { BookingStatusBadge } from "~/ui/booking-status-badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { cn } from "~/ui/cn";
import { controlClass } from "~/ui/field-frame";
import { selectClasses } from "~/ui/filter-select";
import { useAnsweredFetcher } from "~/ui/use-answered-fetcher";
import { BookingDepositCard } from "./booking-deposit";
import { BusyDayBadge } from "./busy-day-badge";
import { InquiryCalendarCard } from "./inquiry-calendar-card";
import { InquiryPressLinkCard } from "./inquiry-press-link-card";

export interface BookingInquiryViewData extends InquiryFields {
  venueText: string | null;
  received: string;
  dj: { slug: string; name: string; location: string | null } | null;
  venue: { slug: string; name: string } | null;
  next: readonly BookingStatus[];
  deposit: (DepositSummary & { paidWhen: string | null }) | null;
  timeline: (BookingTimelineEntry & { when: string })[];
  /** The inquiry's date on its DJ's calendar; null for a venue's inquiry or one without a date. */
  calendar?: InquiryCalendarView | null;
  /** The DJ's day is taken by something else: the form still took it, marked for the managers. */
  busyDay?: boolean;
  /** An inquiry to a DJ can carry the press kit as a personal link (decision 058); null for a venue's. */
  pressKit?: { link: InquiryPressLinkView | null } | null;
}

const statusLabel = (s: string | null) => (s === null ? "Received" : isBookingStatus(s) ? BOOKING_STATUS_LABELS[s] : s);

function useWorkflowForm() {
  const { fetcher, form, busy } = useAnsweredFetcher<BookingWorkflowResult>((refusal) => !refusal.field);
  // A refusal stays next to its form until that form is changed or answered again (not for ever, beside a
  // different form the person has moved on to).
  const [changed, setChanged] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer shows its own message again
  useEffect(() => setChanged(false), [fetcher.data]);
  const error = fetcher.data && !fetcher.data.ok && !changed ? fetcher.data.error : undefined;
  return { fetcher, form, error, busy, onInput: () => setChanged(true) };
}

/** One inquiry: the sender's request, the DJ, the workflow forms and the timeline (admin and mate screens). */
export function BookingInquiryView({ inquiry }: { inquiry: BookingInquiryViewData }) {
  const status = useWorkflowForm();
  const note = useWorkflowForm();
  const reply = useWorkflowForm();
  const sentLink = reply.fetcher.data?.ok ? reply.fetcher.data.pressLink : undefined;
  const pressLink = inquiry.pressKit?.link;
  const facts = [
    { icon: CalendarDays, label: "Gig date", text: inquiry.eventDate },
    { icon: MapPin, label: "City", text: [inquiry.city, inquiry.venueText].filter(Boolean).join(" · ") || null },
    { icon: MessageSquareText, label: "Type", text: inquiry.eventType },
    { icon: Wallet, label: "Budget", text: inquiry.budgetRange },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-4">
        <Card className="p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs tracking-wide text-muted uppercase">From</p>
              <h2 className="font-display text-2xl font-bold tracking-tight">{inquiry.name}</h2>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                <a href={`mailto:${inquiry.email}`} className="flex items-center gap-1.5 hover:text-fg">
                  <Mail aria-hidden className="size-4" />
                  {inquiry.email}
                </a>
                {inquiry.phone ? (
                  <a href={`tel:${inquiry.phone}`} className="flex items-center gap-1.5 hover:text-fg">
                    <Phone aria-hidden className="size-4" />
                    {inquiry.phone}
                  </a>
                ) : null}
              </p>
            </div>
            <div className="flex flex-col items-end gap-1.5">
              <BookingStatusBadge status={inquiry.status} testId="booking-status" />
              <BusyDayBadge busy={inquiry.busyDay} />
            </div>
          </div>
          <dl className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-4">
            {facts.map(({ icon: Icon, label, text }) => (
              <div key={label} className="rounded-xl bg-surface-2/70 p-3">
                <dt className="flex items-center gap-1.5 text-xs text-muted">
                  <Icon aria-hidden className="size-3.5" />
                  {label}
                </dt>
                <dd className="mt-1 text-sm font-medium">{text || "—"}</dd>
              </div>
            ))}
          </dl>
          {inquiry.message ? (
            <blockquote className="mt-5 border-l-2 border-accent-fg/60 pl-4 whitespace-pre-line text-fg/90">
              {inquiry.message}
            </blockquote>
          ) : null}
          <p className="mt-4 text-xs text-muted">
            Received {inquiry.received}
            {inquiry.dj ? (
              <>
                {" "}
                · for{" "}
                <Link to={`/dj/${inquiry.dj.slug}`} className="text-fg underline underline-offset-2">
                  {inquiry.dj.name}
                </Link>
                {inquiry.dj.location ? ` (${inquiry.dj.location})` : ""}
              </>
            ) : inquiry.venue ? (
              <>
                {" "}
                · for the venue{" "}
                <Link to={`/venues/${inquiry.venue.slug}`} className="text-fg underline underline-offset-2">
                  {inquiry.venue.name}
                </Link>
              </>
            ) : null}
          </p>
        </Card>

        <Card className="p-5">
          <h2 className="flex items-center gap-2 font-semibold">
            <Send aria-hidden className="size-4 text-accent-fg" />
            Reply by mail
          </h2>
          <reply.fetcher.Form
            method="post"
            ref={reply.form}
            onInput={reply.onInput}
            className="mt-3 flex flex-col gap-3"
          >
            <input type="hidden" name="intent" value="reply" />
            <label htmlFor="booking-reply" className="text-sm text-muted">
              Your reply to {inquiry.email}
            </label>
            <textarea
              id="booking-reply"
              name="message"
              rows={5}
              aria-invalid={reply.error ? true : undefined}
              aria-describedby={reply.error ? "booking-reply-error" : undefined}
              className={cn(controlClass(Boolean(reply.error)), "min-h-32 py-3")}
            />
            {inquiry.pressKit ? (
              <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name="pressLink" value="on" className="size-5 accent-[#c026d3]" />
                Attach the press kit as a personal link
              </label>
            ) : null}
            {reply.error ? (
              <p id="booking-reply-error" className="text-sm text-danger">
                {reply.error}
              </p>
            ) : null}
            <Button type="submit" disabled={reply.busy} className="self-start">
              Send reply
            </Button>
          </reply.fetcher.Form>
        </Card>
      </div>

      <div className="flex min-w-0 flex-col gap-4">
        {inquiry.calendar ? <InquiryCalendarCard calendar={inquiry.calendar} /> : null}
        {inquiry.pressKit ? <InquiryPressLinkCard link={inquiry.pressKit.link} sent={sentLink} /> : null}
        <BookingDepositCard deposit={inquiry.deposit} />
        <Card className="p-5">
          <h2 className="font-semibold">Status</h2>
          {inquiry.next.length > 0 ? (
            <status.fetcher.Form
              // A new status is a new form: its first next step selected, the note empty.
              key={inquiry.status}
              method="post"
              ref={status.form}
              onInput={status.onInput}
              className="mt-3 flex flex-col gap-3"
            >
              <input type="hidden" name="intent" value="status" />
              <label className="flex flex-col gap-1.5 text-sm text-muted">
                Move to
                <select name="status" className={selectClasses} defaultValue={inquiry.next[0]}>
                  {inquiry.next.map((s) => (
                    <option key={s} value={s}>
                      {BOOKING_STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1.5 text-sm text-muted">
                Note (optional)
                <input name="note" maxLength={1000} className={cn(controlClass(false), "h-11")} />
              </label>
              {status.error ? <p className="text-sm text-danger">{status.error}</p> : null}
              <Button type="submit" variant="secondary" disabled={status.busy} className="self-start">
                Change status
              </Button>
            </status.fetcher.Form>
          ) : null}
        </Card>

        <Card className="p-5">
          <h2 className="flex items-center gap-2 font-semibold">
            <StickyNote aria-hidden className="size-4 text-warning" />
            Internal note
          </h2>
          <note.fetcher.Form method="post" ref={note.form} onInput={note.onInput} className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="intent" value="note" />
            <label htmlFor="booking-note" className="sr-only">
              Internal note
            </label>
            <textarea
              id="booking-note"
              name="note"
              rows={3}
              placeholder="Only the team sees this"
              aria-invalid={note.error ? true : undefined}
              aria-describedby={note.error ? "booking-note-error" : undefined}
              className={cn(controlClass(Boolean(note.error)), "min-h-20 py-3")}
            />
            {note.error ? (
              <p id="booking-note-error" className="text-sm text-danger">
                {note.error}
              </p>
            ) : null}
            <Button type="submit" variant="secondary" disabled={note.busy} className="self-start">
              Add note
            </Button>
          </note.fetcher.Form>
        </Card>

        <Card className="p-5">
          <h2 className="font-semibold">History</h2>
          <ol aria-label="History" className="mt-4 flex flex-col gap-4 border-l border-border pl-4">
            {inquiry.timeline.map((entry) => (
              <li
                key={`${entry.at}-${entry.kind}-${entry.toStatus}-${entry.note ?? ""}`}
                className="relative"
                data-testid="booking-history-entry"
              >
                <span
                  aria-hidden
                  className={cn(
                    "absolute top-1.5 -left-[1.32rem] size-2.5 rounded-full",
                    entry.kind === "reply" ? "bg-info" : entry.kind === "note" ? "bg-warning" : "bg-accent-fg",
                  )}
                />
                <p className="text-sm font-medium">
                  {entry.kind === "reply"
                    ? "Reply sent"
                    : entry.kind === "note"
                      ? "Note"
                      : entry.fromStatus === null
                        ? "Received"
                        : `${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)}`}
                </p>
                {entry.note ? <p className="mt-0.5 text-sm whitespace-pre-line text-fg/85">{entry.note}</p> : null}
                <p className="mt-0.5 text-xs text-muted">
                  {entry.when}
                  {entry.by ? ` · ${entry.by}` : ""}
                </p>
              </li>
            ))}
            {/* What the sender did with the personal press-kit link: the newest news, so last (decision 058). */}
            {pressLink?.opened ? (
              <li className="relative" data-testid="press-link-activity">
                <span aria-hidden className="absolute top-1.5 -left-[1.32rem] size-2.5 rounded-full bg-success" />
                <p className="text-sm font-medium">{pressLink.activity}</p>
                {pressLink.downloads.length > 0 ? (
                  <ul className="mt-0.5 text-xs text-muted">
                    {pressLink.downloads.map((d) => (
                      <li key={`${d.when}-${d.label}`}>
                        {d.label} · {d.when}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ) : null}
          </ol>
        </Card>
      </div>
    </div>
  );
}
