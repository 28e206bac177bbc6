import { djProfiles } from "~server/db/schema";

/** The dj_profiles columns a DJ card shows (`DjCardData` in app/core/djs/dj-card-data.ts), for any query that lists DJs. */
export const djCardColumns = {
  slug: djProfiles.slug,
  displayName: djProfiles.displayName,
  genres: djProfiles.genres,
  location: djProfiles.location,
  profileImage: djProfiles.profileImage,
  imagePosition: djProfiles.imagePosition,
  verificationStatus: djProfiles.verificationStatus,
};
