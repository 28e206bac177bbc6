/**
 * Seed factories shared by tests and the demo seed: each fills realistic defaults (unique slugs),
 * applies overrides, inserts one row and returns it.
 */
import { randomUUID } from "node:crypto";
import { slugify } from "~/core/text/slugs";
import type { Db } from "~server/db/client.server";
import {
  djFollows,
  djProfiles,
  eventLineup,
  mateEvents,
  newsCategories,
  newsItems,
  newsItemTags,
  productionLines,
  radioTracks,
  userRoles,
  users,
  venueManagers,
  venueProfiles,
} from "~server/db/schema";
import { GENRE_WORDS, NAME_WORDS } from "./synthetic-words";

export type User = typeof users.$inferSelect;
export type DjProfile = typeof djProfiles.$inferSelect;
export type VenueProfile = typeof venueProfiles.$inferSelect;
export type MateEvent = typeof mateEvents.$inferSelect;
export type ProductionLine = typeof productionLines.$inferSelect;
export type NewsCategory = typeof newsCategories.$inferSelect;
export type NewsItem = typeof newsItems.$inferSelect;
export type RadioTrack = typeof radioTracks.$inferSelect;

let counter = 0;
/** Short unique suffix: process-unique counter plus randomness (parallel test files share no state). */
export function uniqueSuffix(): string {
  counter += 1;
  return `${counter.toString(36)}${randomUUID().slice(0, 6)}`;
}

const STAGE_WORDS = NAME_WORDS.slice(0, 12);
const GENRES = GENRE_WORDS.slice(0, 9);
const CITIES = ["Berlin, Germany", "Tel Aviv, Israel", "London, UK", "Lagos, Nigeria", "Amsterdam, Netherlands"];

function pickFrom<T>(list: readonly T[], n: number): T {
  return list[n % list.length];
}

export async function seedUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}): Promise<User> {
  const s = uniqueSuffix();
  const [row] = await db
    .insert(users)
    .values({
      id: overrides.id ?? randomUUID(),
      email: `user-${s}@example.test`,
      name: `Test User ${s}`,
      emailVerified: true,
      role: "user",
      profileCompleted: true,
      ...overrides,
    })
    .returning();
  return row;
}

export async function seedDj(db: Db, overrides: Partial<typeof djProfiles.$inferInsert> = {}): Promise<DjProfile> {
  const s = uniqueSuffix();
  const n = counter;
  const displayName = overrides.displayName ?? `DJ ${pickFrom(STAGE_WORDS, n)} ${s.toUpperCase()}`;
  const slug = overrides.slug ?? (overrides.displayName ? `${slugify(displayName)}-${s}` : slugify(displayName));
  const [row] = await db
    .insert(djProfiles)
    .values({
      displayName,
      slug,
      realName: `Alex ${pickFrom(STAGE_WORDS, n + 3)}`,
      bio: `${displayName} plays long, hypnotic sets rooted in ${pickFrom(GENRES, n).toLowerCase()}.`,
      location: pickFrom(CITIES, n),
      genres: [pickFrom(GENRES, n), pickFrom(GENRES, n + 1)],
      profileImage: `/art/dj/${slug}.svg`,
      active: true,
      verificationStatus: "verified",
      soundcloudUrl: `https://soundcloud.com/${slug}`,
      instagramUrl: `https://www.instagram.com/${slug.replace(/-/g, "")}`,
      ...overrides,
    })
    .returning();
  return row;
}

export async function seedVenue(
  db: Db,
  overrides: Partial<typeof venueProfiles.$inferInsert> = {},
): Promise<VenueProfile> {
  const s = uniqueSuffix();
  const name = overrides.name ?? `Warehouse ${s.toUpperCase()}`;
  const slug =
    overrides.slug === undefined ? (overrides.name ? `${slugify(name)}-${s}` : slugify(name)) : overrides.slug;
  const [row] = await db
    .insert(venueProfiles)
    .values({
      name,
      slug,
      description: "A raw concrete room with a big sound system and a long night ahead.",
      city: "Berlin",
      country: "Germany",
      address: "Am Ostbahnhof 1",
      venueType: "club",
      capacityStanding: 800,
      isActive: true,
      coverImageUrl: slug ? `/art/venue/${slug}.svg` : null,
      logoUrl: slug ? `/art/venue/${slug}.svg` : null,
      ...overrides,
    })
    .returning();
  return row;
}

export async function seedProductionLine(
  db: Db,
  overrides: Partial<typeof productionLines.$inferInsert> = {},
): Promise<ProductionLine> {
  const s = uniqueSuffix();
  const name = overrides.name ?? `Night Shift ${s.toUpperCase()}`;
  const slug = overrides.slug ?? (overrides.name ? `${slugify(name)}-${s}` : slugify(name));
  const [row] = await db
    .insert(productionLines)
    .values({
      name,
      slug,
      description: "A party series for heads who stay until the lights come on.",
      logoUrl: `/art/production/${slug}.svg`,
      isActive: true,
      isVerified: true,
      ...overrides,
    })
    .returning();
  return row;
}

export interface SeedEventOverrides extends Partial<typeof mateEvents.$inferInsert> {
  /** DJs to put on the lineup (also written to event_lineup with positions). */
  lineupDjs?: ReadonlyArray<Pick<DjProfile, "id" | "displayName">>;
  /** Or the whole lineup in order: DJs of ours (djProfileId) and free-text names (djProfileId null). */
  lineupEntries?: ReadonlyArray<{ djProfileId: string | null; djName: string; setTime?: string | null }>;
}

export async function seedEvent(db: Db, overrides: SeedEventOverrides = {}): Promise<MateEvent> {
  const { lineupDjs, lineupEntries, ...values } = overrides;
  const s = uniqueSuffix();
  const eventName = values.eventName ?? `Open Air ${s.toUpperCase()}`;
  const eventId = values.eventId ?? `${slugify(eventName)}-${s}`.slice(0, 80);
  const entries =
    lineupEntries ??
    lineupDjs?.map((dj, position) => ({
      djProfileId: dj.id,
      djName: dj.displayName,
      setTime: `${String((23 + position * 2) % 24).padStart(2, "0")}:00`,
    })) ??
    [];
  const lineup = values.lineup ?? entries.map((e) => e.djName);
  const [row] = await db
    .insert(mateEvents)
    .values({
      eventName,
      eventId,
      eventDate: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      venue: "Warehouse",
      location: "Berlin, Germany",
      status: "published",
      eventImage: `/art/event/${eventId}.svg`,
      description: "Doors at 23:00. Strictly no photos on the dancefloor.",
      ...values,
      lineup,
    })
    .returning();
  if (entries.length > 0) {
    await db
      .insert(eventLineup)
      .values(
        entries.map((entry, position) => ({ ...entry, setTime: entry.setTime ?? null, eventId: row.id, position })),
      );
  }
  return row;
}

export async function seedNewsCategory(
  db: Db,
  overrides: Partial<typeof newsCategories.$inferInsert> = {},
): Promise<NewsCategory> {
  const s = uniqueSuffix();
  const name = overrides.name ?? `Scene ${s}`;
  const [row] = await db
    .insert(newsCategories)
    .values({ name, slug: overrides.slug ?? (overrides.name ? `${slugify(name)}-${s}` : slugify(name)), ...overrides })
    .returning();
  return row;
}

/** Tags an article with one DJ, venue or event (exactly one of the three ids). */
export async function seedNewsTag(
  db: Db,
  values: { newsItemId: string; djProfileId?: string; venueId?: string; eventId?: string },
): Promise<void> {
  await db.insert(newsItemTags).values(values).onConflictDoNothing();
}

export async function seedNews(db: Db, overrides: Partial<typeof newsItems.$inferInsert> = {}): Promise<NewsItem> {
  const s = uniqueSuffix();
  const title = overrides.title ?? `Club culture report ${s}`;
  const slug = overrides.slug ?? (overrides.title ? `${slugify(title)}-${s}` : slugify(title));
  const [row] = await db
    .insert(newsItems)
    .values({
      title,
      slug,
      excerpt: "What moved dancefloors this week.",
      content: "The week in clubs, records and rooms.",
      publishDate: new Date(),
      authorName: "Booth Editorial",
      featuredImageUrl: `/art/news/${slug}.svg`,
      published: true,
      ...overrides,
    })
    .returning();
  return row;
}

export async function seedRadioTrack(
  db: Db,
  overrides: Partial<typeof radioTracks.$inferInsert> = {},
): Promise<RadioTrack> {
  const s = uniqueSuffix();
  const [row] = await db
    .insert(radioTracks)
    .values({
      name: `Test Artist - Track ${s}`,
      link: `https://soundcloud.com/test-artist/track-${s}`,
      artistSlug: null,
      position: counter,
      active: true,
      ...overrides,
    })
    .returning();
  return row;
}

export async function seedVenueManager(
  db: Db,
  values: typeof venueManagers.$inferInsert,
): Promise<typeof venueManagers.$inferSelect> {
  const [row] = await db.insert(venueManagers).values(values).returning();
  return row;
}

export async function seedUserRole(
  db: Db,
  values: typeof userRoles.$inferInsert,
): Promise<typeof userRoles.$inferSelect> {
  const [row] = await db.insert(userRoles).values(values).returning();
  return row;
}

export async function seedFollow(db: Db, userId: string, djProfileId: string): Promise<void> {
  await db.insert(djFollows).values({ userId, djProfileId }).onConflictDoNothing();
}
