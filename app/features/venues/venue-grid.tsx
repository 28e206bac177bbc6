import { Building2 } from "lucide-react";
import { Link } from "react-router";
import {
  hasActiveVenueFilters,
  VENUE_PAGE_SIZE,
  type VenueCardData,
  type VenueFilters,
  venuesSearch,
} from "~/core/venues/venues";
import { buttonClasses } from "~/ui/button";
import { PagedCardGrid } from "~/ui/paged-card-grid";
import { Prerendered } from "~/ui/prerendered";
import { VenueCard } from "./venue-card";

/** What routes/venues.tsx's loader returns (the part the grid needs). */
export interface VenueGridData {
  venues: VenueCardData[];
  total: number;
  filters: VenueFilters;
}

/**
 * One page of venue cards plus "Show more" (appended in place once hydrated; a link to the next page without
 * JavaScript). Keyed by the filters (by the caller), so a new filter starts again from its first page.
 */
export function VenueGrid({ venues, total, filters }: VenueGridData) {
  return (
    <PagedCardGrid
      rows={venues}
      total={total}
      page={filters.page}
      pageSize={VENUE_PAGE_SIZE}
      pageHref={(page) => `/venues${venuesSearch({ ...filters, page })}`}
      pageOf={(data: VenueGridData) => ({ page: data.filters.page, rows: data.venues })}
      keyOf={(venue) => venue.slug}
      renderCard={(venue, index) => <VenueCard venue={venue} priority={index < 2} />}
      // The server writes each card from cached markup keyed by its data (app/ui/prerendered.tsx); the
      // first two, whose images are preloaded in the head, stay live renders.
      renderItem={(venue, index, key) => (
        <Prerendered key={key} as="li" render={VenueCard} props={{ venue, priority: index < 2 }} />
      )}
      empty={<EmptyVenues filters={filters} />}
      testId="venue-grid"
    />
  );
}

function EmptyVenues({ filters }: { filters: VenueFilters }) {
  const filtered = hasActiveVenueFilters(filters);
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-border px-6 py-16 text-center">
      <Building2 aria-hidden className="size-10 text-muted" />
      <h2 className="font-display text-xl font-bold">
        {filters.page > 1 ? "No more venues here" : filtered ? "No venues match" : "No venues yet"}
      </h2>
      <p className="max-w-md text-muted">
        {filtered
          ? "Try another city, type or size, or clear the search."
          : "Clubs, warehouses and open-air floors appear here as soon as they join Booth."}
      </p>
      {filtered || filters.page > 1 ? (
        <Link to="/venues" className={buttonClasses("secondary", "md")}>
          Show all venues
        </Link>
      ) : null}
    </div>
  );
}
