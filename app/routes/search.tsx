import { useEffect } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { track } from "~/core/analytics/analytics";
import { SEARCH_DEFAULT_LIMIT } from "~/core/search/search";
import { searchFoundNothing } from "~/core/search/search-page";
import { parseSearchPageState, SEARCH_ALL_TAB_LIMIT } from "~/core/search/search-url";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { TRACK_QUERY_MIN, trackSearchPath } from "~/core/tracklists/track-search";
import { DjDirectoryShortcuts } from "~/features/search/dj-directory-shortcuts";
import { SearchAllResults } from "~/features/search/search-all-results";
import { SearchCombobox } from "~/features/search/search-combobox";
import { SearchFailedState } from "~/features/search/search-failed-state";
import { SearchIdleState } from "~/features/search/search-idle-state";
import { SearchNoResults } from "~/features/search/search-no-results";
import { SearchPartialFailure } from "~/features/search/search-partial-failure";
import { rememberSearch } from "~/features/search/search-storage";
import { SearchTabFilters } from "~/features/search/search-tab-filters";
import { SearchTabResults } from "~/features/search/search-tab-results";
import { SearchTypeTabs } from "~/features/search/search-type-tabs";
import { trackSearchSeen } from "~/features/search/track-search-click";
import { readPageData } from "~server/adapters/page-data.server";
import { getRequestContext } from "~server/context.server";
import { enabledSearchTypes } from "~server/domain/search/enabled-search-types.server";
import { getSearchPageOptions } from "~server/domain/search/get-search-page-options.server";
import { searchEverything } from "~server/domain/search/search-everything.server";
import { logger } from "~server/logger.server";
import type { Route } from "./+types/search";

/**
 * /search?q= (spec §2): results across the five sets with type tabs and counts. A search that fails as a whole
 * shows 'Search failed' with the results cleared (spec §8); a type that fails alone is just empty.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { flags, database, searchIndex } = getRequestContext(context);
  const state = parseSearchPageState(new URL(request.url).searchParams);
  const types = enabledSearchTypes(flags);
  const tab = state.tab && types.includes(state.tab) ? state.tab : null;
  const page = { ...state, tab, page: tab ? state.page : 1 };
  // Within the spec's 12 s, or the page says it is taking too long (decision 041). A search that fails is the
  // page's own "search failed" state, as before; one that is too slow is the notice.
  return readPageData(context, async () => {
    const options = getSearchPageOptions(database.db, page);
    if (!page.query) return { state: page, types, status: "idle" as const, results: null, options: await options };
    try {
      const results = await searchEverything(
        database.db,
        {
          query: page.query,
          filters: { ...page.filters, types: tab ? [tab] : undefined },
          limit: tab ? SEARCH_DEFAULT_LIMIT : SEARCH_ALL_TAB_LIMIT,
          page: page.page,
        },
        { flags, index: searchIndex },
      );
      return { state: page, types, status: "ok" as const, results, options: await options };
    } catch (error) {
      logger.error("search failed", { query: page.query, error });
      return { state: page, types, status: "failed" as const, results: null, options: await options };
    }
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildPageMeta({
    title: loaderData?.state.query ? `“${loaderData.state.query}” · Search · Booth` : "Search · Booth",
    description: "Search DJs, venues, events, production lines and news on Booth.",
    path: "/search",
    origin: publicOrigin(matches),
    noindex: true,
  });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { state, types, status, results, options } = loaderData;
  const root = useRouteLoaderData("root") as { productSlug?: string } | undefined;
  const productSlug = root?.productSlug ?? "booth";
  const total = results?.totalResults ?? 0;

  // Each search the page shows goes into the history with its result count (spec §3 history item).
  useEffect(() => {
    if (status === "ok" && state.query) rememberSearch(productSlug, { query: state.query, resultCount: total });
  }, [status, state.query, total, productSlug]);
  // Search insights: each search shown, on page 1 only (paging is the same search).
  const executionTimeMs = results?.executionTimeMs ?? 0;
  useEffect(() => {
    if (status !== "ok" || !state.query || state.page > 1) return;
    trackSearchSeen(productSlug, {
      query: state.query,
      filters: { ...state.filters, ...(state.tab ? { types: [state.tab] } : {}) },
      resultCount: total,
      executionTimeMs,
    });
    // Spec §7's "search" for the analytics provider (with consent only).
    track("search", { search_term: state.query, results: total, tab: state.tab ?? "all" });
  }, [status, state.query, state.filters, state.tab, state.page, total, executionTimeMs, productSlug]);

  return (
    <div className="mx-auto max-w-[1000px] px-4 pt-6 pb-16 md:px-6 md:pt-10">
      <h1 className="font-display text-3xl font-bold tracking-tight text-fg md:text-4xl">
        {state.query ? (
          <>
            Results for <span className="text-accent-fg">“{state.query}”</span>
          </>
        ) : (
          "Search Booth"
        )}
      </h1>
      <div className="mt-5 max-w-xl">
        <SearchCombobox productSlug={productSlug} inputId="page-search" variant="page" initialQuery={state.query} />
      </div>
      {/* Tracks are not a result type (spec §3 fixes the five): "who played this" is a page of its own. */}
      {state.query && state.query.length >= TRACK_QUERY_MIN ? (
        <p className="mt-3 text-sm">
          <Link to={trackSearchPath(state.query)} className="text-accent-fg hover:underline">
            Search tracklists for “{state.query}”
          </Link>
        </p>
      ) : null}

      {status === "idle" ? <SearchIdleState types={types} /> : null}
      {status === "failed" ? <SearchFailedState state={state} /> : null}
      {status === "ok" && results ? (
        <>
          <SearchTypeTabs state={state} types={types} results={results} />
          {state.tab ? <SearchTabFilters state={state} options={options} /> : null}
          <DjDirectoryShortcuts shortcuts={options.shortcuts} />
          <SearchPartialFailure failedTypes={results.failedTypes} />
          {searchFoundNothing(state, results) ? (
            <SearchNoResults state={state} shortcuts={options.shortcuts} examples={options.examples} />
          ) : state.tab ? (
            <SearchTabResults tab={state.tab} search={{ productSlug, state, results }} />
          ) : (
            <SearchAllResults types={types} search={{ productSlug, state, results }} />
          )}
        </>
      ) : null}
    </div>
  );
}
