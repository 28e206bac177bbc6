import { CalendarPlus, Clock, Disc3, MapPin, Ticket } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DjCardData } from "~/core/djs/dj-card-data";
import { buttonClasses } from "~/ui/button";
import { DjCard } from "~/ui/dj-card";
import { DayTile } from "./event-row";

/** The flyer at its own aspect (contained, never cropped or stretched) over a blurred copy of itself. */
export function EventFlyer({ src, name }: { src: string; name: string }) {
  return (
    <div className="relative -mx-4 overflow-hidden bg-surface md:mx-0 md:rounded-2xl md:border md:border-border">
      <img
        aria-hidden
        src={src}
        alt=""
        className="absolute inset-0 size-full scale-125 object-cover opacity-40 blur-2xl"
      />
      <img
        src={src}
        alt={`Flyer of ${name}`}
        width={800}
        height={1000}
        fetchPriority="high"
        decoding="async"
        className="relative mx-auto max-h-[52vh] w-auto object-contain md:max-h-[640px]"
      />
    </div>
  );
}

export function CancelledBanner() {
  return (
    <div
      role="status"
      className="mb-4 rounded-xl border border-[#991b1b] bg-[#220c0c] px-4 py-3 text-sm text-[#fecaca] md:mb-8"
    >
      <p className="font-display text-base font-bold tracking-wide text-[#fca5a5] uppercase">Cancelled</p>
      <p className="mt-0.5">This event has been cancelled. Check with the venue or the promoter about refunds.</p>
    </div>
  );
}

/** Shown only to the creator or an admin looking at a draft or pending event (nobody else can open the page). */
export function PreviewBanner({ status, editHref }: { status: string; editHref: string }) {
  return (
    <div
      role="status"
      data-testid="event-preview-banner"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent-fg/60 bg-surface-2 px-4 py-3 text-sm md:mb-8"
    >
      <div>
        <p className="font-display text-base font-bold tracking-wide text-accent-fg uppercase">
          {status === "pending" ? "Preview · Pending review" : "Preview · Draft"}
        </p>
        <p className="mt-0.5 text-muted">
          {status === "pending"
            ? "Only you and the admins can see this page until an admin approves the event."
            : "Only you and the admins can see this page. Publish the event to put it on Booth."}
        </p>
      </div>
      <a href={editHref} className="font-semibold text-accent-fg underline-offset-4 hover:underline">
        Edit event
      </a>
    </div>
  );
}

export interface EventFacts {
  weekday: string;
  date: string;
  day: string;
  time: string;
  zone: string;
  timeZone: string;
  venue: string | null;
  venueHref: string | null;
  location: string | null;
  production: { name: string; href: string | null } | null;
}

/** Date and time (with the zone), venue and production line as a definition list. */
export function EventFactsList({ facts }: { facts: EventFacts }) {
  return (
    <dl className="grid gap-3 text-sm">
      <Fact icon={<DayTile weekday={facts.weekday} date={facts.date} className="md:size-12" />} label="Date and time">
        <span className="block font-semibold text-fg">{facts.day}</span>
        <span className="flex items-center gap-1.5 text-muted tabular">
          <Clock aria-hidden className="size-3.5" />
          {facts.time}{" "}
          <abbr title={facts.timeZone} className="no-underline">
            {facts.zone}
          </abbr>
        </span>
      </Fact>
      {facts.venue || facts.location ? (
        <Fact
          icon={
            <IconTile>
              <MapPin aria-hidden className="size-5" />
            </IconTile>
          }
          label="Venue"
        >
          {facts.venue ? (
            facts.venueHref ? (
              <Link
                to={facts.venueHref}
                className="block font-semibold text-fg underline decoration-border underline-offset-4 hover:decoration-accent-fg"
              >
                {facts.venue}
              </Link>
            ) : (
              <span className="block font-semibold text-fg">{facts.venue}</span>
            )
          ) : null}
          {facts.location ? <span className="text-muted">{facts.location}</span> : null}
        </Fact>
      ) : null}
      {facts.production ? (
        <Fact
          icon={
            <IconTile>
              <Disc3 aria-hidden className="size-5" />
            </IconTile>
          }
          label="Presented by"
        >
          {facts.production.href ? (
            <Link
              to={facts.production.href}
              className="font-semibold text-fg underline decoration-border underline-offset-4 hover:decoration-accent-fg"
            >
              {facts.production.name}
            </Link>
          ) : (
            <span className="font-semibold text-fg">{facts.production.name}</span>
          )}
        </Fact>
      ) : null}
    </dl>
  );
}

function IconTile({ children }: { children: ReactNode }) {
  return (
    <span className="grid size-12 shrink-0 place-items-center rounded-xl border border-border bg-surface-2 text-accent-fg">
      {children}
    </span>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <dt className="shrink-0">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="flex min-w-0 flex-col">{children}</dd>
    </div>
  );
}

/** Tickets (the one primary action) and "Add to calendar": the .ics download and a Google Calendar link. */
export function EventTicketsAndCalendar({
  ticketUrl,
  icsPath,
  googleUrl,
  onTicketClick,
}: {
  ticketUrl: string | null;
  icsPath: string;
  googleUrl: string;
  /** Records the click (a beacon, never awaited): the ticket shop opens in a new tab at once. */
  onTicketClick?: () => void;
}) {
  return (
    <>
      {ticketUrl ? (
        <a
          href={ticketUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className={buttonClasses("primary", "lg")}
          onClick={onTicketClick}
        >
          <Ticket aria-hidden className="size-5" /> Tickets
        </a>
      ) : null}
      <details className="group relative">
        <summary
          className={`${buttonClasses("secondary", "md")} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          <CalendarPlus aria-hidden className="size-4" /> Add to calendar
        </summary>
        <ul className="absolute right-0 z-30 mt-2 w-60 md:right-auto md:left-0 rounded-xl border border-border bg-surface-2 p-1.5 shadow-2xl shadow-black/60">
          <li>
            <a href={icsPath} download className="flex rounded-lg px-3 py-2.5 text-sm text-fg hover:bg-surface">
              Apple, Outlook (.ics file)
            </a>
          </li>
          <li>
            <a
              href={googleUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="flex rounded-lg px-3 py-2.5 text-sm text-fg hover:bg-surface"
            >
              Google Calendar
            </a>
          </li>
        </ul>
      </details>
    </>
  );
}

export interface EventLineupEntry {
  /** Place on the lineup (0 opens). */
  position: number;
  name: string;
  setTime: string | null;
  dj: DjCardData | null;
}

/** The lineup in order: DJs on Booth as their cards (linked), other names as plain tiles. */
export function EventLineup({ lineup }: { lineup: EventLineupEntry[] }) {
  if (lineup.length === 0) return null;
  return (
    <section aria-labelledby="lineup-heading" className="mt-12">
      <h2 id="lineup-heading" className="mb-4 text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        Lineup
      </h2>
      <ol
        className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:grid-cols-4 md:gap-x-5 lg:grid-cols-5"
        data-testid="event-lineup"
      >
        {lineup.map((entry) => (
          <li key={entry.position} className="flex flex-col">
            {entry.dj ? (
              <DjCard dj={entry.dj} />
            ) : (
              <div className="flex aspect-square flex-col justify-end rounded-[var(--radius-card)] border border-dashed border-border bg-surface p-4">
                <p className="font-display text-lg leading-tight font-bold text-fg">{entry.name}</p>
                <p className="mt-1 text-xs text-muted">Not on Booth yet</p>
              </div>
            )}
            {entry.setTime ? <p className="mt-1 text-xs text-muted tabular">Set {entry.setTime}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
