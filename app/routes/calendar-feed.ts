import { findAreaRule } from "~/core/areas";
import { requireAreaAccess } from "~server/http/access.server";
import { answerCalendarFeed, feedResponse, publicFeedOf } from "~server/http/calendar-feed-response.server";
import type { Route } from "./+types/calendar-feed";

/**
 * The public calendar feeds (issue 20): /events.ics, /dj/{slug}/events.ics, /venues/{slug}/events.ics and
 * /production/{slug}/events.ics. The listener's fast path answers most requests before they get here
 * (server/http/calendar-feed-fast-path.server.ts); this module gives the same answer when it does not.
 */
/** One module serves four areas: the request's own (all are open, with their flags). */
function feedPattern(request: Request): "/events.ics" {
  return (findAreaRule(new URL(request.url).pathname)?.pattern ?? "/events.ics") as "/events.ics";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requireAreaAccess(request, context, feedPattern(request));
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
