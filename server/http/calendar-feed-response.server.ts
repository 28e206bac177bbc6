import type { FlagGate } from "~/core/areas";
import { gateOpen } from "~/core/areas";
import type { Flags } from "~/core/flags";
import type { Db } from "~server/db/client.server";
import { type CalendarFeed, getHeldCalendarFeed } from "~server/domain/calendar/get-held-calendar-feed.server";
import type { FeedSelection } from "~server/domain/calendar/list-feed-events.server";

export interface FeedAnswer {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body: Buffer | null;
}

const NOT_FOUND: FeedAnswer = {
  status: 404,
  headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  body: Buffer.from("Not Found"),
};

/** Which public feed a path names, and the flags it needs (all of them must be on). */
export function publicFeedOf(pathname: string): { selection: FeedSelection; gates: FlagGate[] } | null {
  if (pathname === "/events.ics") return { selection: { kind: "all" }, gates: ["events"] };
  const match = /^\/(dj|venues|production)\/([^/]+)\/events\.ics$/.exec(pathname);
  if (!match) return null;
  const slug = match[2];
  if (!/^[A-Za-z0-9_-]{1,160}$/.test(slug)) return null;
  if (match[1] === "dj") return { selection: { kind: "dj", slug }, gates: ["events"] };
  if (match[1] === "venues") return { selection: { kind: "venue", slug }, gates: ["events", "venues"] };
  return { selection: { kind: "production", slug }, gates: ["events", "productions"] };
}

/** ETag match per RFC 9110 (weak comparison, a list or "*"). */
function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * The answer to a feed request: 404 when a flag it needs is off or the feed does not exist; 304 when the client's
 * copy is current (If-None-Match first, else If-Modified-Since); otherwise the bytes in the best encoding the
 * client takes. Shared by the route modules and the listener's fast path, so both answer alike.
 */
export async function answerCalendarFeed(input: {
  db: Db;
  flags: Flags;
  gates: readonly FlagGate[];
  selection: FeedSelection;
  origin: string;
  headers: { get(name: string): string | null | undefined };
  cacheControl?: string;
}): Promise<FeedAnswer> {
  if (!input.gates.every((gate) => gateOpen(gate, input.flags))) return NOT_FOUND;
  const feed = await getHeldCalendarFeed(input.db, input.selection, input.origin.replace(/\/+$/, ""));
  if (!feed) return NOT_FOUND;
  return feedAnswer(feed, input.headers, input.cacheControl ?? "public, max-age=300");
}

export function feedAnswer(
  feed: CalendarFeed,
  headers: { get(name: string): string | null | undefined },
  cacheControl: string,
): FeedAnswer {
  const common: Record<string, string> = {
    ETag: feed.etag,
    "Last-Modified": feed.lastModified,
    "Cache-Control": cacheControl,
    Vary: "Accept-Encoding",
  };
  const ifNoneMatch = headers.get("if-none-match");
  const ifModifiedSince = headers.get("if-modified-since");
  const fresh = ifNoneMatch
    ? etagMatches(ifNoneMatch, feed.etag)
    : ifModifiedSince
      ? Date.parse(ifModifiedSince) >= Date.parse(feed.lastModified)
      : false;
  if (fresh) return { status: 304, headers: common, body: null };
  const accept = headers.get("accept-encoding") ?? "";
  const [body, encoding] = /\bbr\b/.test(accept)
    ? [feed.brotli, "br"]
    : /\bgzip\b/.test(accept)
      ? [feed.gzip, "gzip"]
      : [feed.body, null];
  return {
    status: 200,
    headers: {
      ...common,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="events.ics"',
      "X-Content-Type-Options": "nosniff",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      "Content-Length": String(body.length),
    },
    body,
  };
}

/** The same answer as a fetch Response (route modules). */
export function feedResponse(answer: FeedAnswer): Response {
  return new Response(answer.body ? new Uint8Array(answer.body) : null, {
    status: answer.status,
    headers: answer.headers,
  });
}
