import { Search } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import {
  CAPACITY_BANDS,
  hasActiveVenueFilters,
  VENUE_QUERY_MIN,
  type VenueFilters,
  venueTypeLabel,
} from "~/core/venues";
import { FilterApplyButton, FilterResultRow } from "~/ui/filter-bar-parts";
import { FilterSelect } from "~/ui/filter-select";

/** Typing waits this long before the list follows (one request per pause, not per key). */
const TYPING_PAUSE_MS = 300;

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
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(typing.current);
  }, []);

  function send() {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    for (const [key, value] of [...data.entries()]) {
      const text = String(value).trim();
      if (text === "" || (key === "q" && text.length < VENUE_QUERY_MIN)) data.delete(key);
    }
    submit(data, { method: "get", action: "/venues", replace: true, preventScrollReset: true });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    clearTimeout(typing.current);
    if ((event.target as HTMLInputElement).name === "q") typing.current = setTimeout(send, TYPING_PAUSE_MS);
    else send();
  }

  return (
    <Form
      ref={formRef}
      method="get"
      action="/venues"
      preventScrollReset
      onChange={onChange}
      onSubmit={(event) => {
        // Enter in the search box: no wait.
        event.preventDefault();
        clearTimeout(typing.current);
        send();
      }}
      role="search"
      aria-label="Filter venues"
      className="mb-6 flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-3 md:p-4"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_1fr_1fr_1fr_auto] md:items-end">
        <label className="col-span-2 flex flex-col gap-1.5 md:col-span-1">
          <span className="text-xs font-semibold tracking-wider text-muted uppercase">Search venues</span>
          <span className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            />
            <input
              type="search"
              name="q"
              defaultValue={filters.q ?? ""}
              key={`q-${filters.q ?? ""}`}
              placeholder="Name, city or country"
              autoComplete="off"
              maxLength={80}
              className="h-11 w-full rounded-lg border border-border bg-surface-2 pr-3 pl-9 text-sm text-fg placeholder:text-muted focus:border-accent-fg"
            />
          </span>
        </label>
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
      <FilterResultRow
        testId="venue-result-count"
        resultLine={resultLine}
        clearHref={hasActiveVenueFilters(filters) ? "/venues" : null}
      />
    </Form>
  );
}
