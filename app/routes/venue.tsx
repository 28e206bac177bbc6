import { data } from "react-router";
import { calendarFeedPath } from "~/core/events/calendar-feed";
import { localDateOf, SITE_TIME_ZONE } from "~/core/events/events";
import { parseArtworkUrl } from "~/core/site/artwork";
import { buildPageMeta, plainText, publicOrigin } from "~/core/site/seo";
import { shareCardImage } from "~/core/site/share-card";
import { venueJsonLd } from "~/core/venues/venue-json-ld";
import {
  describeCapacity,
  venueBackdropUrl,
  venueCoverUrl,
  venueMapUrl,
  venuePlace,
  venueTypeLabel,
} from "~/core/venues/venues";
import { BookingButton } from "~/features/djs/booking-button";
import { ShareMenu } from "~/features/djs/share-menu";
import { datesColumn } from "~/features/events/dj-gigs";
import { VenueGallery } from "~/features/venues/venue-gallery";
import { VenueCover, VenueHeader, VenueLinks, VenueProductions } from "~/features/venues/venue-page-parts";
import { AboutAndDates } from "~/ui/about-and-dates";
import { AboutSection } from "~/ui/about-section";
import { useVenueView } from "~/ui/activity-beacons";
import { CalendarSubscribe, feedAlternates } from "~/ui/calendar-subscribe";
import { readPageData } from "~server/adapters/page-data.server";
import { routeContext } from "~server/adapters/route-guard.server";
import { getHeldVenueEvents, getHeldVenuePage } from "~server/domain/venues/get-held-venue-page.server";
import type { Route } from "./+types/venue";

/**
 * /venues/{slug}: an active venue's page; inactive and unknown slugs are 404. Its events show while the
 * events area is open (they link to event pages), its production lines while theirs is.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  // Held in memory until a public change (decision 026): a render that misses the page cache makes no query.
  // Its reads within the spec's 12 s, or the page says it is taking too long (decision 041).
  const page = await readPageData(context, () => getHeldVenuePage(ctx.database.db, params.slug));
  if (!page) throw data({ screen: "not-found" }, { status: 404 });
  const { venue } = page;
  const now = new Date();
  const events = ctx.flags.eventsPageEnabled
    ? await readPageData(context, () => getHeldVenueEvents(ctx.database.db, venue.id))
    : { upcoming: [], past: [] };
  return {
    venue: {
      slug: venue.slug,
      name: venue.name,
      logoUrl: venue.logoUrl,
      type: venueTypeLabel(venue.venueType),
      place: venuePlace(venue),
      capacity: describeCapacity(venue.capacityStanding),
      capacityStanding: venue.capacityStanding,
      city: venue.city,
      country: venue.country,
      address: venue.address,
      websiteUrl: venue.websiteUrl && /^https?:\/\//i.test(venue.websiteUrl) ? venue.websiteUrl : null,
      cover: venueCoverUrl(venue),
      backdrop: venueBackdropUrl(venue),
      mapUrl: venueMapUrl(venue),
      descriptionHtml: page.descriptionHtml,
      acceptsBookings: venue.acceptsBookings,
      // Photos people uploaded only: generated pictures never make a gallery (decision 060).
      gallery: page.gallery
        .filter((g) => !parseArtworkUrl(g.imageUrl))
        .map((g) => ({ id: g.id, imageUrl: g.imageUrl, caption: g.caption })),
      productions: venue.productions.map((p) => ({
        ...p,
        href: ctx.flags.productionLinesEnabled ? `/production/${p.slug}` : null,
      })),
    },
    events,
    calendar: ctx.flags.eventsPageEnabled,
    today: localDateOf(now, SITE_TIME_ZONE),
    shareUrl: `${ctx.config.publicUrl}/venues/${venue.slug}`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "404 - Page Not Found" }];
  const { venue, events } = loaderData;
  const origin = publicOrigin(matches);
  const facts = [venue.type, venue.place, venue.capacity].filter(Boolean).join(" · ");
  const about = plainText(venue.descriptionHtml, 160);
  return [
    ...buildPageMeta({
      title: `${venue.name} · Booth`,
      description: [facts, about].filter(Boolean).join(". ") || `${venue.name} on Booth.`,
      path: `/venues/${venue.slug}`,
      origin,
      ...shareCardImage("venue", venue.slug ?? "", venue.name),
    }),
    { "script:ld+json": venueJsonLd({ ...venue, upcoming: events.upcoming }, origin) },
    ...feedAlternates(loaderData.calendar, origin, { kind: "venue", slug: venue.slug ?? "" }, venue.name),
  ];
};

export default function VenuePage({ loaderData }: Route.ComponentProps) {
  const { venue, events } = loaderData;
  // The view is counted by the beacon, never by the loader: this page may come from the page cache.
  useVenueView(venue.slug);
  return (
    <article className="mx-auto max-w-[1200px] px-4 pt-0 pb-16 md:px-6 md:pt-8">
      <VenueCover src={venue.backdrop} />
      <VenueHeader venue={venue} />
      <div className="mt-5 flex flex-wrap items-center gap-3 md:px-6">
        <VenueLinks mapUrl={venue.mapUrl} websiteUrl={venue.websiteUrl} address={venue.address} />
        <ShareMenu url={loaderData.shareUrl} title={venue.name} heading="Share venue" />
        {venue.acceptsBookings ? (
          <BookingButton
            slug={venue.slug}
            displayName={venue.name}
            label="Book this venue"
            action={`/venues/${venue.slug}/booking`}
            recipient="the venue"
            isVenue
            city={venue.city}
          />
        ) : null}
      </div>
      <AboutAndDates
        className="md:px-6"
        about={
          venue.descriptionHtml ? (
            <AboutSection headingId="venue-about-heading" html={venue.descriptionHtml} testId="venue-description" />
          ) : null
        }
        dates={datesColumn({
          ...events,
          today: loaderData.today,
          idPrefix: "venue-events",
          titles: { upcoming: `Upcoming at ${venue.name}`, past: "Past events", empty: "No dates announced yet." },
        })}
      >
        {venue.gallery.length + venue.productions.length > 0 ? (
          <>
            <VenueGallery venueName={venue.name} items={venue.gallery} />
            <VenueProductions productions={venue.productions} />
          </>
        ) : null}
      </AboutAndDates>
      {loaderData.calendar ? (
        <CalendarSubscribe
          path={calendarFeedPath({ kind: "venue", slug: venue.slug ?? "" })}
          description={`Every date at ${venue.name}, kept up to date in your calendar.`}
          className="mt-10 md:mx-6"
        />
      ) : null}
    </article>
  );
}
