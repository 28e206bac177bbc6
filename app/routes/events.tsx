import { CalendarDays } from "lucide-react";
import { calendarFeedPath } from "~/core/events/calendar-feed";
import {
  describeEventResults,
  EVENT_PAGE_SIZE,
  eventsSearch,
  localDateOf,
  parseEventFilters,
  SITE_TIME_ZONE,
} from "~/core/events/events";
import { buildPageMeta, publicOrigin } from "~/core/site/seo";
import { EventDayList } from "~/features/events/event-day-list";
import { EventFilterBar, EventTabs } from "~/features/events/event-filter-bar";
import { CalendarSubscribe, calendarAlternate } from "~/ui/calendar-subscribe";
import { readPageData } from "~server/adapters/page-data.server";
import { routeContext } from "~server/adapters/route-guard.server";
import { getHeldEventFilterOptions } from "~server/domain/events/get-held-event-filter-options.server";
import { getHeldEventList } from "~server/domain/events/get-held-event-list.server";
import type { Route } from "./+types/events";

/**
 * /events (flag eventsPageEnabled): published events grouped by day, Upcoming and Past tabs, filters
 * and paging as GET query parameters, so every view is a plain link (cacheable, shareable, works without JS).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  const filters = parseEventFilters(new URL(request.url).searchParams);
  const today = localDateOf(new Date(), SITE_TIME_ZONE);
  // Held in memory until a public change (decision 026): a render that misses the page cache makes no query.
  // Within the spec's 12 s, or the page says it is taking too long (decision 041).
  const [list, choices] = await readPageData(context, () =>
    Promise.all([
      getHeldEventList(ctx.database.db, {
        filters,
        today,
        limit: EVENT_PAGE_SIZE,
        offset: (filters.page - 1) * EVENT_PAGE_SIZE,
      }),
      getHeldEventFilterOptions(ctx.database.db, filters.when, today),
    ]),
  );
  const production = choices.productions.find((p) => p.slug === filters.production)?.name;
  return {
    ...list,
    filters,
    today,
    choices,
    resultLine: describeEventResults(list.total, filters, production),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const past = loaderData?.filters.when === "past";
  return [
    ...buildPageMeta({
      title: past ? "Past events · Booth" : "Events · Booth",
      description: past
        ? "Past club nights, festivals and parties with the DJs on Booth."
        : "Upcoming club nights, festivals and parties: lineups, venues and tickets, day by day.",
      path: "/events",
      origin: publicOrigin(matches),
    }),
    calendarAlternate(publicOrigin(matches), calendarFeedPath({ kind: "all" }), "Events on Booth"),
  ];
};

export default function Events({ loaderData }: Route.ComponentProps) {
  const { filters } = loaderData;
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-16 md:px-6 md:pt-10">
      <header className="mb-5 flex items-end justify-between gap-4 md:mb-8">
        <div>
          <p className="flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-accent-fg uppercase">
            <CalendarDays aria-hidden className="size-4" /> Booth agenda
          </p>
          <h1 className="mt-1 font-display text-[32px] leading-tight font-extrabold tracking-tight md:mt-2 md:text-6xl">
            {filters.when === "past" ? "Past events" : "Events"}
          </h1>
          <p className="mt-2 hidden max-w-xl text-muted md:block">
            {filters.when === "past"
              ? "The nights that happened, with who played."
              : "Club nights, day parties and festivals with the DJs on Booth, day by day."}
          </p>
        </div>
        <EventTabs filters={filters} />
      </header>
      <EventFilterBar filters={filters} choices={loaderData.choices} resultLine={loaderData.resultLine} />
      <EventDayList
        key={eventsSearch({ ...filters, page: 1 })}
        events={loaderData.events}
        total={loaderData.total}
        filters={filters}
        today={loaderData.today}
      />
      <CalendarSubscribe path={calendarFeedPath({ kind: "all" })} className="mt-10" />
    </div>
  );
}
