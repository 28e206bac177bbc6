import { data } from "react-router";
import { VENUE_ROLE_LABELS } from "~/core/access/venue-permissions";
import { CHECK_THE_FIELDS, fieldErrorsOf, formValues } from "~/core/forms/form-result";
import { permissionsFromForm, staffNotice, venueStaffIntentSchema } from "~/core/venues/venue-staff";
import { VenueManageFrame } from "~/features/venue-manage/venue-manage-frame";
import {
  InvitationRow,
  InviteForm,
  StaffLog,
  StaffMemberCard,
  type VenueStaffResult,
} from "~/features/venue-manage/venue-staff-parts";
import { useConfirmedFetcher } from "~/ui/use-confirmed-fetcher";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { managedVenueOf } from "~server/adapters/route-guard.server";
import { venueManageFrameData } from "~server/adapters/venue-manage.server";
import { AppError } from "~server/domain/app-error.server";
import { changeVenueStaff } from "~server/domain/venues/change-venue-staff.server";
import { inviteVenueStaff } from "~server/domain/venues/invite-venue-staff.server";
import { listVenueStaff } from "~server/domain/venues/list-venue-staff.server";
import { listVenueStaffLog } from "~server/domain/venues/list-venue-staff-log.server";
import { logger } from "~server/logger.server";
import { venueInvitationEmail } from "~server/mail/venue-emails.server";
import type { Route } from "./+types/venue-manage-staff";

/**
 * The Staff tab (can_manage_staff): managers with role and invitation_status, pending invitations, invite; for the
 * venue's owners (and administrators) also the staff log and removing former members for good.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx, managed } = managedVenueOf(context);
  const isOwner = managed.viaAdmin || managed.role === "owner";
  const [{ staff, invitations }, log] = await Promise.all([
    listVenueStaff(ctx.database.db, managed.venue.id),
    isOwner ? listVenueStaffLog(ctx.database.db, managed.venue.id) : null,
  ]);
  return { frame: venueManageFrameData(managed), staff, invitations, log, isOwner, selfId: ctx.userId };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx } = managedVenueOf(context);
  const values = formValues(await request.formData());
  const parsed = venueStaffIntentSchema.safeParse(values);
  if (!parsed.success)
    return data<VenueStaffResult>(
      { ok: false, error: CHECK_THE_FIELDS, errors: fieldErrorsOf(parsed.error) },
      { status: 400 },
    );
  const db = ctx.database.db;
  const actor = { id: ctx.userId };
  const input = parsed.data;
  try {
    if (input.intent === "invite") {
      const sent = await inviteVenueStaff(db, actor, {
        venueSlug: params.venueSlug,
        email: input.email,
        role: input.role,
      });
      const mail = venueInvitationEmail(ctx.config.brandName, ctx.config.publicUrl, {
        email: sent.email,
        token: sent.token,
        role: sent.role,
        venueName: sent.venue.name,
        inviterName: sent.inviterName,
      });
      // The invitation stands even if the mail cannot go right now: re-inviting sends a fresh link.
      await ctx.mailer.send(mail).catch((error) => logger.error("venue invitation mail failed", { error }));
      const invited = `${sent.email} as ${VENUE_ROLE_LABELS[sent.role]}`;
      return data<VenueStaffResult>({
        ok: true,
        message: sent.replaced
          ? `${staffNotice("invited", invited)}. It replaces the earlier invitation, whose link no longer works.`
          : staffNotice("invited", invited),
      });
    }
    const change =
      input.intent === "permissions"
        ? { kind: "permissions" as const, userId: input.userId, permissions: permissionsFromForm(values) }
        : input.intent === "role"
          ? { kind: "role" as const, userId: input.userId, role: input.role }
          : input.intent === "revoke" || input.intent === "remove"
            ? { kind: input.intent, userId: input.userId }
            : { kind: "cancel-invitation" as const, invitationId: input.invitationId };
    const { who } = await changeVenueStaff(db, actor, params.venueSlug, change);
    const message =
      change.kind === "role"
        ? staffNotice("role", VENUE_ROLE_LABELS[change.role])
        : change.kind === "permissions"
          ? staffNotice("permissions", who)
          : change.kind === "revoke"
            ? staffNotice("revoked", who)
            : change.kind === "remove"
              ? staffNotice("removed", who)
              : staffNotice("cancelled", who);
    return data<VenueStaffResult>({ ok: true, message });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data<VenueStaffResult>(
      { ok: false, error: error.message, errors: error.field ? { [error.field]: error.message } : undefined },
      { status: appErrorStatus(error) },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Staff · ${loaderData?.frame.venue.name ?? "Venue"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function VenueManageStaff({ loaderData }: Route.ComponentProps) {
  const { frame, staff, invitations, log, isOwner, selfId } = loaderData;
  const action = useConfirmedFetcher();
  const active = staff.filter((m) => m.invitationStatus === "active").length;
  return (
    <VenueManageFrame frame={frame} title="Staff">
      <section aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="font-display text-xl font-semibold">
          Invite someone
        </h2>
        <p className="mt-1 mb-4 max-w-2xl text-sm text-muted">
          They get an email with a link that works for 7 days. Owners can do everything; managers everything but staff
          and deletion; booking agents handle events, analytics and bookings; promoters events and media.
        </p>
        <InviteForm />
      </section>
      {invitations.length > 0 ? (
        <section aria-labelledby="pending-heading" className="mt-10">
          <h2 id="pending-heading" className="font-display text-xl font-semibold">
            Pending invitations <span className="text-muted tabular">({invitations.length})</span>
          </h2>
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} action={action} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="staff-heading" className="mt-10">
        <h2 id="staff-heading" className="font-display text-xl font-semibold">
          Staff <span className="text-muted tabular">({active} active)</span>
        </h2>
        <ul className="mt-4 grid gap-3 lg:grid-cols-2">
          {staff.map((member) => (
            <StaffMemberCard
              key={member.userId}
              member={member}
              isSelf={member.userId === selfId}
              canRemove={isOwner}
              action={action}
            />
          ))}
        </ul>
      </section>
      {log ? <StaffLog rows={log} /> : null}
    </VenueManageFrame>
  );
}
