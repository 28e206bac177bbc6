import { ArrowUpRight, BarChart3, CalendarDays, Disc3, PencilLine } from "lucide-react";
import { data, Link, useLocation } from "react-router";
import { parseDjAnalyticsQuery, utcDay } from "~/core/analytics/dj-analytics";
import { dashboardTiles, dashboardView, hasActivity, periodLabel } from "~/core/analytics/dj-dashboard";
import { eventDayLabel } from "~/core/analytics/event-analytics";
import { formatEventDate } from "~/core/events/events";
import { bpmRange, commonKeys } from "~/core/tracklists/tracklist-editor";
import { DashboardControls, useRememberedProfile } from "~/features/mate-dashboard/dashboard-controls";
import { DashboardSections } from "~/features/mate-dashboard/dashboard-sections";
import { ComparePeriods, EventBreakdown, NoActivityYet, NoDjProfile } from "~/features/mate-dashboard/dashboard-states";
import { FansByCity } from "~/features/mate-dashboard/fans-by-city";
import { YourSets } from "~/features/tracklists/your-sets";
import { ButtonLink } from "~/ui/button";
import { type TileIcon, TotalTiles } from "~/ui/event-analytics-parts";
import { signedInContext } from "~server/adapters/route-guard.server";
import { getDashboardProfiles } from "~server/domain/dj-analytics/get-dashboard-profiles.server";
import { getDjDashboard } from "~server/domain/dj-analytics/get-dj-dashboard.server";
import { listDjEventBreakdown } from "~server/domain/dj-analytics/list-dj-event-breakdown.server";
import { listDjSets } from "~server/domain/tracklists/list-dj-sets.server";
import type { Route } from "./+types/mate-dashboard";

/**
 * /mate/dashboard (mate guard): a DJ's analytics for the active profile — `?dj=` one of their profiles
 * (else their primary one), `?days=7|30|90` or `?from=&to=`. Past days come from the nightly roll-up, today live.
 * Reads only; a failing read shows zeros and a sentence (spec §8), never an error page. With
 * feature_mate_dashboard_2_enabled the extended workspace adds the comparison of two periods.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, userId, flags, config } = signedInContext(context);
  const now = new Date();
  const query = parseDjAnalyticsQuery(new URL(request.url).searchParams, now);
  const { profiles, active, unknown } = await getDashboardProfiles(database.db, userId, query.dj);
  if (unknown) throw data({ screen: "not-found" }, { status: 404 });
  const base = { query, today: utcDay(now), extended: flags.mateDashboard2Enabled };
  const list = profiles.map((p) => ({ id: p.id, slug: p.slug, displayName: p.displayName }));
  if (!active) return { ...base, profiles: list, active: null, dashboard: null };
  const range = { djProfileId: active.id, from: query.from, to: query.to };
  const [reads, events, sets] = await Promise.all([
    getDjDashboard(database.db, { ...range, slug: active.slug, now }),
    // The extended workspace's per-event figures; a failing read is an empty list, like every analytics read.
    base.extended ? listDjEventBreakdown(database.db, range).catch(() => []) : Promise.resolve([]),
    listDjSets(database.db, active.id),
  ]);
  const period = periodLabel(query.range, query.from, query.to);
  return {
    ...base,
    profiles: list,
    active: {
      id: active.id,
      slug: active.slug,
      displayName: active.displayName,
      verificationStatus: active.verificationStatus,
    },
    sets: sets.map((set) => ({
      eventId: set.eventId,
      eventName: set.eventName,
      when: formatEventDate(set.eventDate, set.timeZone),
      published: set.published,
      tracks: set.tracks,
      bpm: bpmRange([{ bpm: set.bpmLow }, { bpm: set.bpmHigh }]),
      keys: commonKeys(set.keys),
    })),
    dashboard: {
      failed: reads.failed,
      period,
      any: hasActivity(reads),
      tiles: dashboardTiles(reads),
      view: dashboardView(reads, {
        slug: active.slug,
        from: query.from,
        to: query.to,
        period,
        countries: Boolean(config.countryHeader) || reads.countries.length > 0,
      }),
      compare: base.extended
        ? {
            events: events.map((e) => ({ ...e, when: eventDayLabel(e.startsAt, e.timeZone) })),
            current: reads.days.map((d) => d.views),
            previous: reads.previousDays.map((d) => d.views),
            previousFrom: reads.previousDays[0]?.date ?? "",
            previousTo: reads.previousDays.at(-1)?.date ?? "",
          }
        : null,
    },
  };
}

/** Nothing to change here: a POST gets the guard's answer first, like every guarded screen, then 405. */
export async function action({ context }: Route.ActionArgs) {
  signedInContext(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.active ? `${loaderData.active.displayName} · ` : ""}Mate dashboard · Booth` },
  { name: "robots", content: "noindex" },
];

const TILE_ICONS: Record<string, TileIcon> = {
  views: "views",
  uniqueViews: "views",
  plays: "plays",
  playSeconds: "plays",
  clicks: "clicks",
  shares: "shares",
  followers: "followers",
  bookingInquiries: "bookings",
};

export default function MateDashboard({ loaderData }: Route.ComponentProps) {
  const { active, dashboard, profiles, query, today } = loaderData;
  const location = useLocation();
  useRememberedProfile(profiles, active ?? { id: "", slug: "" }, query.dj !== null || !active, location.search);
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 pb-16 md:px-6 md:pt-10">
      <header className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-[0.2em] text-accent-fg uppercase">Mate dashboard</p>
          <h1 className="mt-2 font-display text-[32px] leading-tight font-extrabold tracking-tight text-balance md:text-5xl">
            {active ? active.displayName : "Your dashboard"}
          </h1>
          {dashboard ? (
            <p className="mt-2 text-sm text-muted">Your profile, radio and fans, {dashboard.period}.</p>
          ) : null}
        </div>
        {active ? (
          <nav aria-label="Manage" className="flex flex-wrap gap-2">
            <ButtonLink
              to={`/dj/${active.slug}/edit`}
              variant="secondary"
              size="sm"
              icon={<PencilLine aria-hidden className="size-4" />}
            >
              Edit profile
            </ButtonLink>
            <ButtonLink
              to="/mate/events"
              variant="secondary"
              size="sm"
              icon={<CalendarDays aria-hidden className="size-4" />}
            >
              Your events
            </ButtonLink>
            <ButtonLink
              to="/mate/events/analytics"
              variant="secondary"
              size="sm"
              icon={<BarChart3 aria-hidden className="size-4" />}
            >
              Event analytics
            </ButtonLink>
            <Link
              to={`/dj/${active.slug}`}
              className="inline-flex h-9 items-center gap-1 px-2 text-sm text-accent-fg hover:underline"
            >
              <Disc3 aria-hidden className="size-4" /> Public profile <ArrowUpRight aria-hidden className="size-3.5" />
            </Link>
          </nav>
        ) : null}
      </header>
      {active && dashboard ? (
        <div className="flex flex-col gap-5 md:gap-6">
          <DashboardControls
            profiles={profiles}
            active={active.slug}
            range={query.range}
            from={query.from}
            to={query.to}
            today={today}
            error={query.error}
          />
          {dashboard.failed ? (
            <p
              role="status"
              className="rounded-[var(--radius-card)] border border-border bg-surface px-4 py-3 text-sm text-muted"
            >
              Some figures could not be read just now, so they show as zero. Reload in a moment.
            </p>
          ) : null}
          <TotalTiles
            tiles={dashboard.tiles.map((t) => ({
              icon: TILE_ICONS[t.key] ?? "views",
              label: t.label,
              value: t.value.toLocaleString("en-GB"),
              change: t.change ?? undefined,
              hint: t.key === "followers" ? "At the end of the period" : `In ${dashboard.period}`,
            }))}
          />
          {dashboard.any ? null : <NoActivityYet slug={active.slug} />}
          {dashboard.compare ? (
            <>
              <ComparePeriods view={dashboard.view} compare={dashboard.compare} />
              <EventBreakdown view={dashboard.view} events={dashboard.compare.events} />
              <FansByCity view={dashboard.view} />
            </>
          ) : null}
          <DashboardSections view={dashboard.view} />
          <YourSets sets={loaderData.sets ?? []} />
        </div>
      ) : (
        <NoDjProfile />
      )}
    </div>
  );
}
