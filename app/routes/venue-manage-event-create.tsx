import { EventForm } from "~/features/events/event-form";
import { VenueManageFrame } from "~/features/venue-manage/venue-manage-frame";
import { loadEventForm, submitEventForm } from "~server/adapters/event-form.server";
import { managedVenueOf } from "~server/adapters/route-guard.server";
import { venueManageFrameData } from "~server/adapters/venue-manage.server";
import type { Route } from "./+types/venue-manage-event-create";

/** Create an event at this venue (can_manage_events): the events form with the venue fixed; approval as for mates. */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx, managed } = managedVenueOf(context);
  return { frame: venueManageFrameData(managed), form: await loadEventForm(ctx, undefined, { venue: managed.venue }) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, managed } = managedVenueOf(context);
  return submitEventForm(request, ctx, {
    donePath: `/venue/manage/${params.venueSlug}/events`,
    venue: managed.venue,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Create event · ${loaderData?.frame.venue.name ?? "Venue"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function VenueManageEventCreate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <VenueManageFrame frame={loaderData.frame} title="Create event">
      <div className="max-w-[760px]">
        <EventForm
          data={loaderData.form}
          actionData={actionData}
          cancelTo={`/venue/manage/${loaderData.frame.venue.slug}/events`}
        />
      </div>
    </VenueManageFrame>
  );
}
