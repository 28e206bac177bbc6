import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";
import { newsCategories, newsItems, newsItemTags } from "~server/db/schema";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";

export interface AdminNewsRow {
  id: string;
  slug: string;
  title: string;
  publishDate: Date;
  published: boolean;
  deletedAt: Date | null;
  authorName: string | null;
  category: string | null;
  featuredImageUrl: string | null;
}

/** Every article for the admin list (drafts, scheduled, published, deleted), newest date first. */
export async function listAdminNews(db: Db, actor: Actor): Promise<AdminNewsRow[]> {
  await assertAdmin(db, actor);
  return db
    .select({
      id: newsItems.id,
      slug: newsItems.slug,
      title: newsItems.title,
      publishDate: newsItems.publishDate,
      published: newsItems.published,
      deletedAt: newsItems.deletedAt,
      authorName: newsItems.authorName,
      category: newsCategories.name,
      featuredImageUrl: newsItems.featuredImageUrl,
    })
    .from(newsItems)
    .leftJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
    .orderBy(desc(newsItems.publishDate), desc(newsItems.id))
    .limit(500);
}

/** Categories with how many articles use them (the editor's category manager). */
export async function listNewsCategoriesWithCounts(
  db: Db,
): Promise<{ id: string; slug: string; name: string; articles: number }[]> {
  return db
    .select({
      id: newsCategories.id,
      slug: newsCategories.slug,
      name: newsCategories.name,
      articles: sql<number>`(select count(*)::int from ${newsItems} where ${newsItems.categoryId} = ${newsCategories.id})`,
    })
    .from(newsCategories)
    .orderBy(asc(newsCategories.name));
}

/** The tags of one article, as the editor's comma-separated fields show them. */
export async function getNewsArticleTagKeys(
  db: Db,
  newsItemId: string,
): Promise<{ djSlugs: string[]; venueSlugs: string[]; eventIds: string[] }> {
  const rows = await db.execute<{ kind: string; key: string }>(sql`
    select 'dj' as kind, d.slug as key from ${newsItemTags} t join dj_profiles d on d.id = t.dj_profile_id where t.news_item_id = ${newsItemId}
    union all
    select 'venue', v.slug from ${newsItemTags} t join venue_profiles v on v.id = t.venue_id where t.news_item_id = ${newsItemId}
    union all
    select 'event', e.event_id from ${newsItemTags} t join mate_events e on e.id = t.event_id where t.news_item_id = ${newsItemId}
  `);
  const all = rowsOf<{ kind: string; key: string }>(rows);
  const list = (kind: string) => all.filter((r) => r.kind === kind).map((r) => r.key);
  return { djSlugs: list("dj"), venueSlugs: list("venue"), eventIds: list("event") };
}
