import { producerDashboardPath } from "~/core/productions/productions";
import { RadiusClauseForm } from "~/features/events/radius-clause-form";
import { ProducerFrame } from "~/features/producer/producer-frame";
import { producerFrameData } from "~server/adapters/production-manage.server";
import { loadRadiusClause, submitRadiusClause } from "~server/adapters/radius-clause.server";
import { managedProductionLineOf } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/producer-radius-clause";

/**
 * /producer/dashboard/{slug}/radius-clause (resource guard): the production line's radius clause, which the clash
 * check of every event form applies to its lineup DJs (decision 056).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx, managed } = managedProductionLineOf(context);
  const of = { productionLineId: managed.line.id };
  return { frame: producerFrameData(managed), ...(await loadRadiusClause(ctx, of, request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, managed } = managedProductionLineOf(context);
  const done = `${producerDashboardPath(managed.line.slug)}/radius-clause`;
  return submitRadiusClause(request, ctx, { productionLineId: managed.line.id }, done);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Radius clause · ${loaderData?.frame.line.name ?? "Production line"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function ProducerRadiusClause({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProducerFrame frame={loaderData.frame} title="Radius clause">
      <RadiusClauseForm
        owner={loaderData.frame.line.name}
        values={loaderData.values}
        actionData={actionData}
        saved={loaderData.saved}
      />
    </ProducerFrame>
  );
}
