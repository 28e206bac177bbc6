import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { SearchResultType } from "~/core/search/search";
import { searchCountText, searchTabPage, searchTypeInText } from "~/core/search/search-page";
import { searchPageHref } from "~/core/search/search-url";
import { buttonClasses } from "~/ui/button";
import { type SearchClickContext, SearchResultList } from "./search-result-list";

/** One type's tab: a page of its results with Previous and Next. */
export function SearchTabResults({ tab, search }: { tab: SearchResultType; search: SearchClickContext }) {
  const { state, results } = search;
  const items = results.results[tab];
  const { first, hasNext } = searchTabPage(state, results, tab);
  return (
    <div className="mt-6">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {first + 1}–{first + items.length} of {searchCountText(results, tab)} {searchTypeInText(tab)}
      </p>
      <SearchResultList items={items} startPosition={first} search={search} />
      {state.page > 1 || hasNext ? (
        <nav aria-label="Result pages" className="mt-8 flex items-center justify-between gap-4">
          {state.page > 1 ? (
            <Link to={searchPageHref({ ...state, page: state.page - 1 })} className={buttonClasses("secondary", "md")}>
              <ChevronLeft aria-hidden className="size-4" /> Previous
            </Link>
          ) : (
            <span />
          )}
          {hasNext ? (
            <Link to={searchPageHref({ ...state, page: state.page + 1 })} className={buttonClasses("secondary", "md")}>
              Next <ChevronRight aria-hidden className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
