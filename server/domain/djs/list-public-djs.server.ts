import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { djProfiles } from "../../db/schema";

export interface ListPublicDjsOptions {
  limit?: number;
  /** Only homepage-featured DJs. */
  featured?: boolean;
  /** Only suggested DJs. */
  suggested?: boolean;
}

export interface DjCard {
  id: string;
  slug: string;
  display_name: string;
  genres: string[];
  location: string | null;
  profile_image: string | null;
  image_position: string;
  verification_status: "verified" | "mate";
  homepage_featured: boolean;
  is_suggested: boolean;
}

/** Verification statuses that make an active profile public (spec §4: verified and mate both count). */
export const PUBLIC_VERIFICATION_STATUSES = ["verified", "mate"] as const;

/** Public DJs (active, verified or mate), featured first, then by display name. */
export async function listPublicDjs(db: Db, options: ListPublicDjsOptions = {}): Promise<DjCard[]> {
  const conditions = [
    eq(djProfiles.active, true),
    inArray(djProfiles.verificationStatus, [...PUBLIC_VERIFICATION_STATUSES]),
  ];
  if (options.featured) conditions.push(eq(djProfiles.homepageFeatured, true));
  if (options.suggested) conditions.push(eq(djProfiles.isSuggested, true));
  const query = db
    .select({
      id: djProfiles.id,
      slug: djProfiles.slug,
      display_name: djProfiles.displayName,
      genres: djProfiles.genres,
      location: djProfiles.location,
      profile_image: djProfiles.profileImage,
      image_position: djProfiles.imagePosition,
      verification_status: djProfiles.verificationStatus,
      homepage_featured: djProfiles.homepageFeatured,
      is_suggested: djProfiles.isSuggested,
    })
    .from(djProfiles)
    .where(and(...conditions))
    .orderBy(desc(djProfiles.homepageFeatured), asc(djProfiles.displayName), asc(djProfiles.id));
  const rows = options.limit !== undefined ? await query.limit(Math.max(0, Math.floor(options.limit))) : await query;
  return rows as DjCard[];
}
