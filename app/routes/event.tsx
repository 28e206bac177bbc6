import { data } from "react-router";
import type { EventManager } from "~/core/access/event-ownership";
import { oembedAlternate } from "~/core/api/oembed";
import { eventJsonLd } from "~/core/events/event-json-ld";
import {
  dayHeading,
  describeEventTime,
  eventCalendarPath,
  eventFlyerUrlAt,
  formatEventDate,
  googleCalendarUrl,
  localDateOf,
  SITE_TIME_ZONE,
  safeTicketUrl,
} from "~/core/events/events";
import { buildPageMeta, plainText, publicOrigin } from "~/core/site/seo";
import { shareCardImage } from "~/core/site/share-card";
import { publicTrackRows, tracklistJsonLd } from "~/core/tracklists/public-tracklist";
import { ShareMenu } from "~/features/djs/share-menu";
import {
  CancelledBanner,
  EventFactsList,
  EventFlyer,
  EventLineup,
  EventTicketsAndCalendar,
  PreviewBanner,
} from "~/features/events/event-page-parts";
import { ResidencyDates, ResidencyLine } from "~/features/events/residency-parts";
import { EventTracklists } from "~/features/tracklists/event-tracklists";
import { AboutSection } from "~/ui/about-section";
import { trackEventInteraction, useEventView } from "~/ui/activity-beacons";
import { readPageData } from "~server/adapters/page-data.server";
import { routeContext } from "~server/adapters/route-guard.server";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";
import { getHeldEventPage, type HeldEventPage } from "~server/domain/events/get-held-event-page.server";
import { getPublicEvent } from "~server/domain/events/get-public-event.server";
import { getHeldEventTracklists } from "~server/domain/tracklists/get-held-event-tracklists.server";
import type { Route } from "./+types/event";

/**
 * /events/{event_id}: a published or cancelled event; drafts, pending and unknown ids are 404, except
 * that the creator and admins may preview their own draft or pending event (signed in, so never from the page
 * cache, and marked noindex). Nothing is recorded here (the page may come from the rendered-page cache): the
 * page's beacon counts the view.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = routeContext(context);
  const previewer = ctx.userId ? { userId: ctx.userId, isAdmin: ctx.viewer.role === "admin" } : null;
  // What everyone sees is held in memory until a public change (decision 026); only a previewer's draft or pending
  // event, which the public never sees, is read each time.
  // Within the spec's 12 s, or the page says it is taking too long (decision 041).
  const page = await readPageData(
    context,
    async () =>
      (await getHeldEventPage(ctx.database.db, params.slug)) ??
      (previewer ? await previewEventPage(ctx.database.db, params.slug, previewer) : null),
  );
  if (!page) throw data({ screen: "not-found" }, { status: 404 });
  const { event } = page;
  const now = new Date();
  const localDate = localDateOf(event.startsAt, event.timeZone);
  const tile = dayHeading(localDate, localDateOf(now, SITE_TIME_ZONE));
  const time = describeEventTime(event.startsAt, event.endsAt, event.timeZone);
  // The sets played, as the DJs published them from their software (never on a preview: nobody played it yet).
  const tracklists = event.preview
    ? []
    : await readPageData(context, () => getHeldEventTracklists(ctx.database.db, event.id));
  const shareUrl = `${ctx.config.publicUrl}/events/${event.eventId}`;
  const place = [event.venue, event.location].filter(Boolean).join(", ") || null;
  return {
    event: {
      eventId: event.eventId,
      name: event.name,
      status: event.status,
      preview: event.preview,
      // Where the previewer edits it: admins have their own form (the mate screens need a mate profile).
      editHref:
        previewer?.isAdmin === true ? `/admin/events/${event.eventId}/edit` : `/mate/events/${event.eventId}/edit`,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt?.toISOString() ?? null,
      previousStartDate: event.previousStartDate?.toISOString() ?? null,
      venue: event.venue,
      venueAddress: event.venueAddress,
      venueHref: event.venueSlug && ctx.flags.venuesEnabled ? `/venues/${event.venueSlug}` : null,
      location: event.location,
      production: event.production
        ? {
            name: event.production.name,
            href: ctx.flags.productionLinesEnabled ? `/production/${event.production.slug}` : null,
          }
        : null,
      flyer: eventFlyerUrlAt(event),
      // Stored sanitised by createEvent, and sanitised again here, like a DJ bio.
      descriptionHtml: page.descriptionHtml,
      ticketUrl: safeTicketUrl(event.ticketUrl),
      lineup: event.lineup.map((entry, position) => ({
        position,
        name: entry.name,
        setTime: entry.setTime,
        dj: entry.dj,
      })),
      // A date of a residency (decision 059): how it repeats and its next dates, each its own page.
      series: event.series
        ? {
            label: event.series.label,
            next: event.series.next.map((d) => ({
              href: `/events/${d.eventId}`,
              day: formatEventDate(d.startsAt, d.timeZone, "dayTime"),
            })),
          }
        : null,
    },
    tracklists: tracklists.map((t) => ({
      dj: { name: t.dj.displayName, slug: t.dj.slug },
      rows: publicTrackRows(t.tracks),
    })),
    facts: { ...time, weekday: tile.weekday, date: tile.date, timeZone: event.timeZone },
    over: (event.endsAt ?? event.startsAt) < now,
    shareUrl,
    icsPath: eventCalendarPath(event.eventId),
    googleUrl: googleCalendarUrl({
      name: event.name,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      location: place,
      details: shareUrl,
      timeZone: event.timeZone,
    }),
  };
}

/** A draft or pending event for its creator or an admin: read each time, never held (the public never sees it). */
async function previewEventPage(
  db: Parameters<typeof getPublicEvent>[0],
  eventId: string,
  previewer: EventManager,
): Promise<HeldEventPage | null> {
  const event = await getPublicEvent(db, eventId, previewer);
  return event ? { event, descriptionHtml: sanitizeRichText(event.description ?? "") } : null;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "404 - Page Not Found" }];
  const { event, facts } = loaderData;
  const origin = publicOrigin(matches);
  const where = [event.venue, event.location].filter(Boolean).join(", ");
  const lineup = event.lineup.map((l) => l.name).join(", ");
  const summary = [`${facts.day}, ${facts.time} ${facts.zone}`, where, lineup ? `With ${lineup}` : ""]
    .filter(Boolean)
    .join(" · ");
  const about = plainText(event.descriptionHtml, 160);
  return [
    ...buildPageMeta({
      title: `${event.status === "cancelled" ? "Cancelled: " : ""}${event.name} · Booth`,
      description: about ? `${summary}. ${about}` : summary,
      path: `/events/${event.eventId}`,
      origin,
      ...shareCardImage("event", event.eventId, event.name, event.preview),
      noindex: event.preview,
    }),
    { "script:ld+json": eventJsonLd(event, origin) },
    // oEmbed discovery (decision 061); a preview is nobody's to embed.
    ...(event.preview
      ? []
      : [oembedAlternate(origin, { kind: "event", eventId: event.eventId }, `${event.name} on Booth`)]),
    ...loaderData.tracklists.map((set) => ({
      "script:ld+json": tracklistJsonLd(
        {
          name: `${set.dj.name} at ${event.name}`,
          djName: set.dj.name,
          djSlug: set.dj.slug,
          eventId: event.eventId,
          tracks: set.rows,
        },
        origin,
      ),
    })),
  ];
};

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, facts, over } = loaderData;
  // The view is counted by the page's beacon, never by the loader (the page may come from the page cache).
  useEventView(event.eventId);
  const cancelled = event.status === "cancelled";
  return (
    <article className="mx-auto max-w-[1200px] px-4 pt-4 pb-16 md:px-6 md:pt-10">
      {cancelled ? <CancelledBanner /> : null}
      {event.preview ? <PreviewBanner status={event.status} editHref={event.editHref} /> : null}
      <div className="grid gap-6 md:grid-cols-[minmax(0,420px)_1fr] md:gap-12">
        <EventFlyer src={event.flyer} name={event.name} />
        <div className="flex min-w-0 flex-col gap-6 md:pt-2">
          <header>
            <p className="text-xs font-bold tracking-[0.2em] text-accent-fg uppercase">
              {cancelled ? "Cancelled event" : over ? "Past event" : "Event"}
            </p>
            <h1 className="mt-2 font-display text-4xl leading-[1.05] font-extrabold tracking-tight text-balance md:text-6xl">
              {event.name}
            </h1>
          </header>
          {event.series ? <ResidencyLine label={event.series.label} /> : null}
          <EventFactsList
            facts={{
              ...facts,
              venue: event.venue,
              venueHref: event.venueHref,
              location: event.location,
              production: event.production,
            }}
          />
          {/* A preview's calendar file and share link would lead others to a 404: they come with publishing. */}
          {event.preview ? null : (
            <div className="flex flex-wrap items-center gap-3">
              {cancelled || over ? null : (
                <EventTicketsAndCalendar
                  ticketUrl={event.ticketUrl}
                  icsPath={loaderData.icsPath}
                  googleUrl={loaderData.googleUrl}
                  onTicketClick={() => trackEventInteraction(event.eventId, { kind: "event_ticket_click" })}
                />
              )}
              <ShareMenu
                url={loaderData.shareUrl}
                title={event.name}
                heading="Share event"
                onShared={(platform) => trackEventInteraction(event.eventId, { kind: "event_share", platform })}
              />
            </div>
          )}
          {event.descriptionHtml ? (
            <AboutSection headingId="about-heading" html={event.descriptionHtml} testId="event-description" />
          ) : null}
        </div>
      </div>
      <EventLineup lineup={event.lineup} />
      {event.series ? <ResidencyDates dates={event.series.next} /> : null}
      <EventTracklists sets={loaderData.tracklists} />
    </article>
  );
}
