import {
  hasActiveProductionFilters,
  PRODUCTION_QUERY_MIN,
  type ProductionFilters,
} from "~/core/productions/productions";
import { FilterApplyButton, FilterSearchField } from "~/ui/filter-bar-parts";
import { FilterForm } from "~/ui/filter-form";

/** A filter switch of the form: a checkbox styled as a pill (a plain GET value `1` when on). */
function FilterToggle({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-surface-2 px-4 text-sm font-semibold has-[:checked]:border-accent-fg has-[:checked]:text-accent-fg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-fg">
      <input
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={checked}
        key={`${name}-${checked}`}
        className="size-4 accent-[var(--color-accent)]"
      />
      {label}
    </label>
  );
}

/** /productions' filters: search within the list, verified only, with upcoming events only (the shared GET form). */
export function ProductionFilterBar({ filters, resultLine }: { filters: ProductionFilters; resultLine: string }) {
  return (
    <FilterForm
      action="/productions"
      queryMin={PRODUCTION_QUERY_MIN}
      label="Filter production lines"
      resultLine={resultLine}
      resultTestId="production-result-count"
      clearHref={hasActiveProductionFilters(filters) ? "/productions" : null}
    >
      {(hydrated) => (
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <FilterSearchField
            label="Search production lines"
            value={filters.q}
            placeholder="Name or sound"
            className="md:flex-1"
          />
          <div className="flex flex-wrap gap-2">
            <FilterToggle name="verified" label="Verified" checked={filters.verified} />
            <FilterToggle name="upcoming" label="Upcoming events" checked={filters.upcoming} />
          </div>
          <FilterApplyButton hydrated={hydrated} />
        </div>
      )}
    </FilterForm>
  );
}
