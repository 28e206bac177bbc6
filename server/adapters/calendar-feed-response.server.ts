import type { FlagGate } from "~/core/access/areas";
import { gateOpen } from "~/core/access/areas";
import type { Flags } from "~/core/site/flags";
import type { Db } from "~server/db/client.server";
import { type CalendarFeed, getHeldCalendarFeed } from "~server/domain/calendar/get-held-calendar-feed.server";
import type { FeedSelection } from "~server/domain/calendar/list-feed-events.server";
import { type ContentEncoding, preferredEncoding } from "~server/request/content-encoding.server";

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

interface PreparedAnswers {
  notModified: FeedAnswer;
  byEncoding: Record<ContentEncoding, FeedAnswer>;
  lastModifiedMs: number;
}

/** Each feed's answers, made once per feed and Cache-Control (a feed object is never changed once built). */
const prepared = new WeakMap<CalendarFeed, Map<string, PreparedAnswers>>();

function prepare(feed: CalendarFeed, cacheControl: string): PreparedAnswers {
  let forFeed = prepared.get(feed);
  if (!forFeed) {
    forFeed = new Map();
    prepared.set(feed, forFeed);
  }
  let answers = forFeed.get(cacheControl);
  if (answers) return answers;
  const common: Record<string, string> = {
    ETag: feed.etag,
    "Last-Modified": feed.lastModified,
    "Cache-Control": cacheControl,
    Vary: "Accept-Encoding",
  };
  const ok = (body: Buffer, encoding: ContentEncoding): FeedAnswer => ({
    status: 200,
    headers: {
      ...common,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="events.ics"',
      "X-Content-Type-Options": "nosniff",
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
      "Content-Length": String(body.length),
    },
    body,
  });
  answers = {
    notModified: { status: 304, headers: common, body: null },
    byEncoding: { br: ok(feed.brotli, "br"), gzip: ok(feed.gzip, "gzip"), identity: ok(feed.body, "identity") },
    lastModifiedMs: Date.parse(feed.lastModified),
  };
  forFeed.set(cacheControl, answers);
  return answers;
}

/** The encoding for an Accept-Encoding value, remembered for the few values clients send. */
const encodings = new Map<string, ContentEncoding>();

function encodingFor(acceptEncoding: string): ContentEncoding {
  let encoding = encodings.get(acceptEncoding);
  if (!encoding) {
    encoding = preferredEncoding(acceptEncoding);
    if (encodings.size >= 100) encodings.clear();
    encodings.set(acceptEncoding, encoding);
  }
  return encoding;
}

/**
 * The answer to a request for a built feed: 304 when the client's copy is current (If-None-Match first, else
 * If-Modified-Since), otherwise the bytes in the best encoding the client takes (q=0 honoured). The answers are
 * made once per feed, so a request costs a lookup (the calendar-feed row of `npm run bench`).
 */
export function feedAnswer(
  feed: CalendarFeed,
  headers: { get(name: string): string | null | undefined },
  cacheControl: string,
): FeedAnswer {
  const answers = prepare(feed, cacheControl);
  const ifNoneMatch = headers.get("if-none-match");
  const ifModifiedSince = ifNoneMatch ? null : headers.get("if-modified-since");
  const fresh = ifNoneMatch
    ? etagMatches(ifNoneMatch, feed.etag)
    : ifModifiedSince
      ? Date.parse(ifModifiedSince) >= answers.lastModifiedMs
      : false;
  if (fresh) return answers.notModified;
  return answers.byEncoding[encodingFor(headers.get("accept-encoding") ?? "")];
}

/** The same answer as a fetch Response (route modules). */
export function feedResponse(answer: FeedAnswer): Response {
  return new Response(answer.body ? new Uint8Array(answer.body) : null, {
    status: answer.status,
    headers: answer.headers,
  });
}
