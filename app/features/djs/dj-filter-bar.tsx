import { useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { DJ_SORTS, type DjDirectoryFilters, type DjSort, hasActiveFilters } from "~/core/djs/dj-directory-filters";
import { FilterApplyButton, FilterResultRow } from "~/ui/filter-bar-parts";
import { FilterSelect, selectClasses } from "~/ui/filter-select";
import { Prerendered } from "~/ui/prerendered";

/**
 * The directory's filters as a plain GET form: without JavaScript "Apply" submits it; once hydrated,
 * every change submits at once (replacing the history entry, keeping the scroll position) and the
 * Apply button goes away.
 */
export function DjFilterBar({
  filters,
  genres,
  cities,
  resultLine,
}: {
  filters: DjDirectoryFilters;
  genres: string[];
  cities: string[];
  resultLine: string;
}) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const active = hasActiveFilters(filters);

  function onChange() {
    const form = formRef.current;
    if (!form) return;
    // Empty values and the default sort are left out, so the URL stays short and shareable.
    const data = new FormData(form);
    for (const [key, value] of [...data.entries()]) {
      if (value === "" || (key === "sort" && value === "featured")) data.delete(key);
    }
    submit(data, { method: "get", action: "/", replace: true, preventScrollReset: true });
  }

  return (
    <Form
      ref={formRef}
      method="get"
      action="/"
      preventScrollReset
      onChange={onChange}
      aria-label="Filter DJs"
      className="mb-6 rounded-[var(--radius-card)] border border-border bg-surface p-3 md:p-4"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end">
        <FilterSelect name="genre" label="Genre" value={filters.genre} allLabel="All genres" options={genres} />
        <FilterSelect name="city" label="City" value={filters.city} allLabel="All cities" options={cities} />
        <Prerendered
          as="label"
          className="col-span-2 flex flex-col gap-1.5 md:col-span-1"
          render={SortSelect}
          props={{ sort: filters.sort }}
        />
        <FilterApplyButton hydrated={hydrated} className="col-span-2 md:col-span-1" />
      </div>
      <FilterResultRow
        testId="dj-result-count"
        resultLine={resultLine}
        clearHref={active ? "/#all-djs" : null}
        className="mt-3"
      />
    </Form>
  );
}

/** The sort menu; the server writes it from cached markup (app/ui/prerendered.tsx). */
function SortSelect({ sort }: { sort: DjSort }) {
  return (
    <>
      <span className="text-xs font-semibold uppercase tracking-wider text-muted">Sort by</span>
      <select name="sort" defaultValue={sort} key={`sort-${sort}`} className={selectClasses}>
        {DJ_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </>
  );
}
