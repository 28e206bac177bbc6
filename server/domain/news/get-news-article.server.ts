import { and, desc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { LISTED_EVENT_STATUSES } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { djProfiles, mateEvents, newsCategories, newsItems, newsItemTags, venueProfiles } from "~server/db/schema";
import { publicVenue } from "~server/domain/venues/public-venue-conditions.server";
import { newsCardColumns, type PublicNewsCard, toNewsCard } from "./list-public-news.server";
import { type NewsText, newsTextColumns } from "./news-text-columns.server";
import { publicNews } from "./public-news-conditions.server";

export interface NewsArticleRow extends NewsText {
  id: string;
  updatedAt: Date;
  authorName: string | null;
  featuredImageUrl: string | null;
  published: boolean;
  deletedAt: Date | null;
  category: { id: string; slug: string; name: string } | null;
}

export interface NewsArticleMentions {
  djs: { slug: string; displayName: string; profileImage: string | null; location: string | null }[];
  venues: { slug: string; name: string; city: string | null; coverImageUrl: string | null }[];
  events: {
    eventId: string;
    name: string;
    startsAt: Date;
    timeZone: string;
    venue: string | null;
    image: string | null;
  }[];
}

const RELATED = 3;

/**
 * An article by slug in whatever state it is in (the page decides with `newsArticleAccess`: only admins see drafts,
 * scheduled and deleted ones). Null when there is no such slug.
 */
export async function getNewsArticle(db: Db, slug: string): Promise<NewsArticleRow | null> {
  const [row] = await db
    .select({
      id: newsItems.id,
      ...newsTextColumns,
      updatedAt: newsItems.updatedAt,
      authorName: newsItems.authorName,
      featuredImageUrl: newsItems.featuredImageUrl,
      published: newsItems.published,
      deletedAt: newsItems.deletedAt,
      categoryId: newsCategories.id,
      categorySlug: newsCategories.slug,
      categoryName: newsCategories.name,
    })
    .from(newsItems)
    .leftJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
    .where(eq(newsItems.slug, slug))
    .limit(1);
  if (!row) return null;
  const { categoryId, categorySlug, categoryName, ...rest } = row;
  return {
    ...rest,
    category:
      categoryId && categorySlug && categoryName ? { id: categoryId, slug: categorySlug, name: categoryName } : null,
  };
}

/** The public DJs, venues and listed events an article is tagged with (hidden ones are left out). */
export async function listNewsArticleMentions(db: Db, newsItemId: string): Promise<NewsArticleMentions> {
  const [djs, venues, events] = await Promise.all([
    db
      .select({
        slug: djProfiles.slug,
        displayName: djProfiles.displayName,
        profileImage: djProfiles.profileImage,
        location: djProfiles.location,
      })
      .from(newsItemTags)
      .innerJoin(djProfiles, eq(djProfiles.id, newsItemTags.djProfileId))
      .where(and(eq(newsItemTags.newsItemId, newsItemId), eq(djProfiles.active, true)))
      .orderBy(djProfiles.displayName),
    db
      .select({
        slug: venueProfiles.slug,
        name: venueProfiles.name,
        city: venueProfiles.city,
        coverImageUrl: venueProfiles.coverImageUrl,
      })
      .from(newsItemTags)
      .innerJoin(venueProfiles, eq(venueProfiles.id, newsItemTags.venueId))
      .where(and(eq(newsItemTags.newsItemId, newsItemId), publicVenue()))
      .orderBy(venueProfiles.name),
    db
      .select({
        eventId: mateEvents.eventId,
        name: mateEvents.eventName,
        startsAt: mateEvents.eventDate,
        timeZone: mateEvents.timeZone,
        venue: mateEvents.venue,
        image: mateEvents.eventImage,
      })
      .from(newsItemTags)
      .innerJoin(mateEvents, eq(mateEvents.id, newsItemTags.eventId))
      .where(and(eq(newsItemTags.newsItemId, newsItemId), inArray(mateEvents.status, [...LISTED_EVENT_STATUSES])))
      .orderBy(mateEvents.eventDate),
  ]);
  return { djs, venues: venues.map((v) => ({ ...v, slug: v.slug ?? "" })), events };
}

/** Up to three other visible articles: the same category first, then the newest. */
export async function listRelatedNews(
  db: Db,
  article: { id: string; category: { id: string } | null },
): Promise<PublicNewsCard[]> {
  const base = () =>
    db.select(newsCardColumns).from(newsItems).leftJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId));
  const same = article.category
    ? await base()
        .where(and(publicNews(), ne(newsItems.id, article.id), eq(newsItems.categoryId, article.category.id)))
        .orderBy(desc(newsItems.publishDate))
        .limit(RELATED)
    : [];
  if (same.length >= RELATED) return same.map(toNewsCard);
  const taken = new Set(same.map((r) => r.slug));
  const more = await base()
    .where(and(publicNews(), ne(newsItems.id, article.id), isNotNull(newsItems.slug)))
    .orderBy(desc(newsItems.publishDate))
    .limit(RELATED + same.length);
  return [...same, ...more.filter((r) => !taken.has(r.slug))].slice(0, RELATED).map(toNewsCard);
}
