import { absoluteUrl, plainText } from "~/core/site/seo";

/** The venue fields the JSON-LD uses (what the venue page's loader returns). */
export interface SeoVenue {
  slug: string;
  name: string;
  descriptionHtml: string;
  city: string | null;
  country: string | null;
  address: string | null;
  websiteUrl: string | null;
  capacityStanding: number | null;
  cover: string;
  mapUrl: string;
  upcoming: { eventId: string; name: string; startsAt: string }[];
}

/**
 * schema.org description of a venue page: a MusicVenue (a Place) with its postal address, capacity, map and the
 * next events there. React Router serialises it with `<` escaped, so a name cannot close the script element.
 */
export function venueJsonLd(venue: SeoVenue, origin: string): Record<string, unknown> {
  const about = plainText(venue.descriptionHtml, 300);
  const address =
    venue.address || venue.city || venue.country
      ? {
          "@type": "PostalAddress",
          ...(venue.address ? { streetAddress: venue.address } : {}),
          ...(venue.city ? { addressLocality: venue.city } : {}),
          ...(venue.country ? { addressCountry: venue.country } : {}),
        }
      : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "MusicVenue",
    name: venue.name,
    url: absoluteUrl(origin, `/venues/${venue.slug}`),
    image: [absoluteUrl(origin, venue.cover)],
    hasMap: venue.mapUrl,
    ...(about ? { description: about } : {}),
    ...(address ? { address } : {}),
    ...(venue.capacityStanding ? { maximumAttendeeCapacity: venue.capacityStanding } : {}),
    ...(venue.websiteUrl ? { sameAs: [venue.websiteUrl] } : {}),
    ...(venue.upcoming.length > 0
      ? {
          event: venue.upcoming.map((event) => ({
            "@type": "MusicEvent",
            name: event.name,
            startDate: event.startsAt,
            url: absoluteUrl(origin, `/events/${event.eventId}`),
          })),
        }
      : {}),
  };
}
