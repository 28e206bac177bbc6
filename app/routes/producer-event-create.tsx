import { producerDashboardPath } from "~/core/productions/productions";
import { EventForm } from "~/features/events/event-form";
import { ProducerFrame } from "~/features/producer/producer-frame";
import { loadEventForm, submitEventForm } from "~server/adapters/event-form.server";
import { producerFrameData } from "~server/adapters/production-manage.server";
import { managedProductionLineOf } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/producer-event-create";

/** /producer/dashboard/{slug}/events/create (resource guard): the events form with the production line fixed. */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx, managed } = managedProductionLineOf(context);
  const productionLine = { id: managed.line.id, name: managed.line.name };
  return { frame: producerFrameData(managed), form: await loadEventForm(ctx, undefined, { productionLine }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, managed } = managedProductionLineOf(context);
  return submitEventForm(request, ctx, {
    donePath: producerDashboardPath(managed.line.slug),
    productionLine: { id: managed.line.id, name: managed.line.name },
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "New event · Producer dashboard · Booth" },
  { name: "robots", content: "noindex" },
];

export default function ProducerEventCreate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProducerFrame frame={loaderData.frame} title="New event">
      <EventForm
        data={loaderData.form}
        actionData={actionData}
        cancelTo={producerDashboardPath(loaderData.frame.line.slug)}
      />
    </ProducerFrame>
  );
}
