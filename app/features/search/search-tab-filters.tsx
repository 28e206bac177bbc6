import { RotateCcw } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";
import type { SearchPageOptions } from "~/core/search/search-page";
import { type SearchPageState, searchPageHref } from "~/core/search/search-url";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";

const labelClass = "flex flex-col gap-1 text-xs font-medium text-muted";
const selectClass =
  "h-10 rounded-full border border-border bg-surface px-3 text-sm text-fg focus:border-accent-fg focus:outline-none";

/** The open type tab's own filters (genre and city for DJs, city for venues, when for events, category for news). */
export function SearchTabFilters({
  state,
  options,
}: {
  state: SearchPageState;
  options: Pick<SearchPageOptions, "genres" | "categories">;
}) {
  const submit = useSubmit();
  const tab = state.tab;
  if (tab !== "dj" && tab !== "venue" && tab !== "event" && tab !== "news") return null;
  const hasFilters = Object.keys(state.filters).length > 0;
  return (
    <Form
      method="get"
      action="/search"
      className="mt-4 flex flex-wrap items-end gap-3"
      onChange={(event) => {
        // With JavaScript a choice applies at once; without, the Apply button submits the same form.
        if ((event.target as HTMLElement).tagName === "SELECT") submit(event.currentTarget);
      }}
    >
      <input type="hidden" name="q" value={state.query} />
      <input type="hidden" name="type" value={tab} />
      {tab === "dj" ? (
        <label className={labelClass}>
          Genre
          <select name="genre" defaultValue={state.filters.genre ?? ""} className={selectClass}>
            <option value="">Any genre</option>
            {options.genres.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {tab === "dj" || tab === "venue" ? (
        <label className={labelClass}>
          City
          <input
            name="city"
            defaultValue={state.filters.city ?? ""}
            placeholder="Any city"
            className={cn(selectClass, "w-40 px-4")}
          />
        </label>
      ) : null}
      {tab === "event" ? (
        <label className={labelClass}>
          When
          <select name="when" defaultValue={state.filters.when ?? ""} className={selectClass}>
            <option value="">Any date</option>
            <option value="upcoming">Upcoming</option>
            <option value="past">Past</option>
          </select>
        </label>
      ) : null}
      {tab === "news" ? (
        <label className={labelClass}>
          Category
          <select name="category" defaultValue={state.filters.category ?? ""} className={selectClass}>
            <option value="">All categories</option>
            {options.categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button type="submit" className={buttonClasses("secondary", "sm", "h-10")}>
        Apply
      </button>
      {hasFilters ? (
        <Link
          to={searchPageHref({ query: state.query, tab })}
          className="inline-flex h-10 items-center gap-1 px-2 text-sm text-muted hover:text-fg"
        >
          <RotateCcw aria-hidden className="size-3.5" /> Clear filters
        </Link>
      ) : null}
    </Form>
  );
}
