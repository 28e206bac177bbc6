import { eq } from "drizzle-orm";
import { isInvitationTokenShape } from "~/core/venues/venue-staff";
import type { Db } from "~server/db/client.server";
import { venueInvitations, venueProfiles } from "~server/db/schema";
import { hashInvitationToken } from "./venue-invitation-token.server";

export type VenueInvitationState = "pending" | "expired" | "revoked" | "used";

export interface VenueInvitationView {
  id: string;
  email: string;
  role: string;
  state: VenueInvitationState;
  expiresAt: Date;
  createdAt: Date;
  invitedBy: string | null;
  venue: {
    id: string;
    name: string;
    slug: string;
    city: string | null;
    country: string | null;
    logoUrl: string | null;
  };
}

/**
 * The invitation behind a mailed token, with what can be done with it: null for a token we never issued (or a
 * deactivated venue), otherwise its state — pending, expired (past expires_at), revoked (cancelled, replaced or
 * declined) or used (accepted).
 */
export async function getVenueInvitation(db: Db, token: string, now = new Date()): Promise<VenueInvitationView | null> {
  if (!isInvitationTokenShape(token)) return null;
  const [row] = await db
    .select({ invitation: venueInvitations, venue: venueProfiles })
    .from(venueInvitations)
    .innerJoin(venueProfiles, eq(venueProfiles.id, venueInvitations.venueId))
    .where(eq(venueInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  const slug = row?.venue.slug;
  if (!row || !slug || !row.venue.isActive) return null;
  const { invitation, venue } = row;
  const state: VenueInvitationState =
    invitation.status === "accepted"
      ? "used"
      : invitation.status === "revoked"
        ? "revoked"
        : invitation.expiresAt.getTime() <= now.getTime()
          ? "expired"
          : "pending";
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    state,
    expiresAt: invitation.expiresAt,
    createdAt: invitation.createdAt,
    invitedBy: invitation.invitedBy,
    venue: {
      id: venue.id,
      name: venue.name,
      slug,
      city: venue.city,
      country: venue.country,
      logoUrl: venue.logoUrl,
    },
  };
}
