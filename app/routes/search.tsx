import { AlertTriangle, ChevronLeft, ChevronRight, RotateCcw, SearchX } from "lucide-react";
import { Fragment, useEffect } from "react";
import { Form, Link, useRouteLoaderData, useSubmit } from "react-router";
import { labelledArtworkUrl } from "~/core/artwork";
import {
  type DjDirectoryShortcut,
  djDirectoryExamples,
  matchDjDirectoryShortcuts,
} from "~/core/dj-directory-shortcuts";
import {
  formatSearchCount,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_RESULT_TYPES,
  type SearchResult,
  type SearchResults,
  type SearchResultType,
} from "~/core/search";
import { parseSearchPageState, SEARCH_ALL_TAB_LIMIT, type SearchPageState, searchPageHref } from "~/core/search-url";
import { buildPageMeta, publicOrigin } from "~/core/seo";
import { DjDirectoryShortcuts } from "~/features/search/dj-directory-shortcuts";
import { SearchCombobox } from "~/features/search/search-combobox";
import { rememberSearch } from "~/features/search/search-storage";
import { SEARCH_TYPE_TONES, SearchTypeBadge, SearchTypeIcon } from "~/features/search/search-type-icon";
import { trackSearchClick } from "~/features/search/track-search-click";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { getRequestContext } from "../../server/context.server";
import { getDjFilterOptions } from "../../server/domain/djs/get-dj-filter-options.server";
import { listNewsCategories } from "../../server/domain/news/list-news-categories.server";
import { enabledSearchTypes } from "../../server/domain/search/enabled-search-types.server";
import { searchEverything } from "../../server/domain/search/search-everything.server";
import { logger } from "../../server/logger.server";
import type { Route } from "./+types/search";

const PLURAL: Record<SearchResultType, string> = {
  dj: "DJs",
  venue: "Venues",
  event: "Events",
  production: "Productions",
  news: "News",
};

/** "DJs" keeps its capitals in running text ("Showing 1–20 of 27 DJs"); the other types are lowercased. */
function lowerPlural(type: SearchResultType): string {
  return type === "dj" ? PLURAL.dj : PLURAL[type].toLowerCase();
}

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
  const options = loadFilterOptions(database.db, page);
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
}

interface PageOptions {
  genres: string[];
  categories: { slug: string; name: string }[];
  /** Links to the DJ directory filtered by the genre or city the query names (All and DJs tabs). */
  shortcuts: DjDirectoryShortcut[];
  /** A genre and a city the directory lists, for the no-results advice. */
  examples: { genre: string | null; city: string | null };
}

/**
 * What the page needs besides the results, all from cached reads: the directory's filter options (its genres
 * for the DJs tab, and the shortcuts, because search matches DJs by name only, spec §7) and news categories.
 * A failure here costs the extras, never the results.
 */
async function loadFilterOptions(
  db: Parameters<typeof getDjFilterOptions>[0],
  { query, tab }: Pick<SearchPageState, "query" | "tab">,
): Promise<PageOptions> {
  const none: PageOptions = { genres: [], categories: [], shortcuts: [], examples: { genre: null, city: null } };
  const [directory, categories] = await Promise.all([
    getDjFilterOptions(db).catch((error) => {
      logger.warn("search filter options failed", { error });
      return null;
    }),
    tab === "news"
      ? listNewsCategories(db).catch((error) => {
          logger.warn("search news categories failed", { error });
          return [];
        })
      : [],
  ]);
  if (!directory) return { ...none, categories };
  return {
    genres: tab === "dj" ? directory.genres : [],
    categories,
    shortcuts: query && (tab === null || tab === "dj") ? matchDjDirectoryShortcuts(query, directory) : [],
    examples: djDirectoryExamples(directory),
  };
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

      {status === "idle" ? <IdleState types={types} /> : null}
      {status === "failed" ? <FailedState state={state} /> : null}
      {status === "ok" && results ? (
        <>
          <TypeTabs state={state} types={types} results={results} />
          {state.tab ? <TabFilters state={state} options={options} /> : null}
          <DjDirectoryShortcuts shortcuts={options.shortcuts} />
          {results.failedTypes.length > 0 ? (
            <p
              role="status"
              className="mt-4 flex items-center gap-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm text-muted"
            >
              <AlertTriangle aria-hidden className="size-4 shrink-0 text-[#fcd34d]" />
              Some results could not be loaded: {results.failedTypes.map((t) => PLURAL[t]).join(", ")}. Try again in a
              moment.
            </p>
          ) : null}
          {total === 0 || (state.tab && results.counts[state.tab] === 0) ? (
            <NoResults state={state} shortcuts={options.shortcuts} examples={options.examples} />
          ) : state.tab ? (
            <TabResults state={state} results={results} productSlug={productSlug} />
          ) : (
            <AllResults state={state} types={types} results={results} productSlug={productSlug} />
          )}
        </>
      ) : null}
    </div>
  );
}

function TypeTabs({
  state,
  types,
  results,
}: {
  state: SearchPageState;
  types: SearchResultType[];
  results: SearchResults;
}) {
  const tabs: { tab: SearchResultType | null; label: string; count: string | null }[] = [
    {
      tab: null,
      label: "All",
      count: state.tab ? null : formatSearchCount(results.totalResults, results.countsCapped.length > 0),
    },
    ...types.map((type) => ({ tab: type, label: PLURAL[type], count: countText(results, type) })),
  ];
  return (
    <nav aria-label="Result types" className="-mx-4 mt-6 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-2 pb-1">
        {tabs.map(({ tab, label, count }) => {
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

function TabFilters({
  state,
  options,
}: {
  state: SearchPageState;
  options: Pick<PageOptions, "genres" | "categories">;
}) {
  const submit = useSubmit();
  const tab = state.tab;
  if (tab !== "dj" && tab !== "venue" && tab !== "event" && tab !== "news") return null;
  const hasFilters = Object.keys(state.filters).length > 0;
  const selectClass =
    "h-10 rounded-full border border-border bg-surface px-3 text-sm text-fg focus:border-accent-fg focus:outline-none";
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
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
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
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
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
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          When
          <select name="when" defaultValue={state.filters.when ?? ""} className={selectClass}>
            <option value="">Any date</option>
            <option value="upcoming">Upcoming</option>
            <option value="past">Past</option>
          </select>
        </label>
      ) : null}
      {tab === "news" ? (
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
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

function AllResults({
  state,
  types,
  results,
  productSlug,
}: {
  state: SearchPageState;
  types: SearchResultType[];
  results: SearchResults;
  productSlug: string;
}) {
  let position = 0;
  return (
    <div className="mt-8 space-y-10">
      {SEARCH_RESULT_TYPES.filter((t) => types.includes(t) && results.results[t].length > 0).map((type) => {
        const start = position;
        position += results.results[type].length;
        return (
          <section key={type} aria-labelledby={`results-${type}`}>
            <div className="flex items-baseline justify-between gap-4">
              <h2 id={`results-${type}`} className="font-display text-xl font-semibold text-fg">
                {PLURAL[type]} <span className="text-base font-normal text-muted">· {countText(results, type)}</span>
              </h2>
              {results.counts[type] > results.results[type].length ? (
                <Link
                  to={searchPageHref({ query: state.query, tab: type })}
                  className="text-sm font-semibold text-accent-fg hover:underline"
                >
                  See all {countText(results, type)} {lowerPlural(type)}
                </Link>
              ) : null}
            </div>
            <ResultList
              items={results.results[type]}
              startPosition={start}
              onOpen={(item, index) => recordClick(productSlug, state, results, item, index)}
            />
          </section>
        );
      })}
    </div>
  );
}

function TabResults({
  state,
  results,
  productSlug,
}: {
  state: SearchPageState;
  results: SearchResults;
  productSlug: string;
}) {
  const tab = state.tab as SearchResultType;
  const items = results.results[tab];
  const count = results.counts[tab];
  const first = (state.page - 1) * SEARCH_DEFAULT_LIMIT;
  // Past the count cap the exact total is unknown: a full page means there may be more.
  const hasNext = results.countsCapped.includes(tab)
    ? items.length === SEARCH_DEFAULT_LIMIT
    : first + items.length < count;
  return (
    <div className="mt-6">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {first + 1}–{first + items.length} of {countText(results, tab)} {lowerPlural(tab)}
      </p>
      <ResultList
        items={items}
        startPosition={first}
        onOpen={(item, index) => recordClick(productSlug, state, results, item, index)}
      />
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

function ResultList({
  items,
  startPosition,
  onOpen,
}: {
  items: SearchResult[];
  startPosition: number;
  onOpen: (item: SearchResult, position: number) => void;
}) {
  return (
    <ul className="mt-3 divide-y divide-border overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface/60">
      {items.map((item, index) => (
        <li key={`${item.type}-${item.id}`}>
          <Link
            to={item.url}
            data-testid="search-result"
            onClick={() => onOpen(item, startPosition + index)}
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
              {item.subtitle || item.date ? (
                <p className="mt-0.5 truncate text-sm text-muted">
                  {[item.date ? formatDate(item.date) : null, item.subtitle].filter(Boolean).join(" · ")}
                </p>
              ) : null}
              {item.snippet ? <p className="mt-1 line-clamp-2 text-sm text-fg/80">{item.snippet}</p> : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function recordClick(
  productSlug: string,
  state: SearchPageState,
  results: SearchResults,
  item: SearchResult,
  position: number,
) {
  rememberSearch(productSlug, {
    query: state.query,
    resultCount: results.totalResults,
    clickedResult: { id: item.id, type: item.type, title: item.title },
  });
  trackSearchClick(productSlug, {
    query: state.query,
    filters: { ...state.filters, ...(state.tab ? { types: [state.tab] } : {}) },
    resultCount: results.totalResults,
    clickedResultId: item.id,
    clickedResultType: item.type,
    clickPosition: position,
    executionTimeMs: results.executionTimeMs,
  });
}

/** Dates in UTC, so the server's and the browser's rendering agree. */
function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

function IdleState({ types }: { types: SearchResultType[] }) {
  return (
    <div className="mt-10 rounded-[var(--radius-card)] border border-border bg-surface/60 p-6 md:p-8">
      <h2 className="font-display text-xl font-semibold text-fg">Find anyone and anything on the scene</h2>
      <p className="mt-2 max-w-prose text-sm text-muted">
        Type a DJ’s stage or real name, a venue or city, an event, a production line or a news topic. Press{" "}
        <kbd className="rounded border border-border bg-surface px-1.5 py-0.5 text-xs text-fg">Ctrl</kbd> +{" "}
        <kbd className="rounded border border-border bg-surface px-1.5 py-0.5 text-xs text-fg">K</kbd> anywhere to
        search.
      </p>
      <ul className="mt-5 flex flex-wrap gap-2">
        {types.map((type) => (
          <li
            key={type}
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold",
              SEARCH_TYPE_TONES[type],
            )}
          >
            <SearchTypeIcon type={type} className="size-3.5" /> {PLURAL[type]}
          </li>
        ))}
      </ul>
      <Link to="/#all-djs" className={buttonClasses("secondary", "md", "mt-6")}>
        Browse all DJs
      </Link>
    </div>
  );
}

function NoResults({
  state,
  shortcuts,
  examples,
}: {
  state: SearchPageState;
  shortcuts: DjDirectoryShortcut[];
  examples: PageOptions["examples"];
}) {
  const filtered = Object.keys(state.filters).length > 0;
  return (
    <div className="mt-10 flex flex-col items-center rounded-[var(--radius-card)] border border-border bg-surface/60 px-6 py-12 text-center">
      <SearchX aria-hidden className="size-10 text-muted" />
      <h2 className="mt-4 font-display text-xl font-semibold text-fg">
        No {state.tab ? lowerPlural(state.tab) : "results"} for “{state.query}”
      </h2>
      <p className="mt-2 max-w-md text-sm text-muted">
        <NoResultsAdvice state={state} shortcuts={shortcuts} examples={examples} />
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {filtered ? (
          <Link
            to={searchPageHref({ query: state.query, tab: state.tab })}
            className={buttonClasses("secondary", "md")}
          >
            Clear filters
          </Link>
        ) : null}
        {state.tab ? (
          <Link to={searchPageHref({ query: state.query })} className={buttonClasses("secondary", "md")}>
            Search all types
          </Link>
        ) : null}
        <Link to="/#all-djs" className={buttonClasses("ghost", "md")}>
          Browse all DJs
        </Link>
      </div>
    </div>
  );
}

/**
 * Advice that holds: search matches DJs by name only (spec §7), so a genre or city leads to DJs through the
 * directory shortcut, and the examples given are ones the directory lists, so searching them shows a shortcut.
 */
function NoResultsAdvice({
  state,
  shortcuts,
  examples,
}: {
  state: SearchPageState;
  shortcuts: DjDirectoryShortcut[];
  examples: PageOptions["examples"];
}) {
  const retry = "Check the spelling, or try fewer or different words.";
  if (state.tab !== null && state.tab !== "dj") return retry;
  if (shortcuts.length > 0) {
    return "Search finds DJs by stage or real name. For DJs by genre or city, open the DJ directory link above.";
  }
  const named = (
    [
      ["genre", examples.genre],
      ["city", examples.city],
    ] as const
  ).flatMap(([kind, value]) => (value === null ? [] : [{ kind, value }]));
  if (named.length === 0) return `${retry} Search finds DJs by stage or real name.`;
  return (
    <>
      {retry} Search finds DJs by stage or real name; for DJs by genre or city, search one the DJ directory lists, such
      as{" "}
      {named.map((example, i) => (
        <Fragment key={example.kind}>
          {i > 0 ? " or " : null}
          <Link
            to={searchPageHref({ query: example.value })}
            className="font-semibold text-accent-fg underline decoration-accent-fg/50 underline-offset-2 hover:decoration-accent-fg"
          >
            {example.value}
          </Link>
        </Fragment>
      ))}
      .
    </>
  );
}

function FailedState({ state }: { state: SearchPageState }) {
  return (
    <div
      role="alert"
      className="mt-10 flex flex-col items-center rounded-[var(--radius-card)] border border-[#991b1b] bg-[#3b0f0f]/40 px-6 py-12 text-center"
    >
      <AlertTriangle aria-hidden className="size-10 text-[#fca5a5]" />
      <h2 className="mt-4 font-display text-xl font-semibold text-fg">Search failed</h2>
      <p className="mt-2 max-w-md text-sm text-muted">Something went wrong while searching. Please try again.</p>
      <Link to={searchPageHref(state)} reloadDocument className={buttonClasses("secondary", "md", "mt-6")}>
        Try again
      </Link>
    </div>
  );
}

/** A type's count as shown: "100+" once it passes the count cap. */
function countText(results: SearchResults, type: SearchResultType): string {
  return formatSearchCount(results.counts[type], results.countsCapped.includes(type));
}
