import { BarChart3, Share2 } from "lucide-react";
import { Link } from "react-router";
import { type DashboardView, dayLabels } from "~/core/analytics/dj-dashboard";
import { ButtonLink } from "~/ui/button";
import { ColumnChart } from "~/ui/charts";
import { ChartSection, DataTable } from "~/ui/event-analytics-parts";
import { CsvLink } from "./dashboard-controls";

/** A mate without a DJ profile of their own (an admin, or a profile since removed). */
export function NoDjProfile() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
      <BarChart3 aria-hidden className="size-9 text-accent-fg" />
      <h2 className="mt-4 font-display text-xl font-bold">No DJ profile to measure yet</h2>
      <p className="mt-2 max-w-sm text-sm text-muted">
        The dashboard shows the views, radio plays and fans of the DJ profiles you own or manage.
      </p>
      <ButtonLink to="/claim-dj-profile" className="mt-6">
        Claim your profile
      </ButtonLink>
    </div>
  );
}

/** Spec §8 spirit: zeros and a sentence, never an empty page or an error. */
export function NoActivityYet({ slug }: { slug: string }) {
  return (
    <div
      className="flex items-start gap-3 rounded-[var(--radius-card)] border border-dashed border-border px-5 py-5 text-sm text-muted"
      data-testid="no-activity"
    >
      <Share2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-fg" />
      <div>
        <p className="font-semibold text-fg">Nothing counted in this period yet.</p>
        <p className="mt-1">
          Share{" "}
          <Link to={`/dj/${slug}`} className="text-accent-fg underline">
            your profile
          </Link>{" "}
          in your bio and on your flyers: every view, radio play, click and share shows up here the same day.
        </p>
      </div>
    </div>
  );
}

/** Extended workspace (feature_mate_dashboard_2_enabled): this period's views day by day against the one before. */
export function ComparePeriods({
  view,
  compare,
}: {
  view: DashboardView;
  compare: { current: number[]; previous: number[]; previousFrom: string; previousTo: string };
}) {
  const current = compare.current.reduce((a, b) => a + b, 0);
  const previous = compare.previous.reduce((a, b) => a + b, 0);
  const rows = view.days.map((d, i) => [
    `Day ${i + 1} · ${d.short}`,
    compare.current[i] ?? 0,
    compare.previous[i] ?? 0,
  ]);
  const columns = ["Day", "This period", "Previous period"];
  return (
    <ChartSection
      id="compare"
      title="Compare periods"
      summary={`Profile views, ${view.period} (${current.toLocaleString("en-GB")}) against ${dayLabels(compare.previousFrom).short} – ${dayLabels(compare.previousTo).short} (${previous.toLocaleString("en-GB")}).`}
      wideTable
      actions={<CsvLink slug={view.slug} chart="compare" from={view.from} to={view.to} columns={columns} rows={rows} />}
      chart={
        <ColumnChart
          labels={view.days.map((d) => d.short)}
          series={[
            { label: "This period", tone: "accent", values: compare.current },
            { label: "Previous period", tone: "info", values: compare.previous },
          ]}
        />
      }
      table={
        <DataTable
          caption={`Profile views, this period and the previous one`}
          columns={columns}
          rows={rows}
          scroll
          testId="compare-table"
        />
      }
    />
  );
}

/** Extended workspace: the DJ's events with their page views, ticket clicks and shares in the period. */
export function EventBreakdown({
  view,
  events,
}: {
  view: DashboardView;
  events: readonly {
    eventId: string;
    name: string;
    when: string;
    views: number;
    ticketClicks: number;
    shares: number;
  }[];
}) {
  const columns = ["Event", "Views", "Ticket clicks", "Shares"];
  const rows = events.map((e) => [`${e.name} · ${e.when}`, e.views, e.ticketClicks, e.shares]);
  return (
    <section
      aria-labelledby="events-heading"
      data-testid="section-events"
      className="rounded-[var(--radius-card)] border border-border bg-surface p-4 md:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="events-heading" className="font-display text-lg font-bold tracking-tight md:text-xl">
          Your events
        </h2>
        {rows.length ? (
          <CsvLink slug={view.slug} chart="events" from={view.from} to={view.to} columns={columns} rows={rows} />
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted">
        {rows.length
          ? `The nights you play, by page views, ${view.period}.`
          : `None of the events you play had visitors ${view.period}.`}
      </p>
      {rows.length ? (
        <div className="mt-4">
          <DataTable caption={`Your events, ${view.period}`} columns={columns} rows={rows} testId="events-table" />
          <p className="mt-3 text-sm">
            <Link to="/mate/events/analytics" className="text-accent-fg underline">
              Open event analytics
            </Link>{" "}
            for one night's sources and shares.
          </p>
        </div>
      ) : null}
    </section>
  );
}
