import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";
import { getPublicEvent, type PublicEvent } from "./get-public-event.server";

export interface HeldEventPage {
  event: PublicEvent;
  /** Stored sanitised by createEvent, and sanitised again on the way out, like a DJ bio. */
  descriptionHtml: string;
}

/** Events, DJ edits (the lineup's cards), venues and production lines all change an event page: every source. */
const held = heldReads<HeldEventPage | null>({ maxEntries: 2000 });

/**
 * An event page as the public sees it (decision 026) — the event, its lineup and its sanitised description: two
 * queries and the sanitiser — held in memory until the next public change, or 5 s at most, like a DJ's page
 * (decision 020). Null when the public may not see it (a draft, pending, unknown id), held the same way; a
 * previewer's draft is read by getPublicEvent itself, never held.
 */
export function getHeldEventPage(db: Db, eventId: string): Promise<HeldEventPage | null> {
  return held(db, eventId, async () => {
    const event = await getPublicEvent(db, eventId);
    return event ? { event, descriptionHtml: sanitizeRichText(event.description ?? "") } : null;
  });
}
