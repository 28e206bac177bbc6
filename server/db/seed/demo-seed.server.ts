/**
 * The demo seed: makes a first start look alive (DJs, venues, production lines, events, news, radio).
 * Runs once: a `settings` marker row records it, and it never runs over an instance that already has DJs.
 * Images are local generative SVG paths (/art/...), served by the app, so everything works offline.
 */
import { eq, sql } from "drizzle-orm";
import { eventIdBase, firstFreeEventId } from "~/core/events/event-id";
import { DEFAULT_EVENT_TIME_ZONE, localDateOf, zonedDateTime } from "~/core/events/events";
import { slugify } from "~/core/text/slugs";
import type { Db } from "~server/db/client.server";
import { djProfiles, productionLineFollows, settings, users } from "~server/db/schema";
import { DEMO_BOOKED_DJS, djIdsBySlug, seedDemoDjBookings, seedDemoSearches } from "./demo-admin.server";
import {
  DEMO_CITY_TIME_ZONES,
  DEMO_CROWD,
  DEMO_DJS,
  DEMO_EVENTS,
  DEMO_NEWS,
  DEMO_NEWS_CATEGORIES,
  DEMO_PRODUCTIONS,
  DEMO_TRACKS,
  DEMO_VENUES,
  type DemoDj,
} from "./demo-content";
import { seedDemoDjFollows } from "./demo-dj-follows.server";
import { demoEventDay } from "./demo-event-day";
import { seedDemoNewsViews } from "./demo-news-views.server";
import { seedDemoResidency } from "./demo-residency.server";
import { seedDemoSearchAliases } from "./demo-search-aliases.server";
import { seedDemoSupportMessages } from "./demo-support.server";
import { seedDemoTracklists } from "./demo-tracklists.server";
import { seedDemoVenueAudience, seedDemoVenueGalleries } from "./demo-venue-ops.server";
import { seedDemoWebVitals } from "./demo-web-vitals.server";
import {
  type DjProfile,
  seedDj,
  seedEvent,
  seedNews,
  seedNewsCategory,
  seedNewsTag,
  seedProductionLine,
  seedRadioTrack,
  seedVenue,
} from "./factories.server";

export const DEMO_SEED_MARKER_KEY = "demo_seeded_at";
const DEMO_SEED_LOCK_KEY = 7_240_316_002;

export interface DemoSeedSummary {
  djs: number;
  publicDjs: number;
  venues: number;
  productions: number;
  events: number;
  news: number;
  newsCategories: number;
  radioTracks: number;
}

export async function isDemoSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, DEMO_SEED_MARKER_KEY));
  return rows.length > 0;
}

/**
 * Seeds the demo content unless it was seeded before or the instance already has DJs.
 * Returns the summary when it seeded, or null when it did nothing. Safe to call from several processes at once
 * (a transaction-scoped advisory lock serialises them).
 */
export async function seedDemoIfEmpty(db: Db): Promise<DemoSeedSummary | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
    const t = tx as unknown as Db;
    if (await isDemoSeeded(t)) return null;
    const [{ count }] = await t.select({ count: sql<number>`count(*)::int` }).from(djProfiles);
    if (count > 0) return null;
    const summary = await seedDemoContent(t);
    // The demo's events are its history, not news for its crowd of followers: nothing to mail at 09:00.
    await t.execute(sql`update event_changes set planned_at = now() where planned_at is null`);
    return summary;
  });
}

function handleOf(dj: DemoDj): string {
  return slugify(dj.name).replace(/-/g, "");
}

/** Deterministic pseudo id of a given length from a string (for platform artist ids). */
function pseudoId(seed: string, length: number, alphabet: string): string {
  let h = 2166136261;
  let out = "";
  for (let i = 0; out.length < length; i++) {
    h ^= seed.charCodeAt(i % seed.length) + i;
    h = Math.imul(h, 16777619) >>> 0;
    out += alphabet[h % alphabet.length];
  }
  return out;
}

function socialLinks(dj: DemoDj, slug: string) {
  const h = handleOf(dj);
  const digits = pseudoId(slug, 7, "0123456789");
  const base = {
    soundcloudUrl: `https://soundcloud.com/${h}`,
    instagramUrl: `https://www.instagram.com/${h}`,
  };
  if (dj.sparse) return base;
  return {
    ...base,
    youtubeUrl: `https://www.youtube.com/@${h}`,
    twitterUrl: `https://x.com/${h}`,
    websiteUrl: `https://linktr.ee/${h}`,
    spotifyUrl: `https://open.spotify.com/artist/${pseudoId(slug, 22, "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")}`,
    appleMusicUrl: `https://music.apple.com/us/artist/${slug}/${digits}`,
    beatportUrl: `https://www.beatport.com/artist/${slug}/${digits.slice(0, 6)}`,
    facebookUrl: `https://www.facebook.com/${h}`,
    tiktokUrl: `https://www.tiktok.com/@${h}`,
  };
}

/** The demo crowd's users (no password: they cannot sign in), created once; returns their ids in DEMO_CROWD order. */
async function seedDemoCrowd(db: Db): Promise<string[]> {
  const rows = DEMO_CROWD.map((name) => ({
    id: `demo-crowd-${slugify(name)}`,
    email: `${slugify(name)}@crowd.booth.test`,
    name,
    emailVerified: true,
    role: "user",
    profileCompleted: true,
  }));
  await db.insert(users).values(rows).onConflictDoNothing();
  return rows.map((r) => r.id);
}

/** Inserts all demo content unconditionally (callers normally use seedDemoIfEmpty). */
export async function seedDemoContent(db: Db): Promise<DemoSeedSummary> {
  const now = Date.now();
  const djs: DjProfile[] = [];
  for (const [i, dj] of DEMO_DJS.entries()) {
    const slug = slugify(dj.name);
    djs.push(
      await seedDj(db, {
        slug,
        displayName: dj.name,
        realName: dj.real,
        bio: dj.bio,
        location: dj.city,
        genres: dj.genres,
        roles: i % 7 === 3 ? ["DJ", "Producer"] : ["DJ"],
        profileImage: `/art/dj/${slug}.svg`,
        imagePosition: "center",
        agency: dj.agency ?? null,
        featuredTrack:
          dj.track ?? (dj.sparse ? null : `https://soundcloud.com/${handleOf(dj)}/${slugify(dj.genres[0])}-mix`),
        featuredVideos: dj.videos ?? [],
        themeId: dj.theme ?? null,
        active: !dj.inactive,
        verificationStatus: dj.status === "v" ? "verified" : dj.status === "m" ? "mate" : "none",
        homepageFeatured: Boolean(dj.featured),
        isSuggested: Boolean(dj.suggested),
        bookingEnabled: Boolean(dj.booking),
        bookingDepositCents: dj.deposit ?? null,
        whatsapp: dj.whatsapp ?? null,
        ...socialLinks(dj, slug),
        createdAt: new Date(now - (DEMO_DJS.length - i) * 86_400_000),
      }),
    );
  }
  const publicDjs = djs.filter((d) => d.active && d.verificationStatus !== "none");

  const venues = [];
  for (const v of DEMO_VENUES) {
    const slug = slugify(v.name);
    venues.push(
      await seedVenue(db, {
        name: v.name,
        slug,
        description: v.description,
        city: v.city,
        country: v.country,
        address: v.address,
        venueType: v.type,
        capacityStanding: v.capacity,
        websiteUrl: null,
        logoUrl: `/art/venue/${slug}.svg`,
        coverImageUrl: `/art/venue/${slug}.svg`,
        viewCount: 100 + ((v.capacity * 7) % 900),
        clashRadiusKm: v.clause?.radiusKm ?? null,
        clashDaysBefore: v.clause?.daysBefore ?? null,
        clashDaysAfter: v.clause?.daysAfter ?? null,
      }),
    );
  }

  // Venue page views over the last two months, galleries, and bookings on for some venues.
  await seedDemoVenueAudience(db);
  await seedDemoVenueGalleries(db);
  // Booking inquiries to a DJ at every step of the workflow, and a fortnight of searches.
  await seedDemoDjBookings(db, await djIdsBySlug(db, DEMO_BOOKED_DJS), null);
  await seedDemoSearches(db);
  await seedDemoSearchAliases(db);
  // Real-visitor web vitals for /admin/vitals.
  await seedDemoWebVitals(db);
  await seedDemoSupportMessages(db);

  const productions: Awaited<ReturnType<typeof seedProductionLine>>[] = [];
  for (const p of DEMO_PRODUCTIONS) {
    const slug = slugify(p.name);
    productions.push(
      await seedProductionLine(db, {
        name: p.name,
        slug,
        description: p.description,
        logoUrl: `/art/production/${slug}.svg`,
        isVerified: Boolean(p.verified),
        isFeatured: Boolean(p.featured),
      }),
    );
  }
  // Followers are rows (the 0014 triggers count them, as they count the line's published events below): the demo
  // crowd follows each line, the first `followers` of them, on days spread over the last seven weeks.
  const crowd = await seedDemoCrowd(db);
  for (const [i, p] of DEMO_PRODUCTIONS.entries()) {
    const follows = crowd.slice(0, Math.min(p.followers, crowd.length)).map((userId, k) => ({
      userId,
      productionLineId: productions[i].id,
      createdAt: new Date(now - ((k * 37 + i * 11) % 50) * 86_400_000 - k * 3_600_000),
    }));
    if (follows.length > 0) await db.insert(productionLineFollows).values(follows).onConflictDoNothing();
  }
  // The same crowd follows the public DJs: follower counts, followers by city and /find-djs's demand order.
  await seedDemoDjFollows(db, publicDjs, crowd, now);

  let events = 0;
  const eventIds = new Set<string>();
  const eventRowIds = new Map<string, string>();
  for (const e of DEMO_EVENTS) {
    const venue = DEMO_VENUES[e.venue];
    const timeZone = DEMO_CITY_TIME_ZONES[venue.city] ?? DEFAULT_EVENT_TIME_ZONE;
    // At its local start time (22:00 unless the night keeps another), `days` after the seed's own day there.
    const starts = e.starts ?? "22:00";
    const hours = e.hours ?? 8;
    const startsAt = zonedDateTime(demoEventDay(localDateOf(new Date(now), timeZone), e), starts, timeZone);
    // The one event_id rule (app/core/events/event-id.ts), as createEvent applies it.
    const eventId = firstFreeEventId(eventIdBase(e.name, startsAt, timeZone), eventIds);
    eventIds.add(eventId);
    const names = [
      ...e.lineup
        .map((i) => publicDjs[i % publicDjs.length])
        .map((dj) => ({ djProfileId: dj.id, djName: dj.displayName })),
      ...(e.guests ?? []).map((djName) => ({ djProfileId: null, djName })),
    ];
    const eventRow = await seedEvent(db, {
      eventId,
      eventName: e.name,
      eventDate: startsAt,
      endDate: new Date(startsAt.getTime() + hours * 3_600_000),
      timeZone,
      venue: venues[e.venue].name,
      location: `${venue.city}, ${venue.country}`,
      venueId: venues[e.venue].id,
      productionLineId: e.production === undefined ? null : productions[e.production].id,
      status: e.status ?? "published",
      description: e.description,
      ticketUrl: e.days >= 0 ? `https://tickets.booth.example/${slugify(e.name)}` : null,
      // Set times share the night out from its start, on the hour.
      lineupEntries: names.map((entry, i) => ({
        ...entry,
        setTime: `${String((Number(starts.slice(0, 2)) + Math.floor((i * hours) / names.length)) % 24).padStart(2, "0")}:00`,
      })),
    });
    eventRowIds.set(e.name, eventRow.id);
    events++;
  }

  // A residency with one date called off (decision 059): every Thursday at the Berlin club, Vera Kollár resident (a
  // Berlin DJ no other spec books, so their dates clash with no journey's).
  const residencyVenue = DEMO_VENUES.findIndex((v) => v.name === "Kessel Halle");
  const resident = publicDjs.find((d) => d.displayName === "Vera Kollár");
  if (residencyVenue >= 0 && resident)
    await seedDemoResidency(db, {
      venueId: venues[residencyVenue].id,
      venueName: venues[residencyVenue].name,
      location: `${DEMO_VENUES[residencyVenue].city}, ${DEMO_VENUES[residencyVenue].country}`,
      timeZone: DEMO_CITY_TIME_ZONES[DEMO_VENUES[residencyVenue].city] ?? DEFAULT_EVENT_TIME_ZONE,
      resident,
      now: new Date(now),
      takenIds: eventIds,
    });

  // Published tracklists of a few past gigs, as if the DJs had imported their software's history.
  await seedDemoTracklists(db, eventRowIds);

  const categories = new Map<string, string>();
  for (const c of DEMO_NEWS_CATEGORIES) {
    const row = await seedNewsCategory(db, { slug: c.slug, name: c.name });
    categories.set(c.slug, row.id);
  }
  const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  for (const n of DEMO_NEWS) {
    const slug = slugify(n.title);
    // Stored as the editor stores it (sanitised HTML).
    const content =
      n.html ??
      (
        n.paragraphs ?? [
          n.excerpt,
          "The full story is coming soon to Booth. In the meantime, follow the DJs mentioned here to hear about their next dates first.",
        ]
      )
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join("");
    const article = await seedNews(db, {
      slug,
      title: n.title,
      excerpt: n.excerpt,
      content,
      categoryId: categories.get(n.category) ?? null,
      authorName: n.author,
      publishDate: new Date(now + n.days * 86_400_000),
      featuredImageUrl: `/art/news/${slug}.svg`,
      published: true,
    });
    for (const name of n.djs ?? []) {
      const dj = djs.find((d) => d.displayName === name);
      if (dj) await seedNewsTag(db, { newsItemId: article.id, djProfileId: dj.id });
    }
    for (const name of n.venues ?? []) {
      const venue = venues.find((v) => v.name === name);
      if (venue) await seedNewsTag(db, { newsItemId: article.id, venueId: venue.id });
    }
    for (const name of n.events ?? []) {
      const eventId = eventRowIds.get(name);
      if (eventId) await seedNewsTag(db, { newsItemId: article.id, eventId });
    }
  }

  // Reads of the published articles, for "Top articles" on /admin/analytics.
  await seedDemoNewsViews(db);

  for (const [position, t] of DEMO_TRACKS.entries()) {
    const dj = djs[t.dj];
    const demo = DEMO_DJS[t.dj];
    await seedRadioTrack(db, {
      name: `${dj.displayName} - ${t.title}`,
      link: `https://soundcloud.com/${handleOf(demo)}/${slugify(t.title)}`,
      artistSlug: dj.slug,
      position,
      active: true,
    });
  }

  await db
    .insert(settings)
    .values({ key: DEMO_SEED_MARKER_KEY, value: new Date().toISOString() })
    .onConflictDoUpdate({ target: settings.key, set: { value: new Date().toISOString(), updatedAt: new Date() } });

  return {
    djs: djs.length,
    publicDjs: publicDjs.length,
    venues: venues.length,
    productions: productions.length,
    events,
    news: DEMO_NEWS.length,
    newsCategories: DEMO_NEWS_CATEGORIES.length,
    radioTracks: DEMO_TRACKS.length,
  };
}
