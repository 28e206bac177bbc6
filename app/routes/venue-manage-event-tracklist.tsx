import { TracklistScreen } from "~/features/tracklists/tracklist-editor";
import { VenueManageFrame } from "~/features/venue-manage/venue-manage-frame";
import { managedVenueOf } from "~server/adapters/route-guard.server";
import {
  handleTracklistAction,
  loadTracklistScreen,
  type TracklistActionData,
} from "~server/adapters/tracklist-editor-action.server";
import { venueManageFrameData } from "~server/adapters/venue-manage.server";
import type { Route } from "./+types/venue-manage-event-tracklist";

/**
 * /venue/manage/{venueSlug}/events/{eventId}/tracklist (can_manage_events): the venue's staff import the set a DJ
 * played at a past event at this venue. An event at another venue, or not yet over, is the same 404 as an unknown id.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx, managed } = managedVenueOf(context);
  const scope = { kind: "venue", venueId: managed.venue.id } as const;
  return {
    frame: venueManageFrameData(managed),
    view: await loadTracklistScreen(ctx, scope, params.eventId, new URL(request.url).searchParams.get("dj")),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, managed } = managedVenueOf(context);
  return handleTracklistAction(request, ctx, { kind: "venue", venueId: managed.venue.id }, params.eventId);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Tracklist · ${loaderData?.view.event.name ?? "Event"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function VenueManageEventTracklist({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, view } = loaderData;
  return (
    <VenueManageFrame frame={frame} title={`Tracklist · ${view.event.name}`}>
      <div className="max-w-[760px] pt-3">
        <TracklistScreen
          view={view}
          result={actionData as TracklistActionData | undefined}
          editTo={`/venue/manage/${frame.venue.slug}/events/${view.event.eventId}/edit`}
        />
      </div>
    </VenueManageFrame>
  );
}
