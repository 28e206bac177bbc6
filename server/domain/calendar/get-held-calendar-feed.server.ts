import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { buildCalendarFeed } from "~/core/calendar-feed";
import { heldReads } from "~server/cache/held-reads.server";
import type { Db } from "~server/db/client.server";
import { type FeedSelection, listFeedEvents } from "./list-feed-events.server";

/** A built feed, ready to send: its bytes, their gzip and brotli copies, and the validators. */
export interface CalendarFeed {
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  lastModified: string;
}

/** null is held too: an unknown DJ's feed is asked for again and again by a calendar that once subscribed. */
const held = heldReads<CalendarFeed | null>({ maxEntries: 2_000 });

function describe(selection: FeedSelection): string {
  if (selection.kind === "all") return "Every upcoming event on Booth.";
  if (selection.kind === "personal") return "Events of the DJs and production lines you follow on Booth.";
  return "Upcoming events on Booth.";
}

/**
 * A calendar feed built once and served from memory until a public change (an event, a DJ, a venue, a follow…)
 * drops it — the page cache's invalidation (decision 020) — or 5 s pass. Compressed once here, so a request costs
 * a lookup and a write (the bench's `/events.ics` row). The ETag is the body's hash: identical rebuilds keep it,
 * so calendars polling with If-None-Match get 304s until something really changes.
 */
export function getHeldCalendarFeed(db: Db, selection: FeedSelection, origin: string): Promise<CalendarFeed | null> {
  const key = `${origin}\u0000${selection.kind === "all" ? "" : selection.kind === "personal" ? selection.userId : selection.slug}\u0000${selection.kind}`;
  return held(db, key, async () => {
    const found = await listFeedEvents(db, selection, new Date());
    if (!found) return null;
    const body = Buffer.from(
      buildCalendarFeed({ name: found.title, description: describe(selection), origin, events: found.events }),
    );
    const latest = found.events.reduce((max, e) => Math.max(max, e.updatedAt.getTime()), 0);
    return {
      body,
      gzip: gzipSync(body, { level: 9 }),
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      // Whole seconds (HTTP dates have no more); an empty feed dates from the epoch.
      lastModified: new Date(Math.floor(latest / 1000) * 1000).toUTCString(),
    };
  });
}
