import { answerCalendarFeed, feedResponse } from "~server/adapters/calendar-feed-response.server";
import { routeContext } from "~server/adapters/route-guard.server";
import { findPersonalFeedUser } from "~server/domain/alerts/find-personal-feed-user.server";
import type { Route } from "./+types/personal-calendar-feed";

/**
 * /calendar/{token}/events.ics: a person's own feed — the events of the DJs and production lines they follow —
 * at a secret URL shown on /following. A rotated, unknown or malformed token is the same 404 as the events flag off.
 * Private: never kept by shared caches.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  const userId = await findPersonalFeedUser(ctx.database.db, params.token);
  if (!userId) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return feedResponse(
    await answerCalendarFeed({
      db: ctx.database.db,
      flags: ctx.flags,
      gates: ["events"],
      selection: { kind: "personal", userId },
      origin: ctx.config.publicUrl,
      headers: request.headers,
      cacheControl: "private, max-age=300",
    }),
  );
}
