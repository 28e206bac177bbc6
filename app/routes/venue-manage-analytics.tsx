import {
  analyticsDayLabel,
  analyticsDays,
  parseEventAnalyticsQuery,
  venueAnalyticsEventRows,
} from "~/core/analytics/event-analytics";
import { emptyViewSummary } from "~/core/analytics/view-analytics";
import { VenueAnalyticsBody } from "~/features/venue-manage/venue-analytics-body";
import { VenueManageFrame } from "~/features/venue-manage/venue-manage-frame";
import { managedVenueOf } from "~server/adapters/route-guard.server";
import { venueManageFrameData } from "~server/adapters/venue-manage.server";
import { getVenueAnalytics, type VenueAnalytics } from "~server/domain/venues/get-venue-analytics.server";
import { logger } from "~server/logger.server";
import type { Route } from "./+types/venue-manage-analytics";

/**
 * /venue/manage/{venueSlug}/analytics (can_view_analytics): the venue page's views over time and by source, and the
 * views of its events. Reads only; the figures come from the pages' beacons. A failed read shows empty figures,
 * never an error page (spec §8 "Analytics failures → empty data").
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx, managed } = managedVenueOf(context);
  const { days } = parseEventAnalyticsQuery(new URL(request.url).searchParams);
  let analytics: VenueAnalytics;
  try {
    analytics = await getVenueAnalytics(ctx.database.db, managed.venue, { days });
  } catch (error) {
    logger.warn("venue analytics not read", { venue: managed.venue.slug, error });
    const empty = emptyViewSummary(analyticsDays(new Date(), days));
    analytics = {
      days,
      totals: { views: 0, eventViews: 0, allTimeViews: managed.venue.viewCount },
      events: [],
      ...empty,
    };
  }
  return {
    frame: venueManageFrameData(managed),
    analytics: {
      ...analytics,
      daily: analytics.daily.map((d) => ({
        ...d,
        short: analyticsDayLabel(d.date, "short"),
        long: analyticsDayLabel(d.date, "long"),
      })),
      // Each night's own day where it happens (a 22:00 New York night is not the next day's in UTC).
      events: venueAnalyticsEventRows(analytics.events),
    },
  };
}

/** Nothing to change here: a POST gets the guard's answer first, like every guarded screen, then 405. */
export async function action({ context }: Route.ActionArgs) {
  managedVenueOf(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Analytics · ${loaderData?.frame.venue.name ?? "Venue"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function VenueManageAnalytics({ loaderData }: Route.ComponentProps) {
  return (
    <VenueManageFrame frame={loaderData.frame} title="Analytics">
      <VenueAnalyticsBody analytics={loaderData.analytics} venueSlug={loaderData.frame.venue.slug} />
    </VenueManageFrame>
  );
}
