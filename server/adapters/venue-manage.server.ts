import { visibleVenueTabs } from "~/core/access/venue-permissions";
import type { ManagedVenue } from "~server/domain/venues/get-managed-venue.server";

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
