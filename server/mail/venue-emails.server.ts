import { VENUE_INVITATION_DAYS, VENUE_ROLE_LABELS, type VenueRole } from "~/core/access/venue-permissions";
import type { MailMessage } from "./mailer.server";

/** The staff invitation: who invites, to which venue, as what, and the one link that accepts it. */
export function venueInvitationEmail(
  brand: string,
  publicUrl: string,
  invitation: { email: string; token: string; role: VenueRole; venueName: string; inviterName: string },
): MailMessage {
  const link = `${publicUrl}/venue/invitations/${invitation.token}`;
  const role = VENUE_ROLE_LABELS[invitation.role].toLowerCase();
  const who = invitation.inviterName ? `${invitation.inviterName} invited you` : "You are invited";
  return {
    to: invitation.email,
    subject: `Join ${invitation.venueName} on ${brand} as ${role}`,
    link,
    text: `Hi,\n\n${who} to help run ${invitation.venueName} on ${brand} as ${role}.\n\nOpen this link to accept or decline (sign in or create an account with this email address, ${invitation.email}):\n\n${link}\n\nThe invitation is valid for ${VENUE_INVITATION_DAYS} days. If you did not expect it, ignore this mail.\n\n${brand} — made by DJs for DJs\n`,
  };
}
