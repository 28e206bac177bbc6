import { producerDashboardPath } from "~/core/productions/productions";
import { EventForm } from "~/features/events/event-form";
import { EventStatusBadge } from "~/features/events/event-status-badge";
import { ProducerFrame } from "~/features/producer/producer-frame";
import { loadEventForm, submitEventForm } from "~server/adapters/event-form.server";
import { producerFrameData } from "~server/adapters/production-manage.server";
import { managedProductionLineOf } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/producer-event-edit";

/**
 * /producer/dashboard/{slug}/events/{eventId}/edit (resource guard): an event of this production line in the events
 * form, the line fixed. Another line's event is the same 404 as an unknown id (app/core/access/event-ownership).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx, managed } = managedProductionLineOf(context);
  const productionLine = { id: managed.line.id, name: managed.line.name };
  return { frame: producerFrameData(managed), form: await loadEventForm(ctx, params.eventId, { productionLine }) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx, managed } = managedProductionLineOf(context);
  return submitEventForm(request, ctx, {
    eventId: params.eventId,
    donePath: producerDashboardPath(managed.line.slug),
    productionLine: { id: managed.line.id, name: managed.line.name },
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.form.values.name ?? "event"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function ProducerEventEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { form } = loaderData;
  return (
    <ProducerFrame frame={loaderData.frame} title={`Edit ${form.values.name ?? "event"}`}>
      {form.event ? (
        <div className="mb-4">
          <EventStatusBadge status={form.event.status} />
        </div>
      ) : null}
      <EventForm data={form} actionData={actionData} cancelTo={producerDashboardPath(loaderData.frame.line.slug)} />
    </ProducerFrame>
  );
}
