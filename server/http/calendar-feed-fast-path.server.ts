import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gateOpen } from "~/core/areas";
import { HELD_READ_TTL_MS } from "~server/cache/held-reads.server";
import { onPublicChange } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { type CalendarFeed, getHeldCalendarFeed } from "~server/domain/calendar/get-held-calendar-feed.server";
import { heldFlags } from "~server/domain/flags/get-flags.server";
import { logger } from "~server/logger.server";
import { feedAnswer, publicFeedOf } from "./calendar-feed-response.server";

const MAX_FEEDS = 2_000;

export interface CalendarFeedFastPath {
  /** Answers a public feed request from memory when it can; false means the request was not touched. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * The public calendar feeds answered before Hono (like the suggestions fast path, decision 014): calendar apps
 * poll them, and `npm run bench` asks ≥ 3,000 req/s of `/events.ics` with 1,000 upcoming events. A feed built by
 * getHeldCalendarFeed is kept here as its bytes (identity, gzip, brotli) until a public change — the page cache's
 * invalidation, decision 020 — or HELD_READ_TTL_MS. The first request for a feed, a closed flag, an unknown DJ
 * and any other path go on to the app (routes/calendar-feed.ts), which gives the same answers the slow way.
 */
export function createCalendarFeedFastPath(options: { db: Db; origin: string }): CalendarFeedFastPath {
  const feeds = new Map<string, { feed: CalendarFeed; expires: number }>();
  const filling = new Set<string>();
  let generation = 0;
  onPublicChange(() => {
    generation += 1;
    feeds.clear();
  });

  function fill(path: string, selection: NonNullable<ReturnType<typeof publicFeedOf>>["selection"]) {
    if (filling.has(path)) return;
    filling.add(path);
    const started = generation;
    getHeldCalendarFeed(options.db, selection, options.origin)
      .then((feed) => {
        // A feed read before a change must not outlive it.
        if (!feed || started !== generation) return;
        if (feeds.size >= MAX_FEEDS) feeds.delete(feeds.keys().next().value as string);
        feeds.set(path, { feed, expires: Date.now() + HELD_READ_TTL_MS });
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
      if (!held || held.expires < Date.now()) {
        fill(path, found.selection);
        return false;
      }
      const started = performance.now();
      const answer = feedAnswer(
        held.feed,
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
