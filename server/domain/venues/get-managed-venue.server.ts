import { and, eq } from "drizzle-orm";
import {
  defaultVenuePermissions,
  readVenuePermissions,
  VENUE_PERMISSION_KEYS,
  type VenuePermissionKey,
  type VenuePermissions,
} from "~/core/access/venue-permissions";
import type { Db } from "~server/db/client.server";
import { venueManagers, venueProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type Actor, getActorRole } from "~server/domain/roles/get-actor-role.server";

export interface ManagedVenue {
  venue: typeof venueProfiles.$inferSelect;
  /** The actor's venue_managers record; null for an administrator without one (admins manage every venue). */
  role: string | null;
  isPrimary: boolean;
  permissions: VenuePermissions;
  viaAdmin: boolean;
}

const NOT_FOUND = "Venue not found";

/**
 * The venue behind /venue/manage/{venueSlug}/…, for someone who may manage it: an active venue_managers
 * record for that very venue (its permissions object decides the tabs), or an administrator (all
 * permissions). A missing record is "no permission" (spec §8, the PGRST116 case) and answers the same
 * not_found as an unknown slug, so a manager of venue A learns nothing about venue B (IDOR). Deactivated
 * venues stay manageable by admins only (they reactivate them).
 *
 * With `permission`, the record must also grant that key; otherwise the same not_found.
 */
export async function getManagedVenue(
  db: Db,
  actor: Actor,
  venueSlug: string,
  permission?: VenuePermissionKey,
): Promise<ManagedVenue> {
  if (!actor.id) throw new AppError("forbidden", "User not authenticated");
  const [row] = await db
    .select({ venue: venueProfiles, manager: venueManagers })
    .from(venueProfiles)
    .leftJoin(
      venueManagers,
      and(
        eq(venueManagers.venueId, venueProfiles.id),
        eq(venueManagers.userId, actor.id),
        eq(venueManagers.invitationStatus, "active"),
      ),
    )
    .where(eq(venueProfiles.slug, venueSlug))
    .limit(1);
  if (!row) throw new AppError("not_found", NOT_FOUND);

  if (permission && !VENUE_PERMISSION_KEYS.includes(permission)) throw new Error(`unknown permission ${permission}`);
  if (row.manager && row.venue.isActive) {
    const permissions = readVenuePermissions(row.manager.permissions);
    if (!permission || permissions[permission])
      return {
        venue: row.venue,
        role: row.manager.role,
        isPrimary: row.manager.isPrimary,
        permissions,
        viaAdmin: false,
      };
  }
  // Administrators manage every venue (deactivated ones too, to reactivate them), with every permission.
  const actorRole = await getActorRole(db, actor);
  if (actorRole !== "admin" && actorRole !== "supadmin") throw new AppError("not_found", NOT_FOUND);
  const managed: ManagedVenue = {
    venue: row.venue,
    role: row.manager?.role ?? null,
    isPrimary: row.manager?.isPrimary ?? false,
    permissions: defaultVenuePermissions("owner"),
    viaAdmin: true,
  };
  return managed;
}
