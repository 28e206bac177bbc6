import { Radio } from "lucide-react";
import { RadioTracksEditor } from "~/features/radio/radio-tracks-editor";
import { ButtonLink } from "~/ui/button";
import { handleRadioTrackAction } from "~server/adapters/radio-track-action.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { listAdminRadioTracks } from "~server/domain/radio/list-admin-radio-tracks.server";
import { getUserDjProfiles } from "~server/domain/roles/get-user-dj-profiles.server";
import type { Route } from "./+types/mate-radio";

/**
 * /mate/radio: a DJ adds, orders and removes the radio tracks of the profiles they own or manage, with the
 * admin screen's form and list. The domain functions refuse a track of any other profile (an admin here is a DJ too:
 * the screen is scoped to their own profiles; /admin/radio is where they manage every track).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { database, userId } = signedInContext(context);
  const profiles = (await getUserDjProfiles(database.db, userId)).map(({ slug, displayName }) => ({
    slug,
    displayName,
  }));
  const tracks = await listAdminRadioTracks(database.db, { artistSlugs: profiles.map((p) => p.slug) });
  return { profiles, tracks };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = signedInContext(context);
  return handleRadioTrackAction(request, database.db, { userId, isAdmin: false });
}

export const meta: Route.MetaFunction = () => [
  { title: "Your radio tracks · Booth" },
  { name: "robots", content: "noindex" },
];

export default function MateRadio({ loaderData, actionData }: Route.ComponentProps) {
  const { profiles, tracks } = loaderData;
  return (
    <div className="mx-auto max-w-[960px] px-4 pt-6 pb-24 md:px-6 md:pt-10">
      <p className="text-xs font-semibold tracking-[0.2em] text-accent-fg uppercase">Mate radio</p>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-[32px] leading-[1.05] font-bold tracking-tight md:text-5xl">
          Your radio tracks
        </h1>
        <ButtonLink to="/radio" variant="secondary" size="sm">
          <Radio aria-hidden className="size-4" /> Listen
        </ButtonLink>
      </div>
      <p className="mt-2 max-w-xl text-sm text-muted">
        Your tracks play on the radio in the order you give them, shuffled into the day with every DJ's featured mix.
      </p>
      {profiles.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
          <Radio aria-hidden className="size-9 text-accent-fg" />
          <h2 className="mt-3 font-display text-xl font-semibold">No DJ profile yet</h2>
          <p className="mt-1 max-w-sm text-sm text-muted">Claim your DJ profile to put your tracks on the radio.</p>
          <ButtonLink to="/claim-dj-profile" className="mt-5">
            Claim your profile
          </ButtonLink>
        </div>
      ) : (
        <RadioTracksEditor
          actionData={actionData}
          tracks={tracks}
          profiles={profiles}
          emptyText="None of your tracks is on the radio yet: add the first one above."
        />
      )}
    </div>
  );
}
