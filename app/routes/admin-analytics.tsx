import { Replace, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { parseAnalyticsRange } from "~/core/admin/admin-analytics";
import { createDjHref } from "~/core/analytics/search-insights";
import { addAliasHref } from "~/core/search/search-alias-rules";
import { CsvLink, FigureTiles, MiniTable, Panel, RangeNav } from "~/features/admin/admin-analytics-parts";
import { AdminFrame } from "~/features/admin/admin-frame";
import { AreaChart, BarList, ColumnChart } from "~/ui/charts";
import { adminAnalyticsData } from "~server/adapters/admin-analytics.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/admin-analytics";

const n = (v: number) => v.toLocaleString("en-GB");

/**
 * /admin/analytics: site-wide page views, sources, devices, top DJs/events/venues/articles, sign-ups and active
 * accounts, and search insights (top and zero-result queries with a create-DJ shortcut, click-through by position and
 * type, median execution time) over 7, 30 or 90 days; the CSV downloads are /admin/analytics/export.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const range = parseAnalyticsRange(new URL(request.url).searchParams.get("days"));
  return adminAnalyticsData(ctx.database.db, range, new Date());
}

export async function action({ context }: Route.ActionArgs) {
  signedInContext(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Analytics · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { range, series, top, search } = loaderData;
  const topRows = (rows: { slug: string; name: string; n: number }[], href: (slug: string) => string) =>
    rows.map((r) => ({
      key: r.slug,
      cells: [
        <Link key="l" to={href(r.slug)} className="hover:underline">
          {r.name}
        </Link>,
        r.n,
      ],
    }));
  return (
    <AdminFrame
      title="Analytics"
      description="Who comes, from where, what they look at, and what they search for and do not find."
      actions={<RangeNav range={range} />}
    >
      <div className="flex flex-col gap-4">
        <FigureTiles
          tiles={[
            {
              label: "Page views",
              value: n(series.totals.views),
              hint: `DJ, event, venue and article pages · ${range} days`,
            },
            { label: "Sign-ups", value: n(series.totals.signups), hint: "New accounts" },
            { label: "Searches", value: n(search.searches), hint: `${n(search.zeroResultSearches)} found nothing` },
            {
              label: "Median search",
              value: search.medianMs === null ? "—" : `${search.medianMs} ms`,
              hint: `Click-through ${search.ctr}%`,
            },
          ]}
        />
        <Panel
          id="views"
          title="Page views"
          summary="Views of DJ profiles, events, venues and articles per day (UTC)."
          actions={<CsvLink kind="daily" range={range} label="CSV" />}
        >
          <AreaChart series={{ label: "Page views", tone: "accent", values: series.views }} labels={series.days} />
        </Panel>
        <div className="grid gap-4 lg:grid-cols-2">
          <Panel
            id="signups"
            title="Sign-ups and active accounts"
            summary="New accounts per day, and accounts that used a session."
          >
            <ColumnChart
              series={[
                { label: "Sign-ups", tone: "info", values: series.signups },
                { label: "Active", tone: "success", values: series.active },
              ]}
              labels={series.days}
            />
          </Panel>
          <Panel id="sources" title="Traffic sources and devices" summary="Where page views came from, on what.">
            <div className="grid gap-6 sm:grid-cols-2">
              <BarList rows={series.sources} />
              <BarList rows={series.devices} tone="info" />
            </div>
            <MiniTable
              caption="Page views by traffic source"
              columns={["Source", "Views"]}
              rows={series.sources.map((s) => ({ key: s.label, cells: [s.label, s.value] }))}
              testId="sources-table"
            />
          </Panel>
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <Panel id="top-dj-views" title="Top DJs by views">
            <MiniTable
              caption="Top DJs by views"
              columns={["DJ", "Views"]}
              rows={topRows(top.djViews, (s) => `/dj/${s}`)}
              testId="top-dj-views"
            />
          </Panel>
          <Panel id="top-dj-plays" title="Top DJs by radio plays">
            <MiniTable
              caption="Top DJs by radio plays"
              columns={["DJ", "Plays"]}
              rows={topRows(top.djPlays, (s) => `/dj/${s}`)}
              testId="top-dj-plays"
            />
          </Panel>
          <Panel id="top-dj-follows" title="Top DJs by new follows">
            <MiniTable
              caption="Top DJs by new follows"
              columns={["DJ", "Follows"]}
              rows={topRows(top.djFollows, (s) => `/dj/${s}`)}
              testId="top-dj-follows"
            />
          </Panel>
          <Panel id="top-events" title="Top events">
            <MiniTable
              caption="Top events by views"
              columns={["Event", "Views"]}
              rows={topRows(top.events, (s) => `/events/${s}`)}
              testId="top-events"
            />
          </Panel>
          <Panel id="top-venues" title="Top venues">
            <MiniTable
              caption="Top venues by views"
              columns={["Venue", "Views"]}
              rows={topRows(top.venues, (s) => `/venues/${s}`)}
              testId="top-venues"
            />
          </Panel>
          <Panel id="top-articles" title="Top articles">
            <MiniTable
              caption="Top articles by views"
              columns={["Article", "Views"]}
              rows={topRows(top.articles, (s) => `/news/${s}`)}
              testId="top-articles"
            />
          </Panel>
        </div>

        <h2 className="mt-4 font-display text-2xl font-bold tracking-tight">Search insights</h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <Panel
            id="zero-results"
            title="Zero-result queries"
            summary="What people looked for and did not find: what to add next."
            actions={<CsvLink kind="searches" range={range} label="CSV" />}
          >
            <MiniTable
              caption="Queries with no results"
              columns={["Query", "Searches", "Actions"]}
              testId="zero-result-queries"
              empty="Every search found something."
              rows={search.zeroResultQueries.map((q) => ({
                key: q.query,
                cells: [
                  q.query,
                  q.searches,
                  <span key="c" className="flex flex-col items-end gap-1">
                    <Link
                      to={createDjHref(q.query)}
                      className="inline-flex items-center gap-1 text-accent-fg hover:underline"
                    >
                      <UserPlus aria-hidden className="size-3.5" />
                      Create DJ<span className="sr-only"> profile for {q.query}</span>
                    </Link>
                    <Link
                      to={addAliasHref(q.query)}
                      className="inline-flex items-center gap-1 text-accent-fg hover:underline"
                    >
                      <Replace aria-hidden className="size-3.5" />
                      Add alias<span className="sr-only"> for {q.query}</span>
                    </Link>
                  </span>,
                ],
              }))}
            />
          </Panel>
          <Panel id="top-queries" title="Top queries" summary="Most searched, with average results and clicks.">
            <MiniTable
              caption="Top queries"
              columns={["Query", "Searches", "Results", "Clicks"]}
              testId="top-queries"
              rows={search.topQueries.map((q) => ({
                key: q.query,
                cells: [q.query, q.searches, q.avgResults, q.clicks],
              }))}
            />
          </Panel>
          <Panel
            id="ctr-position"
            title="Click-through by position"
            summary={`Clicks on each result position per search shown (${search.ctr}% overall).`}
          >
            <BarList rows={search.byPosition.map((p) => ({ label: `#${p.label}`, value: p.clicks }))} tone="warning" />
            <MiniTable
              caption="Click-through rate by result position"
              columns={["Position", "Clicks", "CTR"]}
              testId="ctr-by-position"
              rows={search.byPosition
                .filter((p) => p.clicks > 0)
                .map((p) => ({ key: p.label, cells: [`#${p.label}`, p.clicks, `${p.ctr}%`] }))}
            />
          </Panel>
          <Panel id="ctr-type" title="Click-through by result type">
            <MiniTable
              caption="Click-through rate by result type"
              columns={["Type", "Clicks", "CTR"]}
              testId="ctr-by-type"
              rows={search.byType.map((t) => ({ key: t.type, cells: [t.type, t.clicks, `${t.ctr}%`] }))}
            />
          </Panel>
        </div>
      </div>
    </AdminFrame>
  );
}
