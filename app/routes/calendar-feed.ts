import { answerCalendarFeed, feedResponse, publicFeedOf } from "~server/adapters/calendar-feed-response.server";
import { routeContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/calendar-feed";

/**
 * The public calendar feeds (one module for four areas, each with its flags): /events.ics, /dj/{slug}/events.ics, /venues/{slug}/events.ics and
 * /production/{slug}/events.ics. The listener's fast path answers most requests before they get here
 * (server/http/calendar-feed-fast-path.server.ts); this module gives the same answer when it does not.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  const feed = publicFeedOf(new URL(request.url).pathname);
  if (!feed) return new Response("Not Found", { status: 404 });
  return feedResponse(
    await answerCalendarFeed({
      db: ctx.database.db,
      flags: ctx.flags,
      gates: feed.gates,
      selection: feed.selection,
      origin: ctx.config.publicUrl,
      headers: request.headers,
    }),
  );
}
