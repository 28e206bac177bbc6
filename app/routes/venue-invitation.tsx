import { Check, LogIn, MailWarning, UserPlus, X } from "lucide-react";
import { data, Form, redirect, useActionData } from "react-router";
import { VENUE_ROLE_LABELS, type VenueRole } from "~/core/access/venue-permissions";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import { invitationAccountLinks, invitationGuestMessage, VENUE_INVITATION_MESSAGES } from "~/core/venues/venue-staff";
import { venuePlace } from "~/core/venues/venues";
import { ButtonLink } from "~/ui/button";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { VenueLogo } from "~/ui/venue-logo";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { routeContext } from "~server/adapters/route-guard.server";
import { AppError } from "~server/domain/app-error.server";
import { acceptVenueInvitation } from "~server/domain/venues/accept-venue-invitation.server";
import { declineVenueInvitation } from "~server/domain/venues/decline-venue-invitation.server";
import { getVenueInvitation } from "~server/domain/venues/get-venue-invitation.server";
import type { Route } from "./+types/venue-invitation";

/**
 * /venue/invitations/{token}: the venue and role of a mailed staff invitation, with Accept and Decline. Whoever holds
 * the link sees what it offers; a guest is offered sign-up with the invited address filled in (or log in) and comes
 * back here to answer. A token we never issued is 404; an expired, revoked or used one says so; an invitation for
 * another address names that address.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  const invitation = await getVenueInvitation(ctx.database.db, params.token);
  if (!invitation)
    return data({ state: "unknown" as const, message: VENUE_INVITATION_MESSAGES.unknown }, { status: 404 });
  const guest = !ctx.userId;
  const email = ctx.viewer.email?.trim().toLowerCase() ?? "";
  const message =
    invitation.state === "expired"
      ? VENUE_INVITATION_MESSAGES.expired
      : invitation.state === "revoked"
        ? VENUE_INVITATION_MESSAGES.revoked
        : invitation.state === "used"
          ? VENUE_INVITATION_MESSAGES.used
          : guest
            ? null
            : email !== invitation.email.toLowerCase()
              ? VENUE_INVITATION_MESSAGES.wrongEmail(invitation.email)
              : null;
  const offerAccount = guest && invitation.state === "pending";
  return {
    state: invitation.state,
    guest,
    message,
    canAnswer: !guest && invitation.state === "pending" && message === null,
    // Only on a pending invitation, to the holder of its link (mailed to that very address).
    account: offerAccount
      ? { ...invitationAccountLinks(params.token, invitation.email), note: invitationGuestMessage(invitation.email) }
      : null,
    role: invitation.role,
    venue: {
      name: invitation.venue.name,
      logoUrl: invitation.venue.logoUrl,
      place: venuePlace(invitation.venue),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = routeContext(context);
  const db = ctx.database.db;
  // A token we never issued is the same 404 as the page, whatever is posted.
  if (!(await getVenueInvitation(db, params.token)))
    return data({ error: VENUE_INVITATION_MESSAGES.unknown }, { status: 404 });
  // Answering needs the invited account: a guest signs in and comes back here.
  if (!ctx.userId) return redirect(invitationAccountLinks(params.token, "").logIn);
  const actor = { id: ctx.userId };
  const intent = (await request.formData()).get("intent");
  try {
    if (intent === "accept") {
      const { venueSlug } = await acceptVenueInvitation(db, actor, params.token);
      return redirect(`/venue/manage/${venueSlug}`);
    }
    if (intent === "decline") {
      const { venueName } = await declineVenueInvitation(db, actor, params.token);
      return { declined: `You declined the invitation to ${venueName}.` };
    }
    return data({ error: `${REQUEST_NOT_UNDERSTOOD}.` }, { status: 400 });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ error: error.message }, { status: appErrorStatus(error) });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Venue invitation · Booth" },
  { name: "robots", content: "noindex" },
];

export default function VenueInvitation({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const declined = result && "declined" in result ? result.declined : null;
  const error = result && "error" in result ? result.error : null;
  return (
    <section className="mx-auto flex max-w-[560px] flex-col px-4 pt-10 pb-24 md:pt-16" aria-labelledby="invite-heading">
      <p className="text-xs font-semibold tracking-[0.24em] text-accent-fg uppercase">Venue invitation</p>
      {loaderData.state === "unknown" ? (
        <>
          <h1 id="invite-heading" className="mt-2 font-display text-3xl font-bold tracking-tight">
            Invitation not found
          </h1>
          <Notice tone="warning" className="mt-6">
            {loaderData.message}
          </Notice>
          <ButtonLink to="/my-venues" variant="secondary" className="mt-6 w-max">
            Go to My Venues
          </ButtonLink>
        </>
      ) : (
        <>
          <div className="mt-4 flex items-center gap-4 rounded-2xl border border-border bg-surface p-4">
            <VenueLogo venue={loaderData.venue} className="size-16 shrink-0 text-lg" />
            <div className="min-w-0">
              <h1 id="invite-heading" className="font-display text-2xl leading-tight font-bold tracking-tight">
                Join {loaderData.venue.name}
              </h1>
              <p className="mt-1 text-sm text-muted">
                as{" "}
                <strong className="text-fg">
                  {VENUE_ROLE_LABELS[loaderData.role as VenueRole] ?? loaderData.role}
                </strong>
                {loaderData.venue.place ? ` · ${loaderData.venue.place}` : ""}
              </p>
            </div>
          </div>
          {declined ? (
            <Notice tone="info" className="mt-6">
              {declined}
            </Notice>
          ) : loaderData.message ? (
            <Notice tone="warning" className="mt-6">
              <span className="inline-flex items-start gap-2">
                <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
                {loaderData.message}
              </span>
            </Notice>
          ) : null}
          {error ? (
            <Notice tone="error" className="mt-6">
              {error}
            </Notice>
          ) : null}
          {loaderData.account ? (
            <div className="mt-6 flex flex-col gap-4">
              <p className="text-sm leading-relaxed text-muted">{loaderData.account.note}</p>
              <div className="grid gap-3 sm:grid-cols-2">
                <ButtonLink to={loaderData.account.signUp} icon={<UserPlus aria-hidden className="size-4" />}>
                  Sign up to accept
                </ButtonLink>
                <ButtonLink
                  to={loaderData.account.logIn}
                  variant="secondary"
                  icon={<LogIn aria-hidden className="size-4" />}
                >
                  Log in
                </ButtonLink>
              </div>
            </div>
          ) : loaderData.canAnswer && !declined ? (
            <div className="mt-6 grid gap-3 sm:grid-cols-2">
              <Form method="post">
                <SubmitButton intent="accept" busyLabel="Accepting…">
                  <Check aria-hidden className="size-4" /> Accept
                </SubmitButton>
              </Form>
              <Form method="post">
                <SubmitButton intent="decline" busyLabel="Declining…" variant="secondary">
                  <X aria-hidden className="size-4" /> Decline
                </SubmitButton>
              </Form>
            </div>
          ) : loaderData.guest ? (
            <ButtonLink to="/" variant="secondary" className="mt-6 w-max">
              Go to Home
            </ButtonLink>
          ) : (
            <ButtonLink to="/my-venues" variant="secondary" className="mt-6 w-max">
              Go to My Venues
            </ButtonLink>
          )}
        </>
      )}
    </section>
  );
}
