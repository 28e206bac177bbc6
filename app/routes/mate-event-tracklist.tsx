import { formatEventDate } from "~/core/events/events";
import { TRACKLIST_FORMAT_LABELS } from "~/core/tracklists/tracklist";
import {
  TracklistDjPicker,
  TracklistImportForm,
  TracklistNotice,
  TracklistTracksForm,
} from "~/features/tracklists/tracklist-editor";
import { EditorFrame } from "~/ui/editor-frame";
import { signedInContext } from "~server/adapters/route-guard.server";
import {
  handleTracklistAction,
  loadTracklistGig,
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
  const { gig, dj, draft } = await loadTracklistGig(ctx, params.eventId, new URL(request.url).searchParams.get("dj"));
  return {
    event: {
      name: gig.event.eventName,
      when: formatEventDate(gig.event.eventDate, gig.event.timeZone),
      venue: gig.event.venue,
      eventId: gig.event.eventId,
    },
    djs: gig.djs.map(({ slug, displayName }) => ({ slug, displayName })),
    dj,
    draft: draft && {
      format: TRACKLIST_FORMAT_LABELS[draft.format],
      published: draft.publishedAt !== null,
      tracks: draft.tracks,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleTracklistAction(request, signedInContext(context), params.eventId);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Tracklist · ${loaderData?.event.name ?? "Event"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function MateEventTracklist({ loaderData, actionData }: Route.ComponentProps) {
  const { event, djs, dj, draft } = loaderData;
  const result = actionData as TracklistActionData | undefined;
  return (
    <EditorFrame eyebrow="Tracklist" title={event.name} backTo="/mate/events" backLabel="Your events">
      <p className="-mt-3 mb-6 text-sm text-muted">
        {[event.when, event.venue].filter(Boolean).join(" · ")} ·{" "}
        <a href={`/events/${event.eventId}`} className="underline hover:text-fg">
          Event page
        </a>
      </p>
      <TracklistDjPicker djs={djs} current={dj.slug} />
      <TracklistNotice data={result} />
      <TracklistImportForm
        djId={dj.id}
        djName={dj.displayName}
        playlists={result && !result.ok ? result.playlists : undefined}
        hasDraft={Boolean(draft)}
      />
      {draft ? (
        <>
          <p className="mt-6 text-sm text-muted">From {draft.format}.</p>
          <TracklistTracksForm djId={dj.id} tracks={draft.tracks} published={draft.published} />
        </>
      ) : null}
    </EditorFrame>
  );
}
