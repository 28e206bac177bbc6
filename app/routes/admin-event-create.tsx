import { EventForm } from "~/features/events/event-form";
import { EditorFrame } from "~/ui/editor-frame";
import { loadEventForm, submitEventForm } from "~server/adapters/event-form.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/admin-event-create";

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  return loadEventForm(ctx);
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = signedInContext(context);
  return submitEventForm(request, ctx, { donePath: "/admin/events" });
}

export const meta: Route.MetaFunction = () => [
  { title: "Create event · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminEventCreate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorFrame eyebrow="Admin · Events" title="Create event" backTo="/admin/events" backLabel="All events">
      <EventForm data={loaderData} actionData={actionData} cancelTo="/admin/events" />
    </EditorFrame>
  );
}
