import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { VENUE_ROLE_LABELS, type VenueRole } from "~/core/access/venue-permissions";
import type { MyVenue } from "~/core/venues/venue-staff";
import { venuePlace, venueThumbUrl } from "~/core/venues/venues";
import { VenueLogo } from "~/ui/venue-logo";

export type MyVenueCardData = Omit<MyVenue, "addedAt">;

/** One venue of /my-venues: its cover and logo, name, place, the person's role there and the way in. */
export function MyVenueCard({ venue, priority = false }: { venue: MyVenueCardData; priority?: boolean }) {
  const place = venuePlace(venue);
  const role = VENUE_ROLE_LABELS[venue.role as VenueRole] ?? venue.role;
  return (
    <article
      data-testid="my-venue"
      className="group relative flex overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface transition-colors hover:border-accent-fg/60 sm:flex-col"
    >
      <div className="relative w-28 shrink-0 overflow-hidden bg-surface-2 sm:aspect-[16/9] sm:w-auto">
        <img
          src={venueThumbUrl(venue)}
          alt=""
          width={640}
          height={360}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-bg/90 via-bg/20 to-transparent" />
        <VenueLogo
          venue={venue}
          className="absolute bottom-2 left-2 size-10 text-xs sm:bottom-3 sm:left-3 sm:size-14 sm:text-base"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="flex flex-wrap items-center gap-1.5">
          <span className="rounded-full bg-accent-gradient px-2.5 py-0.5 text-xs font-semibold text-white">{role}</span>
          {venue.isPrimary ? (
            <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium text-muted">
              Primary
            </span>
          ) : null}
        </p>
        <h2 className="font-display text-lg leading-tight font-bold">{venue.name}</h2>
        {place ? (
          <p className="flex items-center gap-1.5 truncate text-sm text-muted">
            <MapPin aria-hidden className="size-3.5 shrink-0" />
            {place}
          </p>
        ) : null}
        <Link
          to={`/venue/manage/${venue.slug}`}
          aria-label={`Manage ${venue.name}`}
          className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-accent-fg after:absolute after:inset-0 hover:underline"
        >
          Manage <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </article>
  );
}
