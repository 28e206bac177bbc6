import { data, type RouterContextProvider } from "react-router";
import type { AreaPattern } from "~/core/areas";
import { type VenuePermissionKey, visibleVenueTabs } from "~/core/venue-permissions";
import { AppError } from "~server/domain/app-error.server";
import { getManagedVenue, type ManagedVenue } from "~server/domain/venues/get-managed-venue.server";
import { requireAreaAccess, type ScreenPayload, type SignedInContext } from "~server/http/access.server";

type VenueManagePattern = Extract<AreaPattern, `/venue/manage/:venueSlug${string}`>;

/**
 * The first line of every /venue/manage/{venueSlug}/… loader and action (decision 025): the area's gate
 * and guard, then the venue_managers record of that very venue with the tab's permission. Anyone without it
 * gets the same 404 as an unknown slug.
 */
export async function requireManagedVenue(
  request: Request,
  context: Readonly<RouterContextProvider>,
  pattern: VenueManagePattern,
  venueSlug: string,
  permission?: VenuePermissionKey,
): Promise<{ ctx: SignedInContext; managed: ManagedVenue }> {
  const ctx = requireAreaAccess(request, context, pattern) as SignedInContext;
  try {
    const managed = await getManagedVenue(ctx.database.db, { id: ctx.userId }, venueSlug, permission);
    return { ctx, managed };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found")
      throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
    throw error;
  }
}

/** What the shared frame of the management screens needs (VenueManageFrame). */
export function venueManageFrameData(managed: ManagedVenue) {
  return {
    venue: {
      name: managed.venue.name,
      slug: managed.venue.slug ?? "",
      city: managed.venue.city,
      country: managed.venue.country,
      logoUrl: managed.venue.logoUrl,
      isActive: managed.venue.isActive,
    },
    role: managed.role,
    viaAdmin: managed.viaAdmin,
    tabs: visibleVenueTabs(managed.permissions).map(({ tab, label }) => ({ tab, label })),
  };
}
export type VenueManageFrameData = ReturnType<typeof venueManageFrameData>;
