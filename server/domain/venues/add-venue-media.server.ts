import { eq, sql } from "drizzle-orm";
import { VENUE_GALLERY_FULL, VENUE_GALLERY_MAX } from "~/core/venues/venue-ops";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { venueMedia, venueProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";

/**
 * Adds a stored image at the end of a venue's gallery (the caller has checked can_manage_media). The venue row is
 * locked while counting, so two uploads at once cannot take a full gallery past VENUE_GALLERY_MAX (30): the one
 * that finds it full is refused with a conflict and nothing is added (the caller removes the stored files).
 */
export async function addVenueMedia(
  db: Db,
  input: { venueId: string; imageUrl: string; caption: string | null; addedBy: string },
): Promise<{ id: string }> {
  const added = await db.transaction(async (tx) => {
    await tx
      .select({ id: venueProfiles.id })
      .from(venueProfiles)
      .where(eq(venueProfiles.id, input.venueId))
      .for("update");
    const [{ n, last }] = await tx
      .select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${venueMedia.position}), -1)::int` })
      .from(venueMedia)
      .where(eq(venueMedia.venueId, input.venueId));
    if (n >= VENUE_GALLERY_MAX) throw new AppError("conflict", VENUE_GALLERY_FULL, { field: "image" });
    const [row] = await tx
      .insert(venueMedia)
      .values({
        venueId: input.venueId,
        imageUrl: input.imageUrl,
        caption: input.caption,
        position: last + 1,
        addedBy: input.addedBy,
      })
      .returning({ id: venueMedia.id });
    return row;
  });
  await publicContentChanged(db, "venues");
  return added;
}
