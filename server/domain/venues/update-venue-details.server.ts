import { eq } from "drizzle-orm";
import { MAX_VENUE_IMAGE_BYTES, VENUE_IMAGE_TOO_LARGE, type VenueDetailsInput } from "~/core/venues/venue-details";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { venueProfiles } from "~server/db/schema";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";
import { removeImage, storeImage } from "~server/domain/images/store-image.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import type { FileStorage } from "~server/storage/file-storage.server";
import { getManagedVenue } from "./get-managed-venue.server";
import { venueManagerOperation } from "./venue-manager-operation.server";

export interface VenueDetailsUpdate {
  venueSlug: string;
  values: VenueDetailsInput;
  storage: FileStorage;
  logo?: Uint8Array;
  cover?: Uint8Array;
}

const IMAGE = { area: "venues", maxBytes: MAX_VENUE_IMAGE_BYTES, tooLarge: VENUE_IMAGE_TOO_LARGE } as const;
const LOGO = { ...IMAGE, noun: "logo", field: "logo" } as const;
const COVER = { ...IMAGE, noun: "cover image", field: "cover" } as const;

/**
 * Saves the Details tab (can_edit): the fields as checked by venueDetailsSchema, the description through the same
 * allow-list as DJ bios and event descriptions, and a new logo and/or cover checked and resized like event flyers
 * (storeImage). All or nothing: an image that cannot be used refuses the whole save before the row is written,
 * and files stored for a refused save are removed. The public venue page, /venues and search show it at once.
 * Returns whether the description lost HTML that is not allowed.
 */
export async function updateVenueDetails(
  db: Db,
  actor: Actor | null,
  input: VenueDetailsUpdate,
): Promise<{ cleaned: boolean }> {
  return venueManagerOperation(actor, "update details", async (actorId) => {
    const managed = await getManagedVenue(db, { id: actorId }, input.venueSlug, "can_edit");
    const description = sanitizeRichText(input.values.description);
    const stored: string[] = [];
    try {
      const logoUrl = input.logo ? await storeImage(input.storage, input.logo, LOGO) : undefined;
      if (logoUrl) stored.push(logoUrl);
      const coverImageUrl = input.cover ? await storeImage(input.storage, input.cover, COVER) : undefined;
      if (coverImageUrl) stored.push(coverImageUrl);
      const { acceptsBookings, ...fields } = input.values;
      await db
        .update(venueProfiles)
        .set({
          ...fields,
          description: description || null,
          acceptsBookings,
          ...(logoUrl ? { logoUrl } : {}),
          ...(coverImageUrl ? { coverImageUrl } : {}),
          updatedAt: new Date(),
        })
        .where(eq(venueProfiles.id, managed.venue.id));
      stored.length = 0;
      // The replaced uploads are no longer pointed at (generated artwork URLs are left alone).
      if (logoUrl) await removeImage(input.storage, managed.venue.logoUrl, "venues");
      if (coverImageUrl) await removeImage(input.storage, managed.venue.coverImageUrl, "venues");
    } finally {
      for (const url of stored) await removeImage(input.storage, url, "venues");
    }
    await publicContentChanged(db, "venues");
    const plain = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, "");
    return { cleaned: plain(description) !== plain(input.values.description) };
  });
}
