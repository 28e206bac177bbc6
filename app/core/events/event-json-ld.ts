import { isGroupAct } from "~/core/djs/dj-group";
import { absoluteUrl, plainText } from "~/core/site/seo";

/** The event fields the JSON-LD uses (what the event page's loader returns). */
export interface SeoEvent {
  eventId: string;
  name: string;
  status: string;
  startsAt: string;
  endsAt: string | null;
  /** The start before the event was last moved while published: it was rescheduled. */
  previousStartDate?: string | null;
  venue: string | null;
  /** The venue's postal address when the event is at one of our venues. */
  venueAddress?: { street: string | null; city: string | null; country: string | null };
  venueHref: string | null;
  location: string | null;
  flyer: string;
  descriptionHtml: string;
  ticketUrl: string | null;
  production: { name: string; href: string | null } | null;
  lineup: { name: string; dj: { slug: string; roles?: readonly string[] } | null }[];
}

/**
 * schema.org description of an event page for `{ "script:ld+json": eventJsonLd(event, origin) }`: a MusicEvent
 * with its performers (a Person, or a MusicGroup for a duo or collective, linked to their Booth profiles when they
 * have one), place with its postal address, organiser, tickets and status — cancelled, rescheduled (with the
 * previous start) or scheduled. React Router serialises it with `<` escaped, so a name cannot close the script
 * element.
 */
export function eventJsonLd(event: SeoEvent, origin: string): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "MusicEvent",
    name: event.name,
    url: absoluteUrl(origin, `/events/${event.eventId}`),
    startDate: event.startsAt,
    eventStatus:
      event.status === "cancelled"
        ? "https://schema.org/EventCancelled"
        : event.previousStartDate
          ? "https://schema.org/EventRescheduled"
          : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    image: [absoluteUrl(origin, event.flyer)],
    location: {
      "@type": "Place",
      name: event.venue ?? event.location ?? "To be announced",
      address: postalAddress(event) ?? event.location ?? event.venue ?? "To be announced",
      ...(event.venueHref ? { url: absoluteUrl(origin, event.venueHref) } : {}),
    },
    performer: event.lineup.map((entry) =>
      entry.dj
        ? {
            "@type": isGroupAct(entry.dj.roles) ? "MusicGroup" : "Person",
            name: entry.name,
            url: absoluteUrl(origin, `/dj/${entry.dj.slug}`),
          }
        : { "@type": "Person", name: entry.name },
    ),
  };
  if (event.previousStartDate && event.status !== "cancelled") ld.previousStartDate = event.previousStartDate;
  if (event.endsAt) ld.endDate = event.endsAt;
  const description = plainText(event.descriptionHtml, 500);
  if (description) ld.description = description;
  if (event.production) {
    ld.organizer = {
      "@type": "Organization",
      name: event.production.name,
      ...(event.production.href ? { url: absoluteUrl(origin, event.production.href) } : {}),
    };
  }
  if (event.ticketUrl)
    ld.offers = { "@type": "Offer", url: event.ticketUrl, availability: "https://schema.org/InStock" };
  return ld;
}

/** The venue's address as a PostalAddress, when the event is at one of our venues that has one. */
function postalAddress(event: SeoEvent): Record<string, string> | null {
  const address = event.venueAddress;
  if (!address || !(address.street || address.city)) return null;
  return {
    "@type": "PostalAddress",
    ...(address.street ? { streetAddress: address.street } : {}),
    ...(address.city ? { addressLocality: address.city } : {}),
    ...(address.country ? { addressCountry: address.country } : {}),
  };
}
