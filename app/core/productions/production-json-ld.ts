import { absoluteUrl, plainText } from "~/core/site/seo";

/** The production-line fields the JSON-LD uses (what the production page's loader returns). */
export interface SeoProduction {
  slug: string;
  name: string;
  descriptionHtml: string;
  logo: string;
  followerCount: number;
  upcoming: { eventId: string; name: string; startsAt: string }[];
}

/**
 * schema.org description of a production line's page: an Organization (the people behind a party series) with its
 * logo, follower count and the next events it puts on. React Router serialises it with `<` escaped.
 */
export function productionJsonLd(line: SeoProduction, origin: string): Record<string, unknown> {
  const about = plainText(line.descriptionHtml, 300);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: line.name,
    url: absoluteUrl(origin, `/production/${line.slug}`),
    logo: absoluteUrl(origin, line.logo),
    ...(about ? { description: about } : {}),
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: "https://schema.org/FollowAction",
      userInteractionCount: line.followerCount,
    },
    ...(line.upcoming.length > 0
      ? {
          event: line.upcoming.map((event) => ({
            "@type": "MusicEvent",
            name: event.name,
            startDate: event.startsAt,
            url: absoluteUrl(origin, `/events/${event.eventId}`),
          })),
        }
      : {}),
  };
}
