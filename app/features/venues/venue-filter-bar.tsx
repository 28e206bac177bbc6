import {
  CAPACITY_BANDS,
  hasActiveVenueFilters,
  VENUE_QUERY_MIN,
  type VenueFilters,
  venueTypeLabel,
} from "~/core/venues/venues";
import { FilterApplyButton, FilterSearchField } from "~/ui/filter-bar-parts";
import { FilterForm } from "~/ui/filter-form";
import { FilterSelect } from "~/ui/filter-select";

/**
 * /venues' filters as a plain GET form: without JavaScript "Apply" submits it; once hydrated, a menu change submits
 * at once and the search box after a short pause in typing (replacing the history entry each time).
 */
export function VenueFilterBar({
  filters,
  choices,
  resultLine,
}: {
  filters: VenueFilters;
  choices: { cities: string[]; types: string[] };
  resultLine: string;
}) {
  return (
    <FilterForm
      action="/venues"
      queryMin={VENUE_QUERY_MIN}
      label="Filter venues"
      resultLine={resultLine}
      resultTestId="venue-result-count"
      clearHref={hasActiveVenueFilters(filters) ? "/venues" : null}
    >
      {(hydrated) => (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_1fr_1fr_1fr_auto] md:items-end">
          <FilterSearchField
            label="Search venues"
            value={filters.q}
            placeholder="Name, city or country"
            className="col-span-2 md:col-span-1"
          />
          <FilterSelect name="city" label="City" value={filters.city} allLabel="All cities" options={choices.cities} />
          <FilterSelect
            name="type"
            label="Type"
            value={filters.type}
            allLabel="All types"
            options={choices.types.map((type) => ({ value: type, label: venueTypeLabel(type) ?? type }))}
          />
          <FilterSelect
            name="capacity"
            label="Capacity"
            value={filters.capacity}
            allLabel="Any size"
            options={CAPACITY_BANDS.map((band) => ({ value: band.value, label: band.label }))}
          />
          <FilterApplyButton hydrated={hydrated} className="md:col-span-1" />
        </div>
      )}
    </FilterForm>
  );
}
