import { Link } from "react-router";
import { type EventCardData, eventThumbUrl } from "~/core/events/events";
import { Icon } from "~/ui/icon";

/** The lineup as one line: "Ada, Bo, Cy +3". */
export function lineupLine(lineup: EventCardData["lineup"], max = 4): string {
  const names = lineup.map((l) => l.name);
  return names.length > max ? `${names.slice(0, max).join(", ")} +${names.length - max}` : names.join(", ");
}

/**
 * One event in a listing (Resident Advisor-style): flyer thumbnail, start time, name, venue and city, lineup. The
 * whole row is one link to the event page (the lineup's DJ links are on that page).
 */
export function EventRow({ event, priority = false }: { event: EventCardData; priority?: boolean }) {
  const place = [event.venue, event.location].filter(Boolean).join(" · ");
  const thumb = eventThumbUrl(event);
  return (
    <article className="group relative flex gap-3 py-3.5 md:gap-5 md:py-4">
      <div className="relative aspect-[4/5] w-16 shrink-0 overflow-hidden rounded-lg border border-border bg-surface md:w-20">
        <img
          src={thumb}
          alt=""
          width={80}
          height={100}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.05]"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-1">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.12em] text-muted uppercase tabular">
          <time dateTime={event.startsAt}>{event.localTime}</time>
          {event.live ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-gradient px-2 py-0.5 text-[10px] tracking-[0.14em] text-white">
              <span aria-hidden className="size-1.5 rounded-full bg-white motion-safe:animate-pulse" />
              On now
            </span>
          ) : null}
          {event.status === "cancelled" ? (
            <span className="rounded-full bg-[#3b0d0d] px-2 py-0.5 text-[10px] tracking-[0.14em] text-[#fca5a5]">
              Cancelled
            </span>
          ) : null}
        </p>
        <h3 className="font-display text-[17px] leading-snug font-bold text-fg md:text-xl">
          <Link
            to={`/events/${event.eventId}`}
            className="after:absolute after:inset-0 after:rounded-lg group-hover:text-accent-fg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-fg"
          >
            {event.name}
          </Link>
        </h3>
        {place ? (
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-fg/85">
            <Icon name="map-pin" className="size-3.5 shrink-0 text-muted" />
            <span className="truncate">{place}</span>
          </p>
        ) : null}
        {event.lineup.length > 0 ? <p className="line-clamp-2 text-sm text-muted">{lineupLine(event.lineup)}</p> : null}
      </div>
    </article>
  );
}

/** A calendar tile for a day ("SAT / 9"), the anchor of a day's group. */
export function DayTile({ weekday, date, className }: { weekday: string; date: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={`grid size-12 shrink-0 place-content-center rounded-xl border border-border bg-surface-2 text-center leading-none md:size-14 ${className ?? ""}`}
    >
      <span className="text-[10px] font-bold tracking-[0.16em] text-accent-fg uppercase">{weekday}</span>
      <span className="mt-1 font-display text-xl font-extrabold text-fg tabular md:text-2xl">{date}</span>
    </span>
  );
}
