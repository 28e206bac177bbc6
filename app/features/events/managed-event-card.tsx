import { CalendarDays, Copy, ExternalLink, ListMusic, MapPin, Pencil, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ManagedEventRow } from "~/core/access/event-ownership";
import { dayHeading, eventThumbUrl, hasPublicEventPage } from "~/core/events/events";
import { offersTracklist } from "~/core/tracklists/tracklist-editor";
import { cn } from "~/ui/cn";
import type { ConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { EventStatusBadge } from "./event-status-badge";

export type ManagedEventCardData = Omit<ManagedEventRow, "startsAt" | "creatorName" | "creatorEmail"> & {
  creatorName?: string | null;
};

const actionClass =
  "inline-flex h-9 items-center gap-1.5 rounded-full border border-border bg-surface-2 px-3 text-sm font-medium text-fg hover:bg-[#2a2a38]";

/**
 * The cards of a management list in a grid (one column on phones, two from md): each edits at `editHref`, a past
 * published one links its tracklist screen at `tracklistHref` (where the list's role has one), the one just saved is
 * outlined, and `extra` adds actions to a card (the admin's review of a pending event).
 */
export function ManagedEventGrid<E extends ManagedEventCardData>({
  events,
  today,
  editHref,
  tracklistHref,
  action,
  highlightId,
  extra,
  className,
}: {
  events: readonly E[];
  today: string;
  editHref: (eventId: string) => string;
  tracklistHref?: (eventId: string) => string;
  action: ConfirmedFetcher;
  highlightId: string | null;
  extra?: (event: E) => ReactNode;
  /** The grid's margin above. */
  className: string;
}) {
  return (
    <ul className={cn(className, "grid grid-cols-1 gap-3 md:grid-cols-2")}>
      {events.map((event) => (
        <li key={event.eventId}>
          <ManagedEventCard
            event={event}
            today={today}
            editTo={editHref(event.eventId)}
            tracklistTo={tracklistHref && offersTracklist(event, today) ? tracklistHref(event.eventId) : undefined}
            action={action}
            highlight={event.eventId === highlightId}
          >
            {extra?.(event)}
          </ManagedEventCard>
        </li>
      ))}
    </ul>
  );
}

/** One event on a management list (/mate/events, /admin/events): flyer, date, place, status, note and actions. */
export function ManagedEventCard({
  event,
  today,
  editTo,
  tracklistTo,
  action,
  children,
  highlight,
}: {
  event: ManagedEventCardData;
  today: string;
  editTo: string;
  /** A past event's tracklist screen, where the list's role has one. */
  tracklistTo?: string;
  action: ConfirmedFetcher;
  /** Extra actions (the admin's approve and reject). */
  children?: ReactNode;
  highlight?: boolean;
}) {
  const day = dayHeading(event.localDate, today);
  const place = [event.venue, event.location].filter(Boolean).join(" · ");
  const busy = action.fetcher.state !== "idle" && action.fetcher.formData?.get("eventId") === event.eventId;
  return (
    <article
      data-testid="managed-event"
      aria-label={event.name}
      className={cn(
        "flex flex-col gap-3 rounded-2xl border bg-surface/90 p-3 md:p-4",
        highlight ? "border-accent-fg/60" : "border-border",
        busy && "opacity-60",
      )}
    >
      <div className="flex gap-3">
        <img
          src={eventThumbUrl(event)}
          alt=""
          width={72}
          height={90}
          loading="lazy"
          className="h-[90px] w-[72px] shrink-0 rounded-lg border border-border bg-surface-2 object-cover"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <EventStatusBadge status={event.status} />
            {event.creatorName ? <span className="truncate text-xs text-muted">by {event.creatorName}</span> : null}
          </div>
          <h2 className="mt-1.5 truncate font-display text-lg leading-tight font-bold">{event.name}</h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <CalendarDays aria-hidden className="size-4 shrink-0" />
            <span className="truncate">
              {day.label} · {event.localTime}
            </span>
          </p>
          {place ? (
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
              <MapPin aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{place}</span>
            </p>
          ) : null}
        </div>
      </div>
      {event.lineup.length > 0 ? <p className="truncate text-sm text-fg/90">{event.lineup.join(" · ")}</p> : null}
      {event.reviewNote ? (
        <p className="rounded-xl border border-[#92400e] bg-[#1f1607] px-3 py-2 text-sm" data-testid="review-note">
          <span className="font-semibold text-warning">Sent back: </span>
          {event.reviewNote}
        </p>
      ) : null}
      {/* The review (approve, reject) comes first: on a pending card it is what the admin came for. */}
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
      <div className="flex flex-wrap gap-2">
        <Link to={editTo} className={actionClass}>
          <Pencil aria-hidden className="size-4" /> Edit<span className="sr-only"> {event.name}</span>
        </Link>
        {tracklistTo ? (
          <Link to={tracklistTo} className={actionClass}>
            <ListMusic aria-hidden className="size-4" /> Tracklist<span className="sr-only"> of {event.name}</span>
          </Link>
        ) : null}
        <a href={`/events/${event.eventId}`} className={actionClass}>
          <ExternalLink aria-hidden className="size-4" /> {hasPublicEventPage(event.status) ? "View" : "Preview"}
          <span className="sr-only"> {event.name}</span>
        </a>
        <action.fetcher.Form method="post" onSubmit={action.submit()}>
          <input type="hidden" name="eventId" value={event.eventId} />
          <button type="submit" name="intent" value="duplicate" className={actionClass}>
            <Copy aria-hidden className="size-4" /> Duplicate<span className="sr-only"> {event.name}</span>
          </button>
        </action.fetcher.Form>
        {/* A night that is over has nothing left to cancel. */}
        {event.status === "cancelled" || event.localDate < today ? null : (
          <action.fetcher.Form
            method="post"
            onSubmit={action.submit({
              title: "Cancel this event?",
              message: `${event.name} leaves the agenda, DJ pages and search. Its page stays, marked as cancelled.`,
              confirmLabel: "Cancel event",
              cancelLabel: "Keep it",
              type: "warning",
            })}
          >
            <input type="hidden" name="eventId" value={event.eventId} />
            <button type="submit" name="intent" value="cancel" className={cn(actionClass, "text-[#fca5a5]")}>
              <XCircle aria-hidden className="size-4" /> Cancel<span className="sr-only"> {event.name}</span>
            </button>
          </action.fetcher.Form>
        )}
      </div>
    </article>
  );
}
