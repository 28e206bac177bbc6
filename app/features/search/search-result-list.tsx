import { Link } from "react-router";
import type { SearchResult, SearchResults } from "~/core/search/search";
import { searchPageClick, searchResultDetails } from "~/core/search/search-page";
import type { SearchPageState } from "~/core/search/search-url";
import { labelledArtworkUrl } from "~/core/site/artwork";
import { cn } from "~/ui/cn";
import { rememberSearch } from "./search-storage";
import { SearchTypeBadge } from "./search-type-icon";
import { trackSearchClick } from "./track-search-click";

/** What a result list needs to record a click: the search it belongs to. */
export interface SearchClickContext {
  productSlug: string;
  state: SearchPageState;
  results: SearchResults;
}

/** Result cards; opening one adds it to the search history and sends the click-tracking beacon (spec §7). */
export function SearchResultList({
  items,
  startPosition,
  search,
}: {
  items: SearchResult[];
  startPosition: number;
  search: SearchClickContext;
}) {
  return (
    <ul className="mt-3 divide-y divide-border overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface/60">
      {items.map((item, index) => {
        const details = searchResultDetails(item);
        return (
          <li key={`${item.type}-${item.id}`}>
            <Link
              to={item.url}
              data-testid="search-result"
              onClick={() => recordResultClick(search, item, startPosition + index)}
              className="group flex gap-4 p-3 transition-colors hover:bg-surface-2 focus-visible:bg-surface-2 md:p-4"
            >
              <img
                src={labelledArtworkUrl(item.imageUrl ?? `/art/${item.type}/${item.id}.svg`, item.title)}
                alt=""
                width={80}
                height={80}
                loading={index < 4 ? "eager" : "lazy"}
                decoding="async"
                className={cn(
                  "size-16 shrink-0 border border-border bg-surface-2 object-cover md:size-20",
                  item.type === "dj" ? "rounded-full" : "rounded-xl",
                )}
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="min-w-0 truncate font-display text-base font-semibold text-fg group-hover:text-accent-fg md:text-lg">
                    {item.title}
                  </h3>
                  <SearchTypeBadge type={item.type} />
                </div>
                {details !== null ? <p className="mt-0.5 truncate text-sm text-muted">{details}</p> : null}
                {item.snippet ? <p className="mt-1 line-clamp-2 text-sm text-fg/80">{item.snippet}</p> : null}
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function recordResultClick({ productSlug, state, results }: SearchClickContext, item: SearchResult, position: number) {
  rememberSearch(productSlug, {
    query: state.query,
    resultCount: results.totalResults,
    clickedResult: { id: item.id, type: item.type, title: item.title },
  });
  trackSearchClick(productSlug, searchPageClick(state, results, item, position));
}
