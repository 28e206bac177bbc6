import { BarChart3, CalendarDays, Eye, Sigma } from "lucide-react";
import { Link } from "react-router";
import type { AnalyticsRange } from "~/core/analytics/event-analytics";
import type { TrafficSource } from "~/core/analytics/traffic-source";
import { AreaChart, BarList } from "~/ui/charts";
import { AnalyticsRangeNav, ChartSection, DataTable } from "~/ui/event-analytics-parts";
import { TrafficSourcesSection } from "~/ui/traffic-sources-section";

export interface VenueAnalyticsView {
  days: AnalyticsRange;
  totals: { views: number; eventViews: number; allTimeViews: number };
  daily: { date: string; views: number; eventViews: number; short: string; long: string }[];
  sources: { source: TrafficSource; views: number }[];
  topReferrers: { host: string; views: number }[];
  events: { eventId: string; name: string; when: string; views: number }[];
}

function Tiles({ analytics, period }: { analytics: VenueAnalyticsView; period: string }) {
  const tiles = [
    { icon: <Eye aria-hidden className="size-4" />, label: "Page views", value: analytics.totals.views, hint: period },
    {
      icon: <CalendarDays aria-hidden className="size-4" />,
      label: "Event views",
      value: analytics.totals.eventViews,
      hint: "Your events' pages",
    },
    {
      icon: <Sigma aria-hidden className="size-4" />,
      label: "All time",
      value: analytics.totals.allTimeViews,
      hint: "Venue page views",
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3" data-testid="analytics-totals">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="flex flex-col gap-1 rounded-[var(--radius-card)] border border-border bg-surface p-4 last:col-span-2 md:p-5 md:last:col-span-1"
        >
          <dt className="flex items-center gap-2 text-[11px] font-semibold tracking-[0.08em] whitespace-nowrap text-muted uppercase md:text-xs md:tracking-[0.12em]">
            <span className="text-accent-fg">{tile.icon}</span>
            {tile.label}
          </dt>
          <dd className="font-display text-3xl font-bold tracking-tight tabular-nums md:text-4xl">
            {tile.value.toLocaleString("en-GB")}
          </dd>
          <dd className="text-xs text-muted">{tile.hint}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Venue analytics: page views over time, by source, top sites, and the views of the venue's events. */
export function VenueAnalyticsBody({ analytics, venueSlug }: { analytics: VenueAnalyticsView; venueSlug: string }) {
  const { totals, daily, days } = analytics;
  const period = `the last ${days} days`;
  const labels = daily.map((d) => d.short);
  return (
    <div className="flex flex-col gap-5 md:gap-6">
      <div className="flex justify-end">
        <AnalyticsRangeNav days={days} hrefOf={(range) => (range === 30 ? "?" : `?days=${range}`)} />
      </div>
      <Tiles analytics={analytics} period={`In ${period}`} />
      {totals.views === 0 && totals.eventViews === 0 ? (
        <div
          className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-12 text-center"
          data-testid="no-views"
        >
          <BarChart3 aria-hidden className="size-9 text-accent-fg" />
          <p className="mt-4 font-display text-xl font-bold">No views in this period yet</p>
          <p className="mt-2 max-w-sm text-sm text-muted">
            Share{" "}
            <Link to={`/venues/${venueSlug}`} className="text-accent-fg underline">
              your venue page
            </Link>{" "}
            in your bio and with your events: every visit counts here the same day.
          </p>
        </div>
      ) : null}
      <ChartSection
        id="views"
        title="Page views over time"
        summary={`Venue page views and your events' page views per day (UTC), ${period}; a visitor counts once a day.`}
        chart={
          <AreaChart
            series={{ label: "Page views", tone: "accent", values: daily.map((d) => d.views) }}
            labels={labels}
            pointLabels={daily.map((d) => d.long)}
          />
        }
        table={
          <DataTable
            caption={`Views per day, ${period}`}
            columns={["Day", "Page", "Events"]}
            rows={[...daily].reverse().map((d) => [d.long, d.views, d.eventViews])}
            scroll
            testId="views-table"
          />
        }
      />
      <TrafficSourcesSection analytics={analytics} period={period} />
      <ChartSection
        id="events"
        title="Views of your events"
        summary={`Views of the event pages of nights at this venue, ${period}.`}
        wideTable
        chart={
          analytics.events.length > 0 ? (
            <BarList rows={analytics.events.map((e) => ({ label: e.name, value: e.views }))} />
          ) : (
            <p className="text-sm text-muted">No event page views in this period.</p>
          )
        }
        table={
          <DataTable
            caption={`Views per event, ${period}`}
            columns={["Event", "Date", "Views"]}
            rows={analytics.events.map((e) => [e.name, e.when, e.views])}
            testId="events-table"
          />
        }
      />
    </div>
  );
}
