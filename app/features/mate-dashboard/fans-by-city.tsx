import { MapPin } from "lucide-react";
import type { DashboardView } from "~/core/dj-dashboard";
import { ChartSection, DataTable } from "~/features/analytics/event-analytics-parts";
import { BarList } from "~/ui/charts";
import { CsvLink } from "./dashboard-controls";

/**
 * Extended workspace (issue 22 item 4): "where your fans are" — profile views by city, for planning tours. Cities
 * come from the hosting's CITY_HEADER (a trusted proxy or CDN); followers cannot be placed: a Booth account has no
 * home city, and the page says so rather than guessing.
 */
export function FansByCity({ view }: { view: DashboardView }) {
  const columns = ["City", "Views", "Share of views"];
  const rows = view.cities.map((c) => [c.city, c.views, `${c.share}%`]);
  const followersNote = (
    <p className="mt-3 flex items-start gap-2 text-xs text-muted" data-testid="followers-city-note">
      <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0 text-accent-fg" />
      Followers by city: Booth accounts have no home city, so only the views of your profile can be placed.
    </p>
  );
  if (rows.length === 0) {
    return (
      <section
        aria-labelledby="cities-heading"
        data-testid="section-cities"
        className="rounded-[var(--radius-card)] border border-border bg-surface p-4 md:p-6"
      >
        <h2 id="cities-heading" className="font-display text-lg font-bold tracking-tight md:text-xl">
          Where your fans are
        </h2>
        <p className="mt-1 text-sm text-muted" data-testid="cities-empty">
          No view carried a city {view.period}. Cities appear once this site's host passes the visitor's city on (the
          CITY_HEADER setting).
        </p>
        {followersNote}
      </section>
    );
  }
  return (
    <ChartSection
      id="cities"
      title="Where your fans are"
      summary={`Profile views by city, ${view.period} — the places to plan a night in.`}
      actions={<CsvLink slug={view.slug} chart="cities" from={view.from} to={view.to} columns={columns} rows={rows} />}
      chart={
        <div>
          <BarList rows={view.cities.map((c) => ({ label: c.city, value: c.views }))} />
          {followersNote}
        </div>
      }
      table={
        <DataTable
          caption={`Profile views by city, ${view.period}`}
          columns={columns}
          rows={rows}
          testId="cities-table"
        />
      }
    />
  );
}
