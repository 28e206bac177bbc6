/**
 * What each public API endpoint answers (decision 061), read through the same domain functions as the pages — the
 * held reads of decision 026 where the page has one — so the visibility rules are the pages' own: public DJs only,
 * published (or cancelled) events only, active venues and production lines, published news. Each answer is shaped
 * by its zod schema (app/core/api/api-schemas.ts), which is also what the OpenAPI document is made from.
 */

import type { z } from "zod";
import { gateOpen } from "~/core/access/areas";
import { type ApiProblem, apiProblem } from "~/core/api/api-problem";
import { isSlugSegment, type ListQuery, nextCursor, readListQuery } from "~/core/api/api-query";
import {
  DjAvailabilitySchema,
  DjDetailSchema,
  DjListSchema,
  type DjSummary,
  EventDetailSchema,
  EventListSchema,
  type EventSummary,
  NewsDetailSchema,
  NewsListSchema,
  type NewsSummary,
  ProductionDetailSchema,
  ProductionListSchema,
  type ProductionSummary,
  VenueDetailSchema,
  VenueListSchema,
} from "~/core/api/api-schemas";
import { gridRange } from "~/core/calendar/availability";
import { parseDjDirectoryFilters } from "~/core/djs/dj-directory-filters";
import { isEventId } from "~/core/events/event-id";
import { type EventCardData, localDateOf, parseEventFilters, SITE_TIME_ZONE } from "~/core/events/events";
import { newsArticleAccess, newsPath } from "~/core/news/news";
import { type ProductionCardData, parseProductionFilters, productionPath } from "~/core/productions/productions";
import type { Flags } from "~/core/site/flags";
import { parseVenueFilters } from "~/core/venues/venues";
import type { Db } from "~server/db/client.server";
import { getHeldAvailability } from "~server/domain/dj-calendar/get-held-availability.server";
import { countPublicDjs } from "~server/domain/djs/count-public-djs.server";
import { getHeldDjPage } from "~server/domain/djs/get-held-dj-page.server";
import { type DjCard, listPublicDjs } from "~server/domain/djs/list-public-djs.server";
import { getHeldDjGigs } from "~server/domain/events/get-held-dj-gigs.server";
import { getHeldEventList } from "~server/domain/events/get-held-event-list.server";
import { getHeldEventPage } from "~server/domain/events/get-held-event-page.server";
import type { ScopedEvents } from "~server/domain/events/held-scoped-events.server";
import { getNewsArticle } from "~server/domain/news/get-news-article.server";
import { listNewsCategories } from "~server/domain/news/list-news-categories.server";
import { listPublicNews, type PublicNewsCard } from "~server/domain/news/list-public-news.server";
import { sanitizeNewsHtml } from "~server/domain/news/sanitize-news-html.server";
import {
  getHeldProductionEvents,
  getHeldProductionPage,
} from "~server/domain/productions/get-held-production-page.server";
import { listPublicProductions } from "~server/domain/productions/list-public-productions.server";
import { getHeldVenueList } from "~server/domain/venues/get-held-venue-list.server";
import { getHeldVenueEvents, getHeldVenuePage } from "~server/domain/venues/get-held-venue-page.server";

export type ApiAnswer = { ok: true; body: unknown } | { ok: false; problem: ApiProblem };

export interface ApiReadContext {
  db: Db;
  flags: Flags;
  /** PUBLIC_URL's origin: every `url` in an answer is absolute. */
  origin: string;
}

/** The filters each list takes: the page's own query parameters (minus its `page`, which a cursor replaces). */
export const LIST_FILTERS = {
  djs: ["genre", "city", "sort"],
  events: ["when", "city", "genre", "venue", "production", "range", "from", "to"],
  venues: ["city", "type", "capacity", "q"],
  productions: ["verified", "upcoming", "q"],
  news: ["category"],
  gigs: ["when"],
  venueEvents: ["when"],
  productionEvents: ["when"],
} as const;

const ok = (body: unknown): ApiAnswer => ({ ok: true, body });
const refuse = (problem: ApiProblem): ApiAnswer => ({ ok: false, problem });
const notFound = (what: string) => refuse(apiProblem("not-found", `No ${what} here.`));
const areaOff = (area: string) => refuse(apiProblem("not-found", `${area} are switched off on this site.`));

function absolute(origin: string, path: string | null | undefined): string | null {
  if (!path) return null;
  return path.startsWith("/") ? `${origin}${path}` : path;
}

/** Reads a list's query, then answers it; a bad query is the 400 problem. */
async function list(
  name: keyof typeof LIST_FILTERS,
  scope: string,
  params: URLSearchParams,
  answer: (query: ListQuery) => Promise<ApiAnswer>,
): Promise<ApiAnswer> {
  const reading = readListQuery(scope, params, LIST_FILTERS[name]);
  return reading.ok ? answer(reading.query) : refuse(reading.problem);
}

/** One page of a list, shaped by its schema, with the cursor of the next page. */
function listPage(schema: z.ZodType, query: ListQuery, data: unknown[], total: number): ApiAnswer {
  return ok(schema.parse({ data, total, nextCursor: nextCursor(query, total) }));
}

function djSummary(origin: string, dj: DjCard): DjSummary {
  return {
    slug: dj.slug,
    name: dj.display_name,
    genres: dj.genres,
    location: dj.location,
    verification: dj.verification_status,
    featured: dj.homepage_featured,
    imageUrl: absolute(origin, dj.profile_image),
    url: `${origin}/dj/${dj.slug}`,
  };
}

function eventSummary(origin: string, event: EventCardData): EventSummary {
  return {
    eventId: event.eventId,
    name: event.name,
    status: event.status as EventSummary["status"],
    startsAt: event.startsAt,
    timeZone: event.timeZone,
    localDate: event.localDate,
    localTime: event.localTime,
    venue: event.venue,
    location: event.location,
    imageUrl: absolute(origin, event.image),
    lineup: event.lineup.map((entry) => ({ name: entry.name, djSlug: entry.djSlug })),
    url: `${origin}/events/${event.eventId}`,
  };
}

function productionSummary(
  origin: string,
  line: Pick<ProductionCardData, "slug" | "name" | "logoUrl" | "isVerified" | "isFeatured" | "eventCount">,
): ProductionSummary {
  return {
    slug: line.slug,
    name: line.name,
    logoUrl: absolute(origin, line.logoUrl),
    verified: line.isVerified,
    featured: line.isFeatured,
    eventCount: line.eventCount,
    url: `${origin}${productionPath(line.slug)}`,
  };
}

function newsSummary(origin: string, item: PublicNewsCard): NewsSummary {
  return {
    slug: item.slug,
    title: item.title,
    excerpt: item.excerpt,
    publishedAt: item.publishDate.toISOString(),
    imageUrl: absolute(origin, item.imageUrl),
    authorName: item.authorName,
    category: item.category,
    url: `${origin}${newsPath(item.slug)}`,
  };
}

export function listDjs({ db, origin }: ApiReadContext, params: URLSearchParams): Promise<ApiAnswer> {
  return list("djs", "djs", params, async (query) => {
    const filters = parseDjDirectoryFilters(query.filters);
    const [djs, total] = await Promise.all([
      listPublicDjs(db, { ...filters, limit: query.limit, offset: query.offset }),
      countPublicDjs(db, filters),
    ]);
    return listPage(
      DjListSchema,
      query,
      djs.map((dj) => djSummary(origin, dj)),
      total,
    );
  });
}

const DJ_LINKS = {
  website: "websiteUrl",
  soundcloud: "soundcloudUrl",
  youtube: "youtubeUrl",
  instagram: "instagramUrl",
  twitter: "twitterUrl",
  spotify: "spotifyUrl",
  appleMusic: "appleMusicUrl",
  beatport: "beatportUrl",
  facebook: "facebookUrl",
  tiktok: "tiktokUrl",
} as const;

export async function getDj({ db, origin }: ApiReadContext, slug: string): Promise<ApiAnswer> {
  const page = isSlugSegment(slug) ? await getHeldDjPage(db, slug) : null;
  if (!page) return notFound("DJ with this slug");
  const { dj } = page;
  const links: Record<string, string> = {};
  for (const [kind, column] of Object.entries(DJ_LINKS)) {
    const value = dj[column];
    if (value) links[kind] = value;
  }
  return ok(
    DjDetailSchema.parse({
      ...djSummary(origin, {
        id: dj.id,
        slug: dj.slug,
        display_name: dj.displayName,
        genres: dj.genres,
        location: dj.location,
        profile_image: dj.profileImage,
        image_position: dj.imagePosition,
        verification_status: dj.verificationStatus as DjCard["verification_status"],
        homepage_featured: dj.homepageFeatured,
        is_suggested: dj.isSuggested,
      }),
      bioHtml: page.bioHtml,
      links,
      gigsUrl: `${origin}/api/v1/djs/${dj.slug}/gigs`,
    }),
  );
}

/**
 * A DJ's free and busy days — the booking form's grid, never why — only where the DJ page shows that grid: the DJ
 * takes bookings and their managers did not turn the public grid off (decision 054). Otherwise a 404 problem.
 */
export async function getDjAvailability({ db }: ApiReadContext, slug: string): Promise<ApiAnswer> {
  const page = isSlugSegment(slug) ? await getHeldDjPage(db, slug) : null;
  if (!page) return notFound("DJ with this slug");
  const { dj } = page;
  if (!dj.bookingEnabled || !dj.availabilityGrid) {
    return refuse(apiProblem("not-found", "This DJ does not show free and busy dates."));
  }
  const grid = await getHeldAvailability(db, dj);
  const { from, to } = gridRange(grid.today);
  return ok(DjAvailabilitySchema.parse({ timeZone: grid.timeZone, from, to, busy: grid.busy }));
}

/**
 * One scope's upcoming or past events — a DJ's gigs, a venue's nights, a production line's — as its public page
 * lists them (the page's held read, its sections' length), paged like any list.
 */
async function listScoped(
  ctx: ApiReadContext,
  name: "gigs" | "venueEvents" | "productionEvents",
  scope: string,
  params: URLSearchParams,
  read: () => Promise<ScopedEvents>,
): Promise<ApiAnswer> {
  return list(name, scope, params, async (query) => {
    const when = query.filters.get("when");
    if (when !== null && when !== "upcoming" && when !== "past") {
      return refuse(apiProblem("bad-request", `"when" is "upcoming" (the default) or "past".`));
    }
    const events = await read();
    const rows = when === "past" ? events.past : events.upcoming;
    const shown = rows.slice(query.offset, query.offset + query.limit);
    return listPage(
      EventListSchema,
      query,
      shown.map((event) => eventSummary(ctx.origin, event)),
      rows.length,
    );
  });
}

export async function listDjGigs(ctx: ApiReadContext, slug: string, params: URLSearchParams): Promise<ApiAnswer> {
  if (!gateOpen("events", ctx.flags)) return areaOff("Events");
  const page = isSlugSegment(slug) ? await getHeldDjPage(ctx.db, slug) : null;
  if (!page) return notFound("DJ with this slug");
  return listScoped(ctx, "gigs", `dj-gigs:${slug}`, params, () => getHeldDjGigs(ctx.db, page.dj.id));
}

/** A venue's upcoming or past events: the venue page's two sections (widget and API, decision 061). */
export async function listVenueEvents(ctx: ApiReadContext, slug: string, params: URLSearchParams): Promise<ApiAnswer> {
  if (!gateOpen("events", ctx.flags)) return areaOff("Events");
  if (!gateOpen("venues", ctx.flags)) return areaOff("Venues");
  const page = isSlugSegment(slug) ? await getHeldVenuePage(ctx.db, slug) : null;
  if (!page) return notFound("venue with this slug");
  return listScoped(ctx, "venueEvents", `venue-events:${slug}`, params, () =>
    getHeldVenueEvents(ctx.db, page.venue.id),
  );
}

/** A production line's upcoming or past events: its page's two sections (widget and API, decision 061). */
export async function listProductionEvents(
  ctx: ApiReadContext,
  slug: string,
  params: URLSearchParams,
): Promise<ApiAnswer> {
  if (!gateOpen("events", ctx.flags)) return areaOff("Events");
  if (!gateOpen("productions", ctx.flags)) return areaOff("Production lines");
  const page = isSlugSegment(slug) ? await getHeldProductionPage(ctx.db, slug) : null;
  if (!page) return notFound("production line with this slug");
  return listScoped(ctx, "productionEvents", `production-events:${slug}`, params, () =>
    getHeldProductionEvents(ctx.db, page.line.id),
  );
}

export function listEvents({ db, flags, origin }: ApiReadContext, params: URLSearchParams): Promise<ApiAnswer> {
  if (!gateOpen("events", flags)) return Promise.resolve(areaOff("Events"));
  return list("events", "events", params, async (query) => {
    const filters = parseEventFilters(query.filters);
    const today = localDateOf(new Date(), SITE_TIME_ZONE);
    const page = await getHeldEventList(db, { filters, today, limit: query.limit, offset: query.offset });
    return listPage(
      EventListSchema,
      query,
      page.events.map((event) => eventSummary(origin, event)),
      page.total,
    );
  });
}

export async function getEvent({ db, flags, origin }: ApiReadContext, eventId: string): Promise<ApiAnswer> {
  if (!gateOpen("events", flags)) return areaOff("Events");
  const page = isEventId(eventId) ? await getHeldEventPage(db, eventId) : null;
  if (!page) return notFound("event with this event_id");
  const { event } = page;
  const localStart = new Intl.DateTimeFormat("en-CA", {
    timeZone: event.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(event.startsAt);
  const part = (type: string) => localStart.find((p) => p.type === type)?.value ?? "";
  return ok(
    EventDetailSchema.parse({
      eventId: event.eventId,
      name: event.name,
      status: event.status,
      startsAt: event.startsAt.toISOString(),
      timeZone: event.timeZone,
      localDate: `${part("year")}-${part("month")}-${part("day")}`,
      localTime: `${part("hour")}:${part("minute")}`,
      venue: event.venue,
      location: event.location,
      imageUrl: absolute(origin, event.image),
      lineup: event.lineup.map((entry) => ({ name: entry.name, djSlug: entry.dj?.slug ?? null })),
      url: `${origin}/events/${event.eventId}`,
      endsAt: event.endsAt?.toISOString() ?? null,
      venueSlug: event.venueSlug,
      production: event.production,
      ticketUrl: event.ticketUrl,
      descriptionHtml: page.descriptionHtml,
      updatedAt: event.updatedAt.toISOString(),
    }),
  );
}

export function listVenues({ db, flags, origin }: ApiReadContext, params: URLSearchParams): Promise<ApiAnswer> {
  if (!gateOpen("venues", flags)) return Promise.resolve(areaOff("Venues"));
  return list("venues", "venues", params, async (query) => {
    const { page: _page, ...filters } = parseVenueFilters(query.filters);
    const page = await getHeldVenueList(db, {
      filters,
      countEvents: flags.eventsPageEnabled,
      limit: query.limit,
      offset: query.offset,
    });
    return listPage(
      VenueListSchema,
      query,
      page.venues.map((venue) => ({ ...venue, url: `${origin}/venues/${venue.slug}` })),
      page.total,
    );
  });
}

export async function getVenue({ db, flags, origin }: ApiReadContext, slug: string): Promise<ApiAnswer> {
  if (!gateOpen("venues", flags)) return areaOff("Venues");
  const page = isSlugSegment(slug) ? await getHeldVenuePage(db, slug) : null;
  if (!page) return notFound("venue with this slug");
  const { venue } = page;
  return ok(
    VenueDetailSchema.parse({
      slug: venue.slug,
      name: venue.name,
      city: venue.city,
      country: venue.country,
      venueType: venue.venueType,
      capacityStanding: venue.capacityStanding,
      logoUrl: absolute(origin, venue.logoUrl),
      coverImageUrl: absolute(origin, venue.coverImageUrl),
      url: `${origin}/venues/${venue.slug}`,
      address: venue.address,
      websiteUrl: venue.websiteUrl,
      descriptionHtml: page.descriptionHtml,
      productions: flags.productionLinesEnabled
        ? venue.productions.map((line) => ({ slug: line.slug, name: line.name }))
        : [],
    }),
  );
}

export function listProductions({ db, flags, origin }: ApiReadContext, params: URLSearchParams): Promise<ApiAnswer> {
  if (!gateOpen("productions", flags)) return Promise.resolve(areaOff("Production lines"));
  return list("productions", "productions", params, async (query) => {
    const { page: _page, ...filters } = parseProductionFilters(query.filters);
    const page = await listPublicProductions(db, {
      filters,
      now: new Date(),
      limit: query.limit,
      offset: query.offset,
    });
    return listPage(
      ProductionListSchema,
      query,
      page.productions.map((line) => productionSummary(origin, line)),
      page.total,
    );
  });
}

export async function getProduction({ db, flags, origin }: ApiReadContext, slug: string): Promise<ApiAnswer> {
  if (!gateOpen("productions", flags)) return areaOff("Production lines");
  const page = isSlugSegment(slug) ? await getHeldProductionPage(db, slug) : null;
  if (!page) return notFound("production line with this slug");
  const { line } = page;
  return ok(
    ProductionDetailSchema.parse({
      ...productionSummary(origin, line),
      descriptionHtml: page.descriptionHtml,
      djs: page.djs.map((dj) => ({ slug: dj.slug, name: dj.displayName })),
    }),
  );
}

export function listNews({ db, flags, origin }: ApiReadContext, params: URLSearchParams): Promise<ApiAnswer> {
  if (!gateOpen("news", flags)) return Promise.resolve(areaOff("News"));
  return list("news", "news", params, async (query) => {
    const category = query.filters.get("category") || null;
    // An unknown category is a 404 on /news too.
    if (category && !(await listNewsCategories(db)).some((c) => c.slug === category)) {
      return notFound("news category with this slug");
    }
    const page = await listPublicNews(db, { category, pageSize: query.limit, offset: query.offset });
    return listPage(
      NewsListSchema,
      query,
      page.items.map((item) => newsSummary(origin, item)),
      page.total,
    );
  });
}

export async function getNews({ db, flags, origin }: ApiReadContext, slug: string): Promise<ApiAnswer> {
  if (!gateOpen("news", flags)) return areaOff("News");
  const article = isSlugSegment(slug) ? await getNewsArticle(db, slug) : null;
  // Drafts, scheduled and deleted articles are the same 404 as an unknown slug (the page's rule, for a non-admin).
  if (!article || newsArticleAccess(article, new Date(), false) !== "public") return notFound("article with this slug");
  return ok(
    NewsDetailSchema.parse({
      ...newsSummary(origin, {
        slug: article.slug,
        title: article.title,
        excerpt: article.excerpt,
        publishDate: article.publishDate,
        imageUrl: article.featuredImageUrl,
        authorName: article.authorName,
        category: article.category ? { slug: article.category.slug, name: article.category.name } : null,
      }),
      bodyHtml: sanitizeNewsHtml(article.content),
    }),
  );
}
