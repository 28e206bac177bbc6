import { eventDayLabel } from "~/core/analytics/event-analytics";
import { localDateOf, SITE_TIME_ZONE } from "~/core/events/events";
import { offersTracklist } from "~/core/tracklists/tracklist-editor";
import { DashboardEvents, DashboardTiles, FollowersChart } from "~/features/producer/producer-dashboard-parts";
import { ProducerFrame } from "~/features/producer/producer-frame";
import { producerFrameData } from "~server/adapters/production-manage.server";
import { managedProductionLineOf } from "~server/adapters/route-guard.server";
import { getProductionDashboardStats } from "~server/domain/productions/get-production-dashboard-stats.server";
import type { Route } from "./+types/producer-dashboard";

/**
 * /producer/dashboard/{slug} (resource guard, decision 025): the overview of one production line for its owner,
 * producers and admins — totals, followers over time, and its events with their page views. Everyone else: 404.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx, managed } = managedProductionLineOf(context);
  const now = new Date();
  const stats = await getProductionDashboardStats(ctx.database.db, managed.line.id, now);
  const today = localDateOf(now, SITE_TIME_ZONE);
  return {
    frame: producerFrameData(managed),
    followerCount: managed.line.followerCount,
    eventCount: managed.line.eventCount,
    stats: {
      followers: stats.followers,
      newFollowers: stats.newFollowers,
      totalEventViews: stats.totalEventViews,
      events: stats.eventViews.map((e) => ({
        eventId: e.eventId,
        name: e.name,
        status: e.status,
        views: e.views,
        day: eventDayLabel(e.startsAt, e.timeZone),
        tracklist: offersTracklist(
          { status: e.status, localDate: localDateOf(new Date(e.startsAt), e.timeZone) },
          today,
        ),
      })),
    },
  };
}

/** Nothing to change here: a POST gets the guard's answer first (404 without a record for the line), then 405. */
export async function action({ context }: Route.ActionArgs) {
  managedProductionLineOf(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.frame.line.name ?? "Producer dashboard"} · Producer dashboard · Booth` },
  { name: "robots", content: "noindex" },
];

export default function ProducerDashboard({ loaderData }: Route.ComponentProps) {
  const { frame, stats } = loaderData;
  return (
    <ProducerFrame frame={frame} title="Overview">
      <div className="flex flex-col gap-6">
        <DashboardTiles
          tiles={[
            { label: "Followers", value: loaderData.followerCount, hint: "People following the line" },
            { label: "New followers", value: stats.newFollowers, hint: "Last 30 days" },
            { label: "Published events", value: loaderData.eventCount, hint: "On the public page" },
            { label: "Event views", value: stats.totalEventViews, hint: "All its event pages" },
          ]}
        />
        <FollowersChart points={stats.followers} />
        <DashboardEvents slug={frame.line.slug} events={stats.events} />
      </div>
    </ProducerFrame>
  );
}
