import { ArrowRight, CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { dayHeading, type EventCardData, eventThumbUrl } from "~/core/events/events";
import { Prerendered } from "~/ui/prerendered";
import { SectionTitle } from "~/ui/section-title";

/**
 * The home page's "Upcoming events" row (events flag on): flyer cards that scroll sideways on a phone. The server
 * writes it from cached markup (app/ui/prerendered.tsx): it is the same for every visitor until an event changes.
 */
export function HomeEventsStrip({ events, today }: { events: EventCardData[]; today: string }) {
  if (events.length === 0) return null;
  return (
    <Prerendered
      as="section"
      aria-labelledby="home-events-heading"
      className="py-6"
      render={HomeEventsStripContent}
      props={{ events, today }}
    />
  );
}

function HomeEventsStripContent({ events, today }: { events: EventCardData[]; today: string }) {
  return (
    <>
      <div className="mb-5 flex items-end justify-between gap-4">
        <SectionTitle id="home-events-heading" icon={CalendarDays}>
          Upcoming events
        </SectionTitle>
        <Link
          to="/events"
          className="inline-flex items-center gap-1 text-sm font-semibold text-accent-fg hover:underline"
        >
          All events <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:scroll-px-0 md:grid-cols-6 md:overflow-visible md:px-0">
        {events.map((event) => {
          const day = dayHeading(event.localDate, today);
          const thumb = eventThumbUrl(event, 320);
          return (
            <li key={event.eventId} className="group relative w-[40%] shrink-0 snap-start md:w-auto">
              <div className="relative aspect-[4/5] overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface">
                <img
                  src={thumb}
                  alt=""
                  width={200}
                  height={250}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
                {/* Bottom right: a designed flyer sets its own date at the top left (decision 060). */}
                <span className="absolute right-2 bottom-2 rounded-md bg-bg/85 px-2 py-1 text-[11px] font-bold tracking-wide text-fg uppercase tabular">
                  {event.live ? "On now" : day.label}
                </span>
              </div>
              <h3 className="mt-2 line-clamp-2 font-display text-sm leading-snug font-bold text-fg group-hover:text-accent-fg md:text-base">
                <Link to={`/events/${event.eventId}`} className="after:absolute after:inset-0">
                  {event.name}
                </Link>
              </h3>
              {event.location ? <p className="truncate text-xs text-muted">{event.location}</p> : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
