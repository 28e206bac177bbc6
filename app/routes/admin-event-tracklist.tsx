import { TracklistScreen } from "~/features/tracklists/tracklist-editor";
import { EditorFrame } from "~/ui/editor-frame";
import { signedInContext } from "~server/adapters/route-guard.server";
import {
  handleTracklistAction,
  loadTracklistScreen,
  type TracklistActionData,
} from "~server/adapters/tracklist-editor-action.server";
import type { Route } from "./+types/admin-event-tracklist";

/**
 * /admin/events/{eventId}/tracklist (admin guard): an admin imports the set of any DJ on a past event's lineup,
 * from the admin event screen. An event not yet over is a 404; every change goes to the audit log.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  return loadTracklistScreen(ctx, { kind: "admin" }, params.eventId, new URL(request.url).searchParams.get("dj"));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleTracklistAction(request, signedInContext(context), { kind: "admin" }, params.eventId);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Tracklist · ${loaderData?.event.name ?? "Event"} · Admin · Booth` },
  { name: "robots", content: "noindex" },
];

export default function AdminEventTracklist({ loaderData, actionData }: Route.ComponentProps) {
  const { eventId } = loaderData.event;
  return (
    <EditorFrame
      eyebrow="Admin · Tracklist"
      title={loaderData.event.name}
      backTo={`/admin/events/${eventId}/edit`}
      backLabel="Edit event"
    >
      <TracklistScreen
        view={loaderData}
        result={actionData as TracklistActionData | undefined}
        editTo={`/admin/events/${eventId}/edit`}
      />
    </EditorFrame>
  );
}
