import { and, eq } from "drizzle-orm";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { venueMedia } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";

/**
 * Deletes one gallery image of a venue (the caller has checked can_manage_media) and returns its stored URL, for the
 * caller to remove the files. An image of another venue is the same not_found as an unknown id (IDOR).
 */
export async function deleteVenueMedia(db: Db, venueId: string, mediaId: string): Promise<{ imageUrl: string }> {
  const [row] = await db
    .delete(venueMedia)
    .where(and(eq(venueMedia.id, mediaId), eq(venueMedia.venueId, venueId)))
    .returning({ imageUrl: venueMedia.imageUrl });
  if (!row) throw new AppError("not_found", "That image was not found.");
  await publicContentChanged(db, "venues");
  return row;
}
