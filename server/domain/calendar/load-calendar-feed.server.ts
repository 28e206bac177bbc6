import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { buildCalendarFeed } from "~/core/events/calendar-feed";
import type { Db } from "~server/db/client.server";
import { type FeedSelection, listFeedEvents } from "./list-feed-events.server";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A built feed, ready to send: its bytes, their gzip and brotli copies, and the validators. */
export interface CalendarFeed {
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  lastModified: string;
  /** When its events were read (Date.now()): how old what it says may be. */
  readAt: number;
}

function describe(selection: FeedSelection): string {
  if (selection.kind === "all") return "Every upcoming event on Booth.";
  if (selection.kind === "personal") return "Events of the DJs and production lines you follow on Booth.";
  return "Upcoming events on Booth.";
}

/**
 * Reads and builds a feed now (null: the DJ, venue or production line is unknown or not public). The ETag is the
 * body's hash, so identical rebuilds keep it and calendars polling with If-None-Match get 304s until something
 * really changes; given the feed it replaces, an identical rebuild also keeps its compressed copies — compressing
 * 500 KB (a feed of 1,000 events) costs ≈ 140 ms of CPU, the read and build a fraction of that. Compression runs
 * on libuv's threads, off the event loop, so answers from memory go on meanwhile.
 */
export async function loadCalendarFeed(
  db: Db,
  selection: FeedSelection,
  origin: string,
  previous?: CalendarFeed | null,
): Promise<CalendarFeed | null> {
  const readAt = Date.now();
  const found = await listFeedEvents(db, selection, new Date(readAt));
  if (!found) return null;
  const body = Buffer.from(
    buildCalendarFeed({ name: found.title, description: describe(selection), origin, events: found.events }),
  );
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  if (previous?.etag === etag && previous.body.equals(body)) return { ...previous, readAt };
  const latest = found.events.reduce((max, e) => Math.max(max, e.updatedAt.getTime()), 0);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  ]);
  return {
    body,
    gzip: gzipped,
    brotli,
    etag,
    // Whole seconds (HTTP dates have no more); an empty feed dates from the epoch.
    lastModified: new Date(Math.floor(latest / 1000) * 1000).toUTCString(),
    readAt,
  };
}
