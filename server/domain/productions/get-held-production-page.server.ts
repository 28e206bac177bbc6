import type { DjCardData } from "~/core/djs/dj-card-data";
import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";
import { heldScopedEvents } from "~server/domain/events/held-scoped-events.server";
import { getPublicProduction, type PublicProduction } from "./get-public-production.server";
import { listProductionDjs } from "./list-production-djs.server";
import { listProductionEvents } from "./list-production-events.server";

export interface HeldProductionPage {
  line: PublicProduction;
  /** The description sanitised on the way out (the sanitiser is the costliest step of the page). */
  descriptionHtml: string;
  /** The public DJs of the line's published events. */
  djs: DjCardData[];
}

/** Line edits, follows, events, DJ changes and flags may all change a production page: every source counts. */
const heldLines = heldReads<HeldProductionPage | null>({ maxEntries: 2000 });

/**
 * What a production line's public page shows to everyone — the line (with its follower count), its sanitised
 * description and its DJs — held in memory until the next public change, or 5 s at most, like a venue's page
 * (decision 026): a render that misses the page cache makes no query and runs no sanitiser. Null when the line is
 * not public, held the same way.
 */
export function getHeldProductionPage(db: Db, slug: string): Promise<HeldProductionPage | null> {
  return heldLines(db, slug, async () => {
    const line = await getPublicProduction(db, slug);
    if (!line) return null;
    const djs = await listProductionDjs(db, line.id);
    return { line, descriptionHtml: sanitizeRichText(line.description ?? ""), djs };
  });
}

/** A line's upcoming and past events, held the same way. */
export const getHeldProductionEvents = heldScopedEvents(listProductionEvents);
