import type { ParsedDjActivity } from "~/core/analytics/dj-activity";
import type { Db } from "~server/db/client.server";
import { recordEventInteraction } from "~server/domain/events/record-event-interaction.server";
import { recordEventView } from "~server/domain/events/record-event-view.server";
import { recordNewsView } from "~server/domain/news/record-news-view.server";
import { recordVenueView } from "~server/domain/venues/record-venue-view.server";
import type { ActivityActor } from "./assert-dj-slug.server";
import { recordMediaPlay } from "./record-media-play.server";
import { recordProfileView } from "./record-profile-view.server";
import { recordRadioPlay } from "./record-radio-play.server";
import { recordShareEvent } from "./record-share-event.server";
import { recordSocialClick } from "./record-social-click.server";
import { recordWhatsappConnect } from "./record-whatsapp-connect.server";

/** Routes one validated beacon to its record function (event, venue and article page views too); true when something was stored. */
export async function recordDjActivity(
  db: Db,
  actor: ActivityActor,
  event: ParsedDjActivity,
  country: string | null,
  city: string | null = null,
): Promise<boolean> {
  switch (event.kind) {
    case "view":
      return recordProfileView(db, actor, { ...event, country, city });
    case "social_click":
      return recordSocialClick(db, actor, event);
    case "share":
      return recordShareEvent(db, actor, event);
    case "whatsapp_connect":
      return recordWhatsappConnect(db, actor, event);
    case "media_play":
      return recordMediaPlay(db, actor, event);
    case "radio_play":
      return recordRadioPlay(db, actor, event);
    case "event_view":
      return recordEventView(db, actor, { ...event, country });
    case "venue_view":
      return recordVenueView(db, actor, event);
    case "news_view":
      return recordNewsView(db, actor, event);
    case "event_ticket_click":
      return recordEventInteraction(db, actor, { ...event, kind: "ticket_click", platform: null });
    case "event_share":
      return recordEventInteraction(db, actor, { ...event, kind: "share" });
  }
}
