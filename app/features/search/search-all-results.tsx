import { Link } from "react-router";
import { SEARCH_RESULT_TYPES, type SearchResultType } from "~/core/search/search";
import {
  SEARCH_TYPE_PLURALS,
  searchAllTabOrder,
  searchAllTabSections,
  searchCountText,
  searchTypeInText,
} from "~/core/search/search-page";
import { searchPageHref } from "~/core/search/search-url";
import { type SearchClickContext, SearchResultList } from "./search-result-list";

/** The All tab: a few results of every type that has some, each with a link to its own tab when it has more. */
export function SearchAllResults({ types, search }: { types: SearchResultType[]; search: SearchClickContext }) {
  const { state, results } = search;
  return (
    <div className="mt-8 space-y-10">
      {searchAllTabSections(types, results, searchAllTabOrder(results, SEARCH_RESULT_TYPES)).map(
        ({ type, startPosition }) => (
          <section key={type} aria-labelledby={`results-${type}`}>
            <div className="flex items-baseline justify-between gap-4">
              <h2 id={`results-${type}`} className="font-display text-xl font-semibold text-fg">
                {SEARCH_TYPE_PLURALS[type]}{" "}
                <span className="text-base font-normal text-muted">· {searchCountText(results, type)}</span>
              </h2>
              {results.counts[type] > results.results[type].length ? (
                <Link
                  to={searchPageHref({ query: state.query, tab: type })}
                  className="text-sm font-semibold text-accent-fg hover:underline"
                >
                  See all {searchCountText(results, type)} {searchTypeInText(type)}
                </Link>
              ) : null}
            </div>
            <SearchResultList items={results.results[type]} startPosition={startPosition} search={search} />
          </section>
        ),
      )}
    </div>
  );
}
