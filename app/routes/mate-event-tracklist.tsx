import { TracklistScreen } from "~/features/tracklists/tracklist-editor";
import { EditorFrame } from "~/ui/editor-frame";
import { signedInContext } from "~server/adapters/route-guard.server";
import {
  handleTracklistAction,
  loadTracklistScreen,
  type TracklistActionData,
} from "~server/adapters/tracklist-editor-action.server";
import type { Route } from "./+types/mate-event-tracklist";

/**
 * /mate/events/{eventId}/tracklist (mate guard): a DJ manager imports the set a DJ they manage played at a past
 * gig from the DJ software's history file, checks and edits it, and publishes it to the event and DJ pages.
 * An event that is not past, or whose lineup holds none of their DJs, is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  const scope = { kind: "dj-manager", userId: ctx.userId } as const;
  return loadTracklistScreen(ctx, scope, params.eventId, new URL(request.url).searchParams.get("dj"));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = signedInContext(context);
  return handleTracklistAction(request, ctx, { kind: "dj-manager", userId: ctx.userId }, params.eventId);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Tracklist · ${loaderData?.event.name ?? "Event"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function MateEventTracklist({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorFrame eyebrow="Tracklist" title={loaderData.event.name} backTo="/mate/events" backLabel="Your events">
      <TracklistScreen view={loaderData} result={actionData as TracklistActionData | undefined} />
    </EditorFrame>
  );
}
