import type { ReactNode } from "react";
import { Link } from "react-router";
import { dayHeading, type EventCardData } from "~/core/events/events";
import { Prerendered } from "~/ui/prerendered";
import { DayTile } from "./event-row";

/** "Upcoming gigs" and "Past gigs" of a DJ page, from the lineups of published events. */
export function DjGigs({ upcoming, past, today }: { upcoming: EventCardData[]; past: EventCardData[]; today: string }) {
  return (
    <UpcomingAndPastEvents
      upcoming={upcoming}
      past={past}
      today={today}
      idPrefix="gigs"
      titles={{ upcoming: "Upcoming gigs", past: "Past gigs", empty: "No dates announced yet." }}
      // A DJ page always says where the dates would be: its calendar subscription follows, for dates to come.
      shownWhenEmpty
    />
  );
}

export interface UpcomingAndPastProps {
  upcoming: EventCardData[];
  past: EventCardData[];
  today: string;
  idPrefix: string;
  titles: { upcoming: string; past: string; empty: string };
  /** Show the upcoming list's empty line even when there are no past events either. */
  shownWhenEmpty?: boolean;
}

/**
 * Upcoming and past events of one scope (a DJ's gigs, a venue's nights): nothing at all when there are neither
 * (unless `shownWhenEmpty`), the empty line when only the past has some. The server writes the lists from cached markup
 * (app/ui/prerendered.tsx).
 */
export function UpcomingAndPastEvents(props: UpcomingAndPastProps) {
  if (!props.shownWhenEmpty && props.upcoming.length === 0 && props.past.length === 0) return null;
  return <Prerendered as="div" className="flex flex-col gap-8" render={UpcomingAndPastLists} props={props} />;
}

/**
 * The dates column of a venue or production-line page (AboutAndDates' `dates`): null when there are neither
 * upcoming nor past events, so the rest of the page takes the full width.
 */
export function datesColumn(props: UpcomingAndPastProps): ReactNode {
  return props.upcoming.length + props.past.length > 0 ? <UpcomingAndPastEvents {...props} /> : null;
}

function UpcomingAndPastLists({ upcoming, past, today, idPrefix, titles }: UpcomingAndPastProps) {
  return (
    <>
      <GigList
        id={`upcoming-${idPrefix}-heading`}
        title={titles.upcoming}
        gigs={upcoming}
        today={today}
        empty={titles.empty}
      />
      {past.length > 0 ? (
        <GigList id={`past-${idPrefix}-heading`} title={titles.past} gigs={past} today={today} muted />
      ) : null}
    </>
  );
}

function GigList({
  id,
  title,
  gigs,
  today,
  empty,
  muted = false,
}: {
  id: string;
  title: string;
  gigs: EventCardData[];
  today: string;
  empty?: string;
  muted?: boolean;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        {title}
      </h2>
      {gigs.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-border/70 rounded-[var(--radius-card)] border border-border bg-surface/70">
          {gigs.map((gig) => {
            const tile = dayHeading(gig.localDate, today);
            const place = [gig.venue, gig.location].filter(Boolean).join(" · ");
            return (
              <li key={gig.eventId} className="group relative flex items-center gap-3 px-3 py-3 md:px-4">
                <DayTile weekday={tile.weekday} date={tile.date} className={muted ? "opacity-70" : undefined} />
                <div className="min-w-0 flex-1">
                  <p className="text-xs text-muted tabular">
                    {tile.label} · <time dateTime={gig.startsAt}>{gig.localTime}</time>
                  </p>
                  <Link
                    to={`/events/${gig.eventId}`}
                    className="block truncate font-display text-base font-bold text-fg after:absolute after:inset-0 group-hover:text-accent-fg"
                  >
                    {gig.name}
                  </Link>
                  {place ? <p className="truncate text-sm text-muted">{place}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
