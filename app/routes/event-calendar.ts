import { eventIcs } from "~server/adapters/event-calendar.server";
import { routeContext } from "~server/adapters/route-guard.server";
import { getPublicEvent } from "~server/domain/events/get-public-event.server";
import type { Route } from "./+types/event-calendar";

/** /events/{event_id}/calendar.ics: the event as an iCalendar download (behind the same flag as the page). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  const event = await getPublicEvent(ctx.database.db, params.slug);
  if (!event)
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(eventIcs(event, ctx.config.publicUrl), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${event.eventId}.ics"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
