import { ArrowUpRight } from "lucide-react";
import { data, Link } from "react-router";
import {
  analyticsDayLabel,
  defaultAnalyticsEvent,
  eventDayLabel,
  eventPickerLabel,
  formatRate,
  parseEventAnalyticsQuery,
  SHARE_PLATFORM_LABELS,
} from "~/core/analytics/event-analytics";
import { AreaChart, ColumnChart } from "~/ui/charts";
import {
  AnalyticsControls,
  ChartSection,
  DataTable,
  NoEventsYet,
  NoViewsYet,
  StatusBadge,
  TotalTiles,
} from "~/ui/event-analytics-parts";
import { TrafficSourcesSection } from "~/ui/traffic-sources-section";
import { signedInContext } from "~server/adapters/route-guard.server";
import { getEventAnalytics } from "~server/domain/events/get-event-analytics.server";
import { listManagedEventSummaries } from "~server/domain/events/list-managed-event-summaries.server";
import type { Route } from "./+types/mate-event-analytics";

/**
 * /mate/events/analytics (mate guard): per event, views over time, views by traffic source, ticket clicks
 * and shares, for the events the viewer manages (admins: all). `?event=` another mate's event is a 404, like an
 * unknown one. Reads only: the figures come from the event page's beacons.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, userId, viewer } = signedInContext(context);
  const actor = { userId, isAdmin: viewer.role === "admin" };
  const query = parseEventAnalyticsQuery(new URL(request.url).searchParams);
  const events = await listManagedEventSummaries(database.db, actor);
  const picker = events.map((e) => ({ eventId: e.eventId, label: eventPickerLabel(e, e.timeZone) }));
  const chosen = query.event ?? defaultAnalyticsEvent(events, new Date())?.eventId;
  if (!chosen) return { days: query.days, events: picker, analytics: null };
  const analytics = await getEventAnalytics(database.db, actor, chosen, { days: query.days });
  if (!analytics) throw data({ screen: "not-found" }, { status: 404 });
  return {
    days: query.days,
    events: picker,
    analytics: {
      ...analytics,
      when: eventDayLabel(analytics.event.startsAt, analytics.event.timeZone),
      daily: analytics.daily.map((d) => ({
        ...d,
        short: analyticsDayLabel(d.date, "short"),
        long: analyticsDayLabel(d.date, "long"),
      })),
    },
  };
}

/** Nothing to change here: a POST gets the guard's answer first, like every guarded screen, then 405. */
export async function action({ context }: Route.ActionArgs) {
  signedInContext(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.analytics ? `${loaderData.analytics.event.name} · ` : ""}Event analytics · Booth` },
  { name: "robots", content: "noindex" },
];

export default function MateEventAnalytics({ loaderData }: Route.ComponentProps) {
  const { analytics, events, days } = loaderData;
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-16 md:px-6 md:pt-10">
      <header className="mb-6">
        <p className="text-xs font-bold tracking-[0.2em] text-accent-fg uppercase">
          <Link to="/mate/events" className="hover:underline">
            Your events
          </Link>{" "}
          · Analytics
        </p>
        <h1 className="mt-2 font-display text-[32px] leading-tight font-extrabold tracking-tight text-balance md:text-5xl">
          {analytics ? analytics.event.name : "Event analytics"}
        </h1>
        {analytics ? (
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
            <StatusBadge status={analytics.event.status} />
            <span>{[analytics.when, analytics.event.venue, analytics.event.location].filter(Boolean).join(" · ")}</span>
            {analytics.event.status === "published" || analytics.event.status === "cancelled" ? (
              <Link
                to={`/events/${analytics.event.eventId}`}
                className="inline-flex items-center gap-1 text-accent-fg hover:underline"
              >
                Event page <ArrowUpRight aria-hidden className="size-3.5" />
              </Link>
            ) : null}
          </div>
        ) : null}
      </header>
      {analytics ? <AnalyticsBody analytics={analytics} events={events} days={days} /> : <NoEventsYet />}
    </div>
  );
}

type Loaded = NonNullable<Route.ComponentProps["loaderData"]["analytics"]>;

function AnalyticsBody({
  analytics,
  events,
  days,
}: {
  analytics: Loaded;
  events: Route.ComponentProps["loaderData"]["events"];
  days: Route.ComponentProps["loaderData"]["days"];
}) {
  const { totals, daily } = analytics;
  const labels = daily.map((d) => d.short);
  const longLabels = daily.map((d) => d.long);
  const period = `the last ${days} days`;
  return (
    <div className="flex flex-col gap-5 md:gap-6">
      <AnalyticsControls events={events} eventId={analytics.event.eventId} days={days} />
      <TotalTiles
        tiles={[
          { icon: "views", label: "Views", value: totals.views.toLocaleString("en-GB"), hint: `In ${period}` },
          {
            icon: "clicks",
            label: "Ticket clicks",
            value: totals.ticketClicks.toLocaleString("en-GB"),
            hint: "Taps on Tickets",
          },
          {
            icon: "shares",
            label: "Shares",
            value: totals.shares.toLocaleString("en-GB"),
            hint: "From the share menu",
          },
          {
            icon: "rate",
            label: "Click-through",
            value: formatRate(totals.clickThroughRate),
            hint: "Ticket clicks per view",
          },
        ]}
      />
      {totals.views === 0 ? <NoViewsYet status={analytics.event.status} eventId={analytics.event.eventId} /> : null}
      <ChartSection
        id="views"
        title="Views over time"
        summary={`Page views per day (UTC), ${period}; a visitor counts once a day.`}
        chart={
          <AreaChart
            series={{ label: "Views", tone: "accent", values: daily.map((d) => d.views) }}
            labels={labels}
            pointLabels={longLabels}
          />
        }
        table={
          <DataTable
            caption={`Views per day, ${period}`}
            columns={["Day", "Views"]}
            rows={[...daily].reverse().map((d) => [d.long, d.views])}
            scroll
            testId="views-table"
          />
        }
      />
      <TrafficSourcesSection analytics={analytics} period={period} />
      <ChartSection
        id="interactions"
        title="Ticket clicks and shares"
        summary={`Taps on the Tickets button and shares of the event page per day, ${period}.`}
        chart={
          <div className="flex flex-col gap-6">
            <ColumnChart
              labels={labels}
              pointLabels={longLabels}
              series={[
                { label: "Ticket clicks", tone: "info", values: daily.map((d) => d.ticketClicks) },
                { label: "Shares", tone: "warning", values: daily.map((d) => d.shares) },
              ]}
            />
            {analytics.sharesByPlatform.length > 0 ? (
              <DataTable
                caption={`Shares by platform, ${period}`}
                columns={["Shared to", "Shares"]}
                rows={analytics.sharesByPlatform.map((p) => [
                  SHARE_PLATFORM_LABELS[p.platform] ?? p.platform,
                  p.shares,
                ])}
                testId="platforms-table"
              />
            ) : null}
          </div>
        }
        table={
          <DataTable
            caption={`Ticket clicks and shares per day, ${period}`}
            columns={["Day", "Ticket clicks", "Shares"]}
            rows={[...daily].reverse().map((d) => [d.long, d.ticketClicks, d.shares])}
            scroll
            testId="interactions-table"
          />
        }
      />
    </div>
  );
}
