import { venueProfiles } from "~server/db/schema";

/** A venue's name, where it is and what kind of place it is, as the admin list and search select them first. */
export const venuePlaceColumns = {
  id: venueProfiles.id,
  slug: venueProfiles.slug,
  name: venueProfiles.name,
  city: venueProfiles.city,
  country: venueProfiles.country,
  venueType: venueProfiles.venueType,
};
