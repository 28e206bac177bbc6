import { asc, eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { venueMedia } from "~server/db/schema";

export interface VenueMediaItem {
  id: string;
  imageUrl: string;
  caption: string | null;
  position: number;
}

/** A venue's gallery in its order (position, then upload order); at most the 30 a gallery holds. */
export async function listVenueMedia(db: Db, venueId: string): Promise<VenueMediaItem[]> {
  return db
    .select({
      id: venueMedia.id,
      imageUrl: venueMedia.imageUrl,
      caption: venueMedia.caption,
      position: venueMedia.position,
    })
    .from(venueMedia)
    .where(eq(venueMedia.venueId, venueId))
    .orderBy(asc(venueMedia.position), asc(venueMedia.createdAt), asc(venueMedia.id))
    .limit(30);
}
