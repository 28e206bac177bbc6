import { routeContext } from "~server/adapters/route-guard.server";
import { loadAvailabilityFeed } from "~server/domain/dj-calendar/load-availability-feed.server";
import type { Route } from "./+types/availability-feed";

/**
 * /calendar/{token}/availability.ics: a DJ's holds and confirmed dates for their managers' calendar apps (decision
 * 054). Open to anyone holding the link (calendar apps sign in to nothing); a revoked, replaced, unknown or malformed
 * token is a plain 404. Private: never kept by shared caches.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  const ics = await loadAvailabilityFeed(ctx.database.db, params.token, ctx.config.publicUrl);
  if (ics === null) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Content-Disposition": 'inline; filename="availability.ics"',
      "X-Robots-Tag": "noindex",
    },
  });
}
