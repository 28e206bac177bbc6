import { EventEditorFrame } from "~/features/events/event-editor-frame";
import { EventForm } from "~/features/events/event-form";
import { requireAreaAccess } from "~server/http/access.server";
import { loadEventForm, submitEventForm } from "~server/http/event-form.server";
import type { Route } from "./+types/admin-event-create";

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requireAreaAccess(request, context, "/admin/events/create");
  return loadEventForm(ctx);
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = requireAreaAccess(request, context, "/admin/events/create");
  return submitEventForm(request, ctx, { donePath: "/admin/events" });
}

export const meta: Route.MetaFunction = () => [
  { title: "Create event · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminEventCreate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EventEditorFrame eyebrow="Admin · Events" title="Create event" backTo="/admin/events" backLabel="All events">
      <EventForm data={loaderData} actionData={actionData} cancelTo="/admin/events" />
    </EventEditorFrame>
  );
}
