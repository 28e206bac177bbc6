import { ArrowRight, SearchX, Sparkles, Star } from "lucide-react";
import { Link } from "react-router";
import type { DjCardData } from "~/core/djs/dj-card-data";
import {
  DJ_PAGE_SIZE,
  type DjDirectoryFilters,
  describeDjResults,
  djDirectorySearch,
  hasActiveFilters,
} from "~/core/djs/dj-directory-filters";
import type { EventCardData } from "~/core/events/events";
import { groupedInteger } from "~/core/text/english-format";
import { DjFilterBar } from "~/features/djs/dj-filter-bar";
import { HomeHero, type HomeHeroStats } from "~/features/djs/home-hero";
import { HomeEventsStrip } from "~/features/events/home-events-strip";
import { FrontPageNews, type FrontPageNewsCard } from "~/features/news/front-page-news";
import { buttonClasses } from "~/ui/button";
import { DjCard, DjCardItem } from "~/ui/dj-card";
import { HydratedApart } from "~/ui/hydrated-apart";
import { Prerendered } from "~/ui/prerendered";
import { SectionTitle } from "~/ui/section-title";
import { PageRangeNote, ShowMoreLink, useAppendedPages } from "~/ui/show-more";

/**
 * The home page below the header: hero, featured and suggested DJs, the filterable directory and the
 * front-page news. Loaded as a deferred part by routes/home.tsx, so its code is not in the first load;
 * the server-rendered page stays as it is until it hydrates. It composes three features (DJs, events, news), so it
 * sits in app/pages, which may compose features as routes do (decision 050).
 */

/** What routes/home.tsx's loader returns. */
export interface HomePageData {
  richHero: boolean;
  stats: HomeHeroStats;
  featured: DjCardData[];
  suggested: DjCardData[];
  djs: DjCardData[];
  total: number;
  filters: DjDirectoryFilters;
  options: { genres: string[]; cities: string[] };
  news: FrontPageNewsCard[];
  newsLinked: boolean;
  /** The next events, when the events area is open. */
  events: { items: EventCardData[]; today: string } | null;
}

export function HomePage({ data }: { data: HomePageData }) {
  const { featured, suggested, djs, stats, richHero, total, filters, options, news, newsLinked, events } = data;
  return (
    <>
      <HydratedApart>
        <HomeHero rich={richHero} stats={stats} />
      </HydratedApart>
      <div className="mx-auto max-w-[1200px] px-4 md:px-6">
        {featured.length > 0 ? (
          <HydratedApart>
            <section id="featured-djs" aria-labelledby="featured-heading" className="scroll-mt-20 py-10">
              <SectionHeading id="featured-heading" icon="star" title="Featured DJs" />
              {/* On a phone the row scrolls edge to edge (-mx-4), but its padding keeps the first card on the other
                  sections' content edge. scroll-px-4 makes snapping keep that inset too: without it the snapport
                  starts at the list's border edge, and the browser snaps the first card flush to the screen edge. */}
              <ul className="-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:scroll-px-0 md:grid-cols-4 md:overflow-visible md:px-0">
                {featured.map((dj, i) => (
                  <DjCardItem
                    key={dj.slug}
                    className="w-[44%] shrink-0 snap-start md:w-auto"
                    dj={dj}
                    priority={i < 4}
                  />
                ))}
              </ul>
            </section>
          </HydratedApart>
        ) : null}
        {events ? (
          <HydratedApart>
            <HomeEventsStrip events={events.items} today={events.today} />
          </HydratedApart>
        ) : null}
        {suggested.length > 0 ? (
          <HydratedApart>
            <section aria-labelledby="suggested-heading" className="py-6">
              <SectionHeading id="suggested-heading" icon="sparkles" title="Suggested for you" />
              <Prerendered
                as="ul"
                className="grid grid-cols-3 gap-3 md:grid-cols-6 md:gap-4"
                render={DjCardList}
                props={{ djs: suggested }}
              />
            </section>
          </HydratedApart>
        ) : null}
        <HydratedApart>
          <section id="all-djs" aria-labelledby="all-heading" className="scroll-mt-20 py-10">
            <SectionHeading id="all-heading" title="All DJs" meta={`${groupedInteger(stats.djs)} artists`} />
            <DjFilterBar
              filters={filters}
              genres={options.genres}
              cities={options.cities}
              resultLine={describeDjResults(total, filters)}
            />
            <DjGrid key={djDirectorySearch({ ...filters, page: 1 })} djs={djs} total={total} filters={filters} />
          </section>
        </HydratedApart>
        <HydratedApart>
          <FrontPageNews items={news} linked={newsLinked} />
        </HydratedApart>
      </div>
    </>
  );
}

/**
 * One page of the grid plus a "Show more" link to the next page. Without JavaScript the link opens that
 * page; with it, the next page is fetched and appended in place. Keyed by the filters, so a new filter
 * starts again from its first page.
 */
function DjGrid({ djs, total, filters }: { djs: DjCardData[]; total: number; filters: DjDirectoryFilters }) {
  const pages = useAppendedPages((data: HomePageData) => ({ page: data.filters.page, rows: data.djs }), filters.page);
  if (djs.length === 0) return <EmptyGrid filtered={hasActiveFilters(filters)} paged={filters.page > 1} />;
  const shown = (filters.page - 1) * DJ_PAGE_SIZE + djs.length + pages.more.length;
  const nextSearch = djDirectorySearch({ ...filters, page: pages.lastPage + 1 });
  return (
    <>
      <PageRangeNote
        page={filters.page}
        pageSize={DJ_PAGE_SIZE}
        shown={shown}
        total={total}
        firstPageHref={`/${djDirectorySearch({ ...filters, page: 1 })}#all-djs`}
      />
      <Prerendered
        as="ul"
        data-testid="dj-grid"
        className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:grid-cols-4 md:gap-x-5 lg:grid-cols-5"
        render={DjCardList}
        // The loader's list itself while nothing is appended (always, on the server): it is held and frozen, so the
        // whole page of cards is one cached part, keyed by the list (routes/home.tsx).
        props={{ djs: pages.more.length > 0 ? [...djs, ...pages.more] : djs, className: "render-when-near" }}
      />
      <ShowMoreLink
        href={`/${nextSearch}#all-djs`}
        loadHref={`/?index${nextSearch ? `&${nextSearch.slice(1)}` : ""}`}
        loading={pages.loading}
        load={pages.load}
        shown={shown}
        total={total}
      />
    </>
  );
}

/**
 * A list of DJ cards: a pure part (app/ui/prerendered.tsx). The server writes a held list's cards as one string
 * (the grid's 24 cards were 24 look-ups and 24 list items to write on every render). Each item is what
 * `DjCardItem` writes for a card that is not a priority, written out here: a part never holds a part (decision 027).
 */
function DjCardList({ djs, className }: { djs: DjCardData[]; className?: string }) {
  return djs.map((dj) => (
    <li key={dj.slug} className={className}>
      <DjCard dj={dj} />
    </li>
  ));
}

function EmptyGrid({ filtered, paged }: { filtered: boolean; paged: boolean }) {
  if (!filtered && !paged) {
    return (
      <p className="rounded-[var(--radius-card)] border border-border bg-surface p-8 text-center text-muted">
        No DJs are listed yet. Know one who should be here? Use “Missing DJ? let us know!” below.
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-border bg-surface p-10 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-surface-2 text-accent-fg">
        <SearchX aria-hidden className="size-6" />
      </span>
      <h3 className="font-display text-xl font-bold">{paged ? "No more DJs here" : "No DJs match these filters"}</h3>
      <p className="max-w-sm text-sm text-muted">
        {paged
          ? "This page is past the end of the list."
          : "Try another genre or city, or clear the filters to see everyone."}
      </p>
      <Link to="/#all-djs" className={buttonClasses("secondary", "md")}>
        {paged ? "Back to all DJs" : "Clear filters"}
      </Link>
    </div>
  );
}

const HEADING_ICONS = { star: Star, sparkles: Sparkles };

interface SectionHeadingProps {
  id: string;
  title: string;
  icon?: keyof typeof HEADING_ICONS;
  meta?: string;
}

/** A section's heading row; the server writes it from cached markup (app/ui/prerendered.tsx). */
function SectionHeading(props: SectionHeadingProps) {
  return (
    <Prerendered
      as="div"
      className="mb-5 flex items-end justify-between gap-4"
      render={SectionHeadingContent}
      props={props}
    />
  );
}

function SectionHeadingContent({ id, title, icon, meta }: SectionHeadingProps) {
  return (
    <>
      <SectionTitle id={id} icon={icon ? HEADING_ICONS[icon] : null}>
        {title}
      </SectionTitle>
      {meta ? (
        <p className="flex items-center gap-1 text-sm text-muted tabular">
          {meta} <ArrowRight aria-hidden className="size-3.5" />
        </p>
      ) : null}
    </>
  );
}
