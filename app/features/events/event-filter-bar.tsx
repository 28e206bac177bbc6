import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import {
  EVENT_RANGES,
  type EventFilters,
  eventsSearch,
  eventTabSearch,
  hasActiveEventFilters,
} from "~/core/events/events";
import { cn } from "~/ui/cn";
import { FilterApplyButton, FilterResultRow } from "~/ui/filter-bar-parts";
import { FilterSelect, selectBase } from "~/ui/filter-select";

export interface EventFilterChoices {
  cities: string[];
  genres: string[];
  venues: string[];
  productions: { slug: string; name: string }[];
}

const pill =
  "inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";
const pillOn = "border-transparent bg-fg text-bg";
const pillOff = "border-border bg-surface text-fg hover:bg-surface-2";

/** Upcoming / Past: two links (each tab is its own cacheable, shareable URL). */
export function EventTabs({ filters }: { filters: EventFilters }) {
  const tabs = [
    { when: "upcoming" as const, label: "Upcoming" },
    { when: "past" as const, label: "Past" },
  ];
  return (
    <nav
      aria-label="Upcoming or past events"
      className="flex w-fit shrink-0 gap-1 rounded-full border border-border bg-surface p-1"
    >
      {tabs.map((tab) => {
        const current = filters.when === tab.when;
        return (
          <Link
            key={tab.when}
            to={`/events${eventTabSearch(filters, tab.when)}`}
            aria-current={current ? "page" : undefined}
            className={cn(
              "inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold transition-colors md:px-5",
              current ? "bg-accent-gradient text-white" : "text-muted hover:text-fg",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * The filters as a plain GET form: without JavaScript "Apply" submits it; once hydrated, every change submits at
 * once (replacing the history entry) and the Apply button goes away. The date shortcuts are links.
 */
export function EventFilterBar({
  filters,
  choices,
  resultLine,
}: {
  filters: EventFilters;
  choices: EventFilterChoices;
  resultLine: string;
}) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const active = hasActiveEventFilters(filters);
  const anyDate = !filters.range && !filters.from && !filters.to;

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    // Picking days replaces a named range; empty values are left out so the URL stays short and shareable.
    const changed = (event.target as HTMLInputElement).name;
    if (changed === "from" || changed === "to") data.delete("range");
    for (const [key, value] of [...data.entries()]) if (value === "") data.delete(key);
    submit(data, { method: "get", action: "/events", replace: true, preventScrollReset: true });
  }

  return (
    <Form
      ref={formRef}
      method="get"
      action="/events"
      preventScrollReset
      onChange={onChange}
      aria-label="Filter events"
      className="mb-6 flex flex-col gap-3"
    >
      {filters.when === "past" ? <input type="hidden" name="when" value="past" /> : null}
      {filters.range ? <input type="hidden" name="range" value={filters.range} /> : null}
      {filters.when === "upcoming" ? (
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:px-0">
          <Link
            to={`/events${eventsSearch({ ...filters, range: null, from: null, to: null, page: 1 })}`}
            aria-current={anyDate ? "true" : undefined}
            className={cn(pill, anyDate ? pillOn : pillOff)}
          >
            Any date
          </Link>
          {EVENT_RANGES.map((range) => (
            <Link
              key={range.value}
              to={`/events${eventsSearch({ ...filters, range: range.value, from: null, to: null, page: 1 })}`}
              aria-current={filters.range === range.value ? "true" : undefined}
              className={cn(pill, filters.range === range.value ? pillOn : pillOff)}
            >
              {range.label}
            </Link>
          ))}
        </div>
      ) : null}
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:grid md:grid-cols-3 md:gap-3 md:overflow-visible md:rounded-[var(--radius-card)] md:border md:border-border md:bg-surface md:p-4 lg:grid-cols-6 lg:items-end">
        <FilterSelect
          compact
          name="city"
          label="City"
          value={filters.city}
          allLabel="All cities"
          options={choices.cities}
        />
        <FilterSelect
          compact
          name="genre"
          label="Genre"
          value={filters.genre}
          allLabel="All genres"
          options={choices.genres}
        />
        <FilterSelect
          compact
          name="venue"
          label="Venue"
          value={filters.venue}
          allLabel="All venues"
          options={choices.venues}
        />
        <FilterSelect
          compact
          name="production"
          label="Production"
          value={filters.production}
          allLabel="All productions"
          options={choices.productions.map((p) => ({ value: p.slug, label: p.name }))}
        />
        <DayInput name="from" label="From" value={filters.from} />
        <DayInput name="to" label="To" value={filters.to} />
        <FilterApplyButton hydrated={hydrated} className="shrink-0 md:col-span-3 lg:col-span-6" />
      </div>
      <FilterResultRow
        testId="event-result-count"
        resultLine={resultLine}
        clearHref={active ? `/events${eventsSearch({ when: filters.when })}` : null}
      />
    </Form>
  );
}

function DayInput({ name, label, value }: { name: string; label: string; value: string | null }) {
  return (
    <label className="flex shrink-0 items-center gap-2 md:min-w-0 md:shrink md:flex-col md:items-stretch md:gap-1.5">
      <span className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</span>
      <input
        type="date"
        name={name}
        defaultValue={value ?? ""}
        key={`${name}-${value ?? ""}`}
        className={cn(selectBase, "w-40 [color-scheme:dark] md:w-full")}
      />
    </label>
  );
}
