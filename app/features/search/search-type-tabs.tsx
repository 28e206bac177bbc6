import { Link } from "react-router";
import type { SearchResults, SearchResultType } from "~/core/search/search";
import { searchTabs } from "~/core/search/search-page";
import { type SearchPageState, searchPageHref } from "~/core/search/search-url";
import { cn } from "~/ui/cn";

/** The result-type tabs of /search ("All", then one per enabled type), each with its count. */
export function SearchTypeTabs({
  state,
  types,
  results,
}: {
  state: SearchPageState;
  types: SearchResultType[];
  results: SearchResults;
}) {
  return (
    <nav aria-label="Result types" className="-mx-4 mt-6 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-2 pb-1">
        {searchTabs(state, types, results).map(({ tab, label, count }) => {
          const current = tab === state.tab;
          return (
            <li key={label}>
              <Link
                to={searchPageHref({ query: state.query, tab })}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
                  current ? "border-fg bg-fg text-bg" : "border-border bg-surface text-fg hover:border-muted",
                )}
              >
                {label}
                {count !== null ? (
                  <span
                    data-testid={`search-count-${tab ?? "all"}`}
                    className={cn(
                      "rounded-full px-1.5 text-xs tabular-nums",
                      current ? "bg-bg/15" : "bg-surface-2 text-muted",
                    )}
                  >
                    {count}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
