import { AdminFrame } from "~/features/admin/admin-frame";
import { RadioTracksEditor } from "~/features/radio/radio-tracks-editor";
import { handleRadioTrackAction } from "~server/adapters/radio-track-action.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { listAdminRadioTracks } from "~server/domain/radio/list-admin-radio-tracks.server";
import type { Route } from "./+types/admin-radio";

/**
 * /admin/radio: the radio's own tracks in playlist order — add one, move one up or down, remove one. The
 * public DJs' featured tracks join the playlist after these by themselves (server/domain/radio/list-radio-playlist).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { database } = signedInContext(context);
  return { tracks: await listAdminRadioTracks(database.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = signedInContext(context);
  return handleRadioTrackAction(request, database.db, { userId, isAdmin: true });
}

export const meta: Route.MetaFunction = () => [
  { title: "Radio · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminRadio({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminFrame
      title="Radio"
      description="The radio's own tracks, played first in today's shuffle with every public DJ's featured mix. Add, order and remove them here."
    >
      <RadioTracksEditor
        actionData={actionData}
        tracks={loaderData.tracks}
        emptyText="No radio tracks yet: the radio plays the DJs' featured mixes."
      />
    </AdminFrame>
  );
}
