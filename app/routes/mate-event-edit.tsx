import { EventForm } from "~/features/events/event-form";
import { EventStatusBadge } from "~/features/events/event-status-badge";
import { EditorFrame } from "~/ui/editor-frame";
import { loadEventForm, submitEventForm } from "~server/adapters/event-form.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/mate-event-edit";

export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  return loadEventForm(ctx, params.eventId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = signedInContext(context);
  return submitEventForm(request, ctx, { eventId: params.eventId, donePath: "/mate/events" });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.values.name ?? "event"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function MateEventEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorFrame
      eyebrow="Edit event"
      title={loaderData.values.name ?? "Event"}
      backTo="/mate/events"
      backLabel="Your events"
      aside={loaderData.event ? <EventStatusBadge status={loaderData.event.status} /> : null}
    >
      <EventForm data={loaderData} actionData={actionData} cancelTo="/mate/events" />
    </EditorFrame>
  );
}
