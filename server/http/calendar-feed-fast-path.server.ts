import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gateOpen } from "~/core/access/areas";
import { feedAnswer, publicFeedOf } from "~server/adapters/calendar-feed-response.server";
import { HELD_READ_TTL_MS } from "~server/cache/held-reads.server";
import { onPublicChange } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { getHeldCalendarFeed } from "~server/domain/calendar/get-held-calendar-feed.server";
import type { FeedSelection } from "~server/domain/calendar/list-feed-events.server";
import { type CalendarFeed, loadCalendarFeed } from "~server/domain/calendar/load-calendar-feed.server";
import { heldFlags } from "~server/domain/flags/get-flags.server";
import { logger } from "~server/logger.server";

const MAX_FEEDS = 2_000;

export interface CalendarFeedFastPath {
  /** Answers a public feed request from memory when it can; false means the request was not touched. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

/** A held feed is read again this long before it expires, so busy feeds never fall back to the app. */
export const FEED_REFRESH_AHEAD_MS = 1_500;

/**
 * The public calendar feeds answered before Hono (like the suggestions fast path, decision 014): calendar apps
 * poll them, and `npm run bench` asks ≥ 3,000 req/s of `/events.ics` with 1,000 upcoming events. A feed built by
 * getHeldCalendarFeed is kept here with its answers (identity, gzip, brotli, 304) made once, until a public
 * change — the page cache's invalidation, decision 020 — or HELD_READ_TTL_MS after its events were read. A feed
 * still asked for in its last FEED_REFRESH_AHEAD_MS is read again in the background (and, when nothing changed,
 * keeps its compressed copies), so the backstop for writes from outside stays at 5 s without sending a busy feed
 * through the app every 5 s. The first request for a feed, a closed flag, an unknown DJ and any other path go on
 * to the app (routes/calendar-feed.ts), which gives the same answers the slow way.
 */
export function createCalendarFeedFastPath(options: { db: Db; origin: string }): CalendarFeedFastPath {
  const feeds = new Map<string, CalendarFeed>();
  const filling = new Set<string>();
  let generation = 0;
  onPublicChange(() => {
    generation += 1;
    feeds.clear();
  });

  function fill(path: string, selection: FeedSelection, previous: CalendarFeed | null) {
    if (filling.has(path)) return;
    filling.add(path);
    const started = generation;
    // A first fill shares the app's build of the same feed (held reads); a refresh reads anew (the held read may
    // be as old as the copy it would replace).
    (previous
      ? loadCalendarFeed(options.db, selection, options.origin, previous)
      : getHeldCalendarFeed(options.db, selection, options.origin)
    )
      .then((feed) => {
        // A feed read before a change must not outlive it.
        if (!feed || started !== generation) return;
        if (feeds.size >= MAX_FEEDS && !feeds.has(path)) feeds.delete(feeds.keys().next().value as string);
        feeds.set(path, feed);
      })
      .catch((error) => logger.warn("calendar feed not held", { path, error }))
      .finally(() => filling.delete(path));
  }

  return {
    handle(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const path = req.url ?? "";
      if (!path.endsWith(".ics") || path.includes("?")) return false;
      const found = publicFeedOf(path);
      if (!found) return false;
      const flags = heldFlags(options.db);
      if (!flags || !found.gates.every((gate) => gateOpen(gate, flags))) return false;
      const held = feeds.get(path);
      const age = held ? Date.now() - held.readAt : Number.POSITIVE_INFINITY;
      if (!held || age >= HELD_READ_TTL_MS) {
        // Expired (unasked for a while): the app answers this one, and the feed is read again for the next.
        fill(path, found.selection, held ?? null);
        return false;
      }
      if (age >= HELD_READ_TTL_MS - FEED_REFRESH_AHEAD_MS) fill(path, found.selection, held);
      const started = performance.now();
      const answer = feedAnswer(
        held,
        { get: (name) => req.headers[name] as string | undefined },
        "public, max-age=300",
      );
      const requestId = randomUUID();
      res.writeHead(answer.status, { ...answer.headers, "X-Request-Id": requestId });
      res.end(req.method === "HEAD" ? undefined : (answer.body ?? undefined));
      logger.info("request", {
        method: req.method,
        path,
        status: answer.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        requestId,
      });
      return true;
    },
  };
}
