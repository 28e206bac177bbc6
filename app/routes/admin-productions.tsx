import { Disc, Plus } from "lucide-react";
import {
  ADMIN_PRODUCTION_FILTERS,
  adminListSummary,
  adminProductionIntentSchema,
  parseAdminListParams,
  productionFlagNotice,
} from "~/core/admin/admin-venues";
import { AdminFrame } from "~/features/admin/admin-frame";
import { AdminListEmpty, AdminListToolbar } from "~/features/admin/admin-list-toolbar";
import { AdminProductionRow } from "~/features/admin/admin-production-row";
import { useCreatedToast } from "~/features/admin/use-created-toast";
import { ButtonLink } from "~/ui/button";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { auditAdminAction } from "~server/adapters/admin-audit.server";
import { runAdminListAction } from "~server/adapters/admin-list-action.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { assignProductionLineOwner } from "~server/domain/admin/assign-production-line-owner.server";
import { listAdminProductionLines } from "~server/domain/admin/list-admin-production-lines.server";
import { setProductionLineFlag } from "~server/domain/admin/set-production-line-flag.server";
import type { Route } from "./+types/admin-productions";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, userId } = signedInContext(context);
  const { status, q } = parseAdminListParams(new URL(request.url).searchParams, ADMIN_PRODUCTION_FILTERS);
  const { lines, total } = await listAdminProductionLines(database.db, { id: userId }, { status, q });
  return { lines, total, status, q };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = signedInContext(context);
  const actor = { id: userId };
  return runAdminListAction(request, adminProductionIntentSchema, async (input) => {
    if (input.intent === "assign-owner") {
      const { lineName, owner } = await assignProductionLineOwner(database.db, actor, input);
      await auditAdminAction(database.db, userId, {
        action: "production.owner",
        targetType: "production_line",
        targetId: input.productionLineId,
        targetLabel: lineName,
        after: { owner: owner.email },
      });
      return `${owner.name || owner.email} now owns ${lineName}`;
    }
    const line = await setProductionLineFlag(database.db, actor, input);
    await auditAdminAction(database.db, userId, {
      action: "production.flag",
      targetType: "production_line",
      targetId: input.productionLineId,
      targetLabel: line.name,
      before: { [input.flag]: !input.value },
      after: { [input.flag]: input.value },
    });
    return productionFlagNotice(line.name, input.flag, input.value);
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Production Lines · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminProductions({ loaderData }: Route.ComponentProps) {
  const { lines, total, status, q } = loaderData;
  const action = useConfirmedFetcher();
  useCreatedToast((slug) => lines.find((l) => l.slug === slug)?.name);
  return (
    <AdminFrame
      title="Production lines"
      description="Every production line, inactive ones too. Verify the real ones, feature a few on /productions, hand them to their owners."
      actions={
        <ButtonLink to="/admin/productions/create" size="sm">
          <Plus aria-hidden className="size-4" /> Create production line
        </ButtonLink>
      }
    >
      <AdminListToolbar
        filters={ADMIN_PRODUCTION_FILTERS}
        status={status}
        q={q}
        label="Production line state"
        searchLabel="Search production lines by name"
        placeholder="Name or address"
      />
      <p className="mt-4 text-sm text-muted tabular-nums" aria-live="polite" data-testid="admin-production-count">
        {adminListSummary(total, ["production line", "production lines"], status, q)}
        {lines.length < total ? ` · first ${lines.length} shown` : ""}
      </p>
      {lines.length === 0 ? (
        <AdminListEmpty
          title="No production lines here"
          text={q ? "Nothing matches that search." : "Create the first one."}
          icon={<Disc className="size-8" />}
        />
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {lines.map((line) => (
            <li key={line.id}>
              <AdminProductionRow line={line} action={action} />
            </li>
          ))}
        </ul>
      )}
    </AdminFrame>
  );
}
