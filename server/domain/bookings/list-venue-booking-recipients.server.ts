import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { users, venueManagers } from "~server/db/schema";

/**
 * Who hears about a venue's booking inquiry: its active managers whose permissions grant
 * can_manage_bookings. Blocked accounts are left out; each address once.
 */
export async function listVenueBookingRecipients(db: Db, venueId: string): Promise<string[]> {
  const managerIds = db
    .select({ id: venueManagers.userId })
    .from(venueManagers)
    .where(
      and(
        eq(venueManagers.venueId, venueId),
        eq(venueManagers.invitationStatus, "active"),
        sql`(${venueManagers.permissions} ->> 'can_manage_bookings') = 'true'`,
      ),
    );
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.blocked, false), inArray(users.id, managerIds)));
  return [...new Set(rows.map((r) => r.email.toLowerCase()))].sort();
}
