import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";
import { heldScopedEvents } from "~server/domain/events/held-scoped-events.server";
import { getPublicVenue, type PublicVenue } from "./get-public-venue.server";
import { listVenueEvents } from "./list-venue-events.server";
import { listVenueMedia, type VenueMediaItem } from "./list-venue-media.server";

export interface HeldVenuePage {
  venue: PublicVenue;
  /** The description sanitised on the way out (the sanitiser is the costliest step of the page). */
  descriptionHtml: string;
  /** The venue's gallery (venue_media), in its order. */
  gallery: VenueMediaItem[];
}

/** Venue edits, production lines and flags may all change a venue page: every source counts. */
const heldVenues = heldReads<HeldVenuePage | null>({ maxEntries: 2000 });

/**
 * What a venue's public page shows to everyone — the venue with its production lines, its sanitised description
 * (decision 026) — held in memory until the next public change, or 5 s at most, like a DJ's page (decision 020).
 * Null when the venue is not public, held the same way.
 */
export function getHeldVenuePage(db: Db, slug: string): Promise<HeldVenuePage | null> {
  return heldVenues(db, slug, async () => {
    const venue = await getPublicVenue(db, slug);
    if (!venue) return null;
    const gallery = await listVenueMedia(db, venue.id);
    return { venue, descriptionHtml: sanitizeRichText(venue.description ?? ""), gallery };
  });
}

/** A venue's upcoming and past events (three queries), held the same way. */
export const getHeldVenueEvents = heldScopedEvents(listVenueEvents);
