import { CalendarDays, Users } from "lucide-react";
import { Link } from "react-router";
import { describeCapacity, type VenueCardData, venuePlace, venueThumbUrl, venueTypeLabel } from "~/core/venues/venues";
import { Icon } from "~/ui/icon";
import { VenueLogo } from "~/ui/venue-logo";

/**
 * One venue of /venues: its cover (or generated artwork), logo, name, place, type and capacity. A compact row on
 * phones (picture beside the text, so a screen shows five venues, not one), a card from `sm` up.
 */
export function VenueCard({ venue, priority = false }: { venue: VenueCardData; priority?: boolean }) {
  const place = venuePlace(venue);
  const type = venueTypeLabel(venue.venueType);
  const capacity = describeCapacity(venue.capacityStanding);
  const upcoming = venue.upcomingEvents > 0 ? `${venue.upcomingEvents} upcoming` : null;
  return (
    <article className="group relative flex h-full gap-3 overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface p-2 transition-colors hover:border-accent-fg/60 sm:flex-col sm:gap-0 sm:p-0">
      <div className="relative aspect-square w-24 shrink-0 overflow-hidden rounded-lg bg-surface-2 sm:aspect-[16/10] sm:w-auto sm:rounded-none">
        <img
          src={venueThumbUrl(venue)}
          alt=""
          width={640}
          height={400}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-bg/85 via-bg/10 to-transparent" />
        {type ? (
          <span className="absolute top-3 left-3 hidden rounded-full bg-bg/75 px-2.5 py-1 text-xs font-semibold backdrop-blur sm:block">
            {type}
          </span>
        ) : null}
        {upcoming ? (
          <span className="absolute top-3 right-3 hidden items-center gap-1 rounded-full bg-accent-gradient px-2.5 py-1 text-xs font-semibold text-white sm:flex">
            <CalendarDays aria-hidden className="size-3.5" />
            {upcoming}
          </span>
        ) : null}
        <VenueLogo
          venue={venue}
          className="absolute bottom-2 left-2 size-9 text-xs sm:bottom-3 sm:left-3 sm:size-12 sm:text-sm"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 py-1 pr-1 sm:p-4">
        {type ? (
          <p className="text-[11px] font-bold tracking-[0.16em] text-accent-fg uppercase sm:hidden">{type}</p>
        ) : null}
        <h3 className="font-display text-base leading-tight font-bold sm:text-lg">
          <Link to={`/venues/${venue.slug}`} className="after:absolute after:inset-0 group-hover:text-accent-fg">
            {venue.name}
          </Link>
        </h3>
        {place ? (
          <p className="flex items-center gap-1.5 truncate text-sm text-muted">
            <Icon name="map-pin" className="size-3.5 shrink-0" />
            {place}
          </p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-muted tabular sm:pt-2">
          {capacity ? (
            <span className="flex items-center gap-1.5">
              <Users aria-hidden className="size-3.5 shrink-0" />
              {capacity}
            </span>
          ) : null}
          {upcoming ? (
            <span className="flex items-center gap-1.5 font-semibold text-accent-fg sm:hidden">
              <CalendarDays aria-hidden className="size-3.5 shrink-0" />
              {upcoming}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
