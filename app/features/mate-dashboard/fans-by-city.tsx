import type { ReactNode } from "react";
import type { DashboardView } from "~/core/analytics/dj-dashboard";
import { BarList } from "~/ui/charts";
import { ChartSection, DataTable } from "~/ui/event-analytics-parts";
import { CsvLink } from "./dashboard-controls";

/** Bars drawn per chart; the table beside it lists every city (it scrolls), and so does the CSV. */
const CHART_CITIES = 10;

/**
 * Extended workspace: "where your fans are" — profile views by city and followers gained by city,
 * for planning tours. Both come from the hosting's CITY_HEADER (a trusted proxy or CDN): a view keeps the city of
 * its beacon, a follow the city of its request (decision 038).
 */
export function FansByCity({ view }: { view: DashboardView }) {
  return (
    <>
      <CitySection
        id="cities"
        title="Where your fans are"
        summary={`Profile views by city, ${view.period} — the places to plan a night in.`}
        empty={`No view carried a city ${view.period}.`}
        columns={["City", "Views", "Share of views"]}
        rows={view.cities.map((c) => ({ city: c.city, value: c.views, share: c.share }))}
        view={view}
      />
      <CitySection
        id="follower-cities"
        title="New followers by city"
        summary={`Followers gained ${view.period}, by the city they followed from.`}
        empty={`No new follower carried a city ${view.period}.`}
        columns={["City", "New followers", "Share of new followers"]}
        rows={view.followerCities.map((c) => ({ city: c.city, value: c.followers, share: c.share }))}
        view={view}
      />
    </>
  );
}

function CitySection({
  id,
  title,
  summary,
  empty,
  columns,
  rows,
  view,
}: {
  id: string;
  title: string;
  summary: string;
  empty: string;
  columns: string[];
  rows: { city: string; value: number; share: number }[];
  view: DashboardView;
}) {
  const cells = rows.map((r) => [r.city, r.value, `${r.share}%`]);
  if (rows.length === 0) {
    return (
      <EmptyCitySection id={id} title={title}>
        {empty} Cities appear once this site's host passes the visitor's city on (the CITY_HEADER setting).
      </EmptyCitySection>
    );
  }
  const more = rows.length - CHART_CITIES;
  return (
    <ChartSection
      id={id}
      title={title}
      summary={summary}
      actions={<CsvLink slug={view.slug} chart={id} from={view.from} to={view.to} columns={columns} rows={cells} />}
      chart={
        <div>
          <BarList rows={rows.slice(0, CHART_CITIES).map((r) => ({ label: r.city, value: r.value }))} />
          {more > 0 && (
            <p className="mt-3 text-xs text-muted">
              {more.toLocaleString("en-GB")} more {more === 1 ? "city" : "cities"} in the table and the CSV.
            </p>
          )}
        </div>
      }
      table={
        <DataTable
          caption={`${summary.split(",")[0]}, ${view.period}`}
          columns={columns}
          rows={cells}
          scroll={rows.length > CHART_CITIES}
          testId={`${id}-table`}
        />
      }
    />
  );
}

function EmptyCitySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid={`section-${id}`}
      className="rounded-[var(--radius-card)] border border-border bg-surface p-4 md:p-6"
    >
      <h2 id={`${id}-heading`} className="font-display text-lg font-bold tracking-tight md:text-xl">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted" data-testid={`${id}-empty`}>
        {children}
      </p>
    </section>
  );
}
