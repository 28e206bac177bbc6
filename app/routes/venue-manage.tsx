import { ShieldOff } from "lucide-react";
import { redirect } from "react-router";
import { VenueManageFrame } from "~/features/venue-manage/venue-manage-frame";
import { ButtonLink } from "~/ui/button";
import { managedVenueOf } from "~server/adapters/route-guard.server";
import { venueManageFrameData } from "~server/adapters/venue-manage.server";
import type { Route } from "./+types/venue-manage";

/**
 * /venue/manage/{venueSlug} (decision 025): sends the person to their first permitted tab, in VENUE_MANAGE_TABS
 * order; someone whose record grants nothing yet sees the frame with a notice. No record for this very venue → 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { managed } = managedVenueOf(context);
  const frame = venueManageFrameData(managed);
  const first = frame.tabs[0];
  if (first) throw redirect(`/venue/manage/${params.venueSlug}/${first.tab}`);
  return { frame };
}

/** No form here: the record check still answers a POST first (404 without one), then 405. */
export async function action({ context }: Route.ActionArgs) {
  managedVenueOf(context);
  return new Response(null, { status: 405 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.frame.venue.name ?? "Venue"} · Venue management · Booth` },
  { name: "robots", content: "noindex" },
];

export default function VenueManage({ loaderData }: Route.ComponentProps) {
  return (
    <VenueManageFrame frame={loaderData.frame} title="No permissions yet">
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-surface-2 text-warning">
          <ShieldOff aria-hidden className="size-7" />
        </span>
        <h2 className="mt-4 font-display text-xl font-semibold">
          You have no permissions at this venue yet — ask an owner
        </h2>
        <p className="mt-2 max-w-md text-sm leading-relaxed text-muted">
          You are on this venue's staff, but none of its sections is switched on for you. An owner can grant them on the
          Staff tab.
        </p>
        <ButtonLink to="/my-venues" variant="secondary" className="mt-6">
          Back to My Venues
        </ButtonLink>
      </div>
    </VenueManageFrame>
  );
}
