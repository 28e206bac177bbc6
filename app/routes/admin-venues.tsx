import { Building2, Plus } from "lucide-react";
import {
  ADMIN_VENUE_FILTERS,
  adminListSummary,
  adminVenueIntentSchema,
  parseAdminListParams,
} from "~/core/admin/admin-venues";
import { AdminFrame } from "~/features/admin/admin-frame";
import { AdminListEmpty, AdminListToolbar } from "~/features/admin/admin-list-toolbar";
import { AdminVenueRow } from "~/features/admin/admin-venue-row";
import { useCreatedToast } from "~/features/admin/use-created-toast";
import { ButtonLink } from "~/ui/button";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { auditAdminAction } from "~server/adapters/admin-audit.server";
import { runAdminListAction } from "~server/adapters/admin-list-action.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { assignVenueOwner } from "~server/domain/admin/assign-venue-owner.server";
import { listAdminVenues } from "~server/domain/admin/list-admin-venues.server";
import { setVenueActive } from "~server/domain/admin/set-venue-active.server";
import type { Route } from "./+types/admin-venues";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, userId } = signedInContext(context);
  const { status, q } = parseAdminListParams(new URL(request.url).searchParams, ADMIN_VENUE_FILTERS);
  const { venues, total } = await listAdminVenues(database.db, { id: userId }, { status, q });
  return { venues, total, status, q };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = signedInContext(context);
  const actor = { id: userId };
  return runAdminListAction(request, adminVenueIntentSchema, async (input) => {
    if (input.intent === "assign-owner") {
      const { venueName, owner } = await assignVenueOwner(database.db, actor, input);
      await auditAdminAction(database.db, userId, {
        action: "venue.owner",
        targetType: "venue",
        targetId: input.venueId,
        targetLabel: venueName,
        after: { owner: owner.email },
      });
      return `${owner.name || owner.email} now owns ${venueName}`;
    }
    const active = input.intent === "reactivate";
    const venue = await setVenueActive(database.db, actor, { venueId: input.venueId, active });
    await auditAdminAction(database.db, userId, {
      action: "venue.active",
      targetType: "venue",
      targetId: input.venueId,
      targetLabel: venue.name,
      before: { active: !active },
      after: { active },
    });
    return `${venue.name} is ${active ? "active again" : "deactivated"}`;
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Venues · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminVenues({ loaderData }: Route.ComponentProps) {
  const { venues, total, status, q } = loaderData;
  const toggle = useConfirmedFetcher();
  const created = useCreatedToast((slug) => venues.find((v) => v.slug === slug)?.name);
  return (
    <AdminFrame
      title="Venues"
      description="Every venue on Booth, deactivated ones too. Create venues, hand them to their owners, take them down or bring them back."
      actions={
        <ButtonLink to="/admin/venues/create" size="sm">
          <Plus aria-hidden className="size-4" /> Create venue
        </ButtonLink>
      }
    >
      <AdminListToolbar
        filters={ADMIN_VENUE_FILTERS}
        status={status}
        q={q}
        label="Venue state"
        searchLabel="Search venues by name, city or owner email"
        placeholder="Name, city or owner email"
      />
      <p className="mt-4 text-sm text-muted tabular-nums" aria-live="polite" data-testid="admin-venue-count">
        {adminListSummary(total, ["venue", "venues"], status, q)}
        {venues.length < total ? ` · first ${venues.length} shown` : ""}
      </p>
      {venues.length === 0 ? (
        <AdminListEmpty
          title="No venues here"
          text={q ? "Nothing matches that search. Try a name, a city or an owner's email." : "Create the first one."}
          icon={<Building2 className="size-8" />}
        />
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {venues.map((venue) => (
            <li key={venue.id}>
              <AdminVenueRow venue={venue} toggle={toggle} highlight={venue.slug === created} />
            </li>
          ))}
        </ul>
      )}
    </AdminFrame>
  );
}
