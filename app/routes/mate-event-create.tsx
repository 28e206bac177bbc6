import { EventForm } from "~/features/events/event-form";
import { EditorFrame } from "~/ui/editor-frame";
import { loadEventForm, submitEventForm } from "~server/adapters/event-form.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/mate-event-create";

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = signedInContext(context);
  return loadEventForm(ctx);
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = signedInContext(context);
  return submitEventForm(request, ctx, { donePath: "/mate/events" });
}

export const meta: Route.MetaFunction = () => [
  { title: "Create event · Booth" },
  { name: "robots", content: "noindex" },
];

export default function MateEventCreate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorFrame eyebrow="Mate events" title="Create event" backTo="/mate/events" backLabel="Your events">
      <EventForm data={loaderData} actionData={actionData} cancelTo="/mate/events" />
    </EditorFrame>
  );
}
