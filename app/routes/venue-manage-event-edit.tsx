import { EventForm } from "~/features/events/event-form";
import { EventStatusBadge } from "~/features/events/event-status-badge";
import { VenueManageFrame } from "~/features/venue-manage/venue-manage-frame";
import { loadEventForm, submitEventForm } from "~server/adapters/event-form.server";
import { managedVenueOf } from "~server/adapters/route-guard.server";
import { venueManageFrameData } from "~server/adapters/venue-manage.server";
import type { Route } from "./+types/venue-manage-event-edit";

/**
 * Edit an event at this venue (can_manage_events). An event at another venue — or none — is the same 404 as an
 * unknown id (IDOR): the events form's actor is scoped to this venue.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx, managed } = managedVenueOf(context);
  return {
    frame: venueManageFrameData(managed),
    form: await loadEventForm(ctx, params.eventId, { venue: managed.venue }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, managed } = managedVenueOf(context);
  return submitEventForm(request, ctx, {
    eventId: params.eventId,
    donePath: `/venue/manage/${params.venueSlug}/events`,
    venue: managed.venue,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.form.values.name ?? "event"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function VenueManageEventEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, form } = loaderData;
  return (
    <VenueManageFrame
      frame={frame}
      title={`Edit ${form.values.name ?? "event"}`}
      actions={form.event ? <EventStatusBadge status={form.event.status} /> : null}
    >
      <div className="max-w-[760px]">
        <EventForm data={form} actionData={actionData} cancelTo={`/venue/manage/${frame.venue.slug}/events`} />
      </div>
    </VenueManageFrame>
  );
}
