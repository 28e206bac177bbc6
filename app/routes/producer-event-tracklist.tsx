import { ProducerFrame } from "~/features/producer/producer-frame";
import { TracklistScreen } from "~/features/tracklists/tracklist-editor";
import { producerFrameData } from "~server/adapters/production-manage.server";
import { managedProductionLineOf } from "~server/adapters/route-guard.server";
import {
  handleTracklistAction,
  loadTracklistScreen,
  type TracklistActionData,
} from "~server/adapters/tracklist-editor-action.server";
import type { Route } from "./+types/producer-event-tracklist";

/**
 * /producer/dashboard/{slug}/events/{eventId}/tracklist (resource guard): a production line's people import the set
 * a DJ played at one of the line's past events. Another line's event, or one not yet over, is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx, managed } = managedProductionLineOf(context);
  const scope = { kind: "production-line", productionLineId: managed.line.id } as const;
  return {
    frame: producerFrameData(managed),
    view: await loadTracklistScreen(ctx, scope, params.eventId, new URL(request.url).searchParams.get("dj")),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, managed } = managedProductionLineOf(context);
  const scope = { kind: "production-line", productionLineId: managed.line.id } as const;
  return handleTracklistAction(request, ctx, scope, params.eventId);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Tracklist · ${loaderData?.view.event.name ?? "Event"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function ProducerEventTracklist({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, view } = loaderData;
  return (
    <ProducerFrame frame={frame} title={`Tracklist · ${view.event.name}`}>
      <div className="max-w-[760px] pt-3">
        <TracklistScreen
          view={view}
          result={actionData as TracklistActionData | undefined}
          editTo={`/producer/dashboard/${frame.line.slug}/events/${view.event.eventId}/edit`}
        />
      </div>
    </ProducerFrame>
  );
}
