import { RadiusClauseForm } from "~/features/events/radius-clause-form";
import { VenueManageFrame } from "~/features/venue-manage/venue-manage-frame";
import { loadRadiusClause, submitRadiusClause } from "~server/adapters/radius-clause.server";
import { managedVenueOf } from "~server/adapters/route-guard.server";
import { venueManageFrameData } from "~server/adapters/venue-manage.server";
import type { Route } from "./+types/venue-manage-radius-clause";

/**
 * /venue/manage/{venueSlug}/radius-clause (can_manage_events): the venue's radius clause, which the clash check of
 * every event form applies to its lineup DJs (decision 056).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx, managed } = managedVenueOf(context);
  return {
    frame: venueManageFrameData(managed),
    ...(await loadRadiusClause(ctx, { venueId: managed.venue.id }, request)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, managed } = managedVenueOf(context);
  const done = `/venue/manage/${managed.venue.slug}/radius-clause`;
  return submitRadiusClause(request, ctx, { venueId: managed.venue.id }, done);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Radius clause · ${loaderData?.frame.venue.name ?? "Venue"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function VenueManageRadiusClause({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <VenueManageFrame frame={loaderData.frame} title="Radius clause">
      <RadiusClauseForm
        owner={loaderData.frame.venue.name}
        values={loaderData.values}
        actionData={actionData}
        saved={loaderData.saved}
      />
    </VenueManageFrame>
  );
}
