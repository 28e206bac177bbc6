import { and, eq } from "drizzle-orm";
import { moveInOrder } from "~/core/venues/venue-ops";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { venueMedia } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { listVenueMedia } from "./list-venue-media.server";

export type VenueMediaChange =
  | { kind: "caption"; mediaId: string; caption: string | null }
  | { kind: "move"; mediaId: string; direction: "up" | "down" };

/**
 * Changes one gallery image of a venue (the caller has checked can_manage_media): its caption, or its place (one
 * step up or down; positions are rewritten 0…n-1 in the new order). An image of another venue is the same not_found
 * as an unknown id (IDOR).
 */
export async function updateVenueMedia(db: Db, venueId: string, change: VenueMediaChange): Promise<void> {
  await db.transaction(async (tx) => {
    const items = await listVenueMedia(tx, venueId);
    if (!items.some((item) => item.id === change.mediaId)) throw new AppError("not_found", "That image was not found.");
    if (change.kind === "caption") {
      await tx
        .update(venueMedia)
        .set({ caption: change.caption })
        .where(and(eq(venueMedia.id, change.mediaId), eq(venueMedia.venueId, venueId)));
      return;
    }
    const order = moveInOrder(
      items.map((item) => item.id),
      change.mediaId,
      change.direction,
    );
    for (const [position, id] of order.entries())
      await tx
        .update(venueMedia)
        .set({ position })
        .where(and(eq(venueMedia.id, id), eq(venueMedia.venueId, venueId)));
  });
  await publicContentChanged(db, "venues");
}
