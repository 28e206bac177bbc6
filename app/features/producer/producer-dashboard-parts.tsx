import { CalendarPlus, Eye, ListMusic, Pencil } from "lucide-react";
import { Link } from "react-router";
import { analyticsDayLabel } from "~/core/analytics/event-analytics";
import { ButtonLink } from "~/ui/button";
import { AreaChart } from "~/ui/charts";
import { ChartSection, DataTable, StatusBadge } from "~/ui/event-analytics-parts";

export interface DashboardEventRow {
  eventId: string;
  name: string;
  day: string;
  status: string;
  views: number;
  /** A past published event: its tracklist screen is offered. */
  tracklist: boolean;
}

/** Follower, event and view totals at the top of the dashboard. */
export function DashboardTiles({ tiles }: { tiles: { label: string; value: number; hint: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="producer-totals">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-[var(--radius-card)] border border-border bg-surface p-4">
          <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{tile.label}</dt>
          <dd className="mt-1 font-display text-3xl font-extrabold tabular">{tile.value.toLocaleString("en-GB")}</dd>
          <dd className="mt-0.5 text-xs text-muted">{tile.hint}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Followers over the last days: the area chart with its table (the accessible version). */
export function FollowersChart({ points }: { points: { day: string; total: number }[] }) {
  const last = points.at(-1)?.total ?? 0;
  const first = points[0]?.total ?? 0;
  return (
    <ChartSection
      id="followers"
      title="Followers over time"
      summary={`${last.toLocaleString("en-GB")} followers now, ${last - first >= 0 ? "+" : ""}${(last - first).toLocaleString("en-GB")} over ${points.length} days.`}
      chart={
        <AreaChart
          series={{ label: "Followers", tone: "accent", values: points.map((p) => p.total) }}
          labels={points.map((p) => analyticsDayLabel(p.day, "short"))}
        />
      }
      table={
        <DataTable
          caption="Followers at the end of each day"
          columns={["Day", "Followers"]}
          rows={[...points].reverse().map((p) => [analyticsDayLabel(p.day, "short"), p.total])}
          scroll
          testId="followers-table"
        />
      }
    />
  );
}

/** The line's events with the views of their pages, each with its edit link. */
export function DashboardEvents({ slug, events }: { slug: string; events: DashboardEventRow[] }) {
  return (
    <section
      aria-labelledby="producer-events-heading"
      className="rounded-[var(--radius-card)] border border-border bg-surface p-4 md:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="producer-events-heading" className="font-display text-lg font-bold tracking-tight md:text-xl">
            Events and views
          </h2>
          <p className="mt-1 text-sm text-muted">Page views of each event (from its page, one per visitor a day).</p>
        </div>
        <ButtonLink
          to={`/producer/dashboard/${slug}/events/create`}
          size="sm"
          icon={<CalendarPlus aria-hidden className="size-4" />}
        >
          New event
        </ButtonLink>
      </div>
      {events.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted">
          No events yet. Create the first one: it appears on your public page once published.
        </p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-border" data-testid="producer-events">
          {events.map((event) => (
            <li key={event.eventId} className="flex items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">
                  {event.status === "published" || event.status === "cancelled" ? (
                    <Link to={`/events/${event.eventId}`} className="hover:text-accent-fg">
                      {event.name}
                    </Link>
                  ) : (
                    event.name
                  )}
                </p>
                <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-muted">
                  <span className="tabular">{event.day}</span>
                  <StatusBadge status={event.status} />
                </p>
              </div>
              <span className="flex items-center gap-1 text-sm text-muted tabular" title="Page views">
                <Eye aria-hidden className="size-4" />
                {event.views.toLocaleString("en-GB")}
                <span className="sr-only"> views</span>
              </span>
              {event.tracklist ? (
                <Link
                  to={`/producer/dashboard/${slug}/events/${event.eventId}/tracklist`}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-border text-muted hover:text-fg"
                >
                  <ListMusic aria-hidden className="size-4" />
                  <span className="sr-only">Tracklist of {event.name}</span>
                </Link>
              ) : null}
              <Link
                to={`/producer/dashboard/${slug}/events/${event.eventId}/edit`}
                className="inline-flex size-10 items-center justify-center rounded-full border border-border text-muted hover:text-fg"
              >
                <Pencil aria-hidden className="size-4" />
                <span className="sr-only">Edit {event.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
