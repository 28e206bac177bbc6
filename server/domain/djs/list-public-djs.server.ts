import { and, arrayContains, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { DjSort } from "~/core/djs/dj-directory-filters";
import type { Db } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";

export interface ListPublicDjsOptions {
  limit?: number;
  /** Only homepage-featured DJs. */
  featured?: boolean;
  /** Only suggested DJs. */
  suggested?: boolean;
  /** Only DJs whose genres include this one (exact, as offered by listDjFilterOptions). */
  genre?: string | null;
  /** Only DJs whose location is exactly this. */
  city?: string | null;
  /** "featured" (default): featured first, then A–Z; "az"; "newest": most recently created first. */
  sort?: DjSort;
  offset?: number;
}

/** The public-directory conditions plus the optional filters, shared by the list and its count. */
export function publicDjConditions(
  options: Pick<ListPublicDjsOptions, "featured" | "suggested" | "genre" | "city">,
): SQL[] {
  const conditions = [
    eq(djProfiles.active, true),
    inArray(djProfiles.verificationStatus, [...PUBLIC_VERIFICATION_STATUSES]),
  ];
  if (options.featured) conditions.push(eq(djProfiles.homepageFeatured, true));
  if (options.suggested) conditions.push(eq(djProfiles.isSuggested, true));
  if (options.genre) conditions.push(arrayContains(djProfiles.genres, [options.genre]));
  if (options.city) conditions.push(eq(djProfiles.location, options.city));
  return conditions;
}

function orderFor(sort: DjSort | undefined): SQL[] {
  switch (sort) {
    case "az":
      return [asc(djProfiles.displayName), asc(djProfiles.id)];
    case "newest":
      return [desc(djProfiles.createdAt), asc(djProfiles.id)];
    default:
      return [desc(djProfiles.homepageFeatured), asc(djProfiles.displayName), asc(djProfiles.id)];
  }
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

/** Public DJs (active, verified or mate), filtered and sorted; by default featured first, then by display name. */
export async function listPublicDjs(db: Db, options: ListPublicDjsOptions = {}): Promise<DjCard[]> {
  const conditions = publicDjConditions(options);
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
    .orderBy(...orderFor(options.sort))
    .$dynamic();
  if (options.limit !== undefined) query.limit(Math.max(0, Math.floor(options.limit)));
  if (options.offset) query.offset(Math.max(0, Math.floor(options.offset)));
  const rows = await query;
  return rows as DjCard[];
}
