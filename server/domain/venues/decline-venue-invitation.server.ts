import { and, eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { venueInvitations } from "~server/db/schema";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { requireInvitedEmail, usableInvitation } from "./accept-venue-invitation.server";
import { getVenueInvitation } from "./get-venue-invitation.server";
import { venueManagerOperation } from "./venue-manager-operation.server";

/** Declines a pending invitation addressed to the signed-in person: the link stops working. */
export async function declineVenueInvitation(db: Db, actor: Actor | null, token: string, now = new Date()) {
  return venueManagerOperation(actor, "decline invitation", async (actorId) => {
    const invitation = usableInvitation(await getVenueInvitation(db, token, now));
    await requireInvitedEmail(db, actorId, invitation);
    await db
      .update(venueInvitations)
      .set({ status: "revoked" })
      .where(and(eq(venueInvitations.id, invitation.id), eq(venueInvitations.status, "pending")));
    return { venueName: invitation.venue.name };
  });
}
