import { and, eq, inArray, ne } from "drizzle-orm";
import {
  NEWS_CONTENT_MAX_BYTES,
  NEWS_CONTENT_TOO_LARGE,
  NEWS_SLUG_TAKEN,
  type NewsArticleForm,
  utf8Bytes,
} from "~/core/news/news";
import { slugify } from "~/core/text/slugs";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djProfiles, mateEvents, newsCategories, newsItems, newsItemTags, venueProfiles } from "~server/db/schema";
import { assertAdmin } from "~server/domain/admin/assert-admin.server";
import { AppError } from "~server/domain/app-error.server";
import { isUniqueViolation } from "~server/domain/is-unique-violation.server";
import type { Actor } from "~server/domain/roles/get-actor-role.server";
import { sanitizeNewsHtml } from "./sanitize-news-html.server";

export interface SaveNewsArticleInput extends Omit<NewsArticleForm, "publishDate" | "featuredImageUrl"> {
  publishDate: Date;
  /** A newly uploaded featured image; undefined keeps the current one, "" removes it. */
  featuredImageUrl?: string;
}

async function resolveIds<T extends string>(
  wanted: string[],
  lookup: (values: string[]) => Promise<{ key: T; id: string }[]>,
  field: string,
  noun: string,
): Promise<string[]> {
  if (wanted.length === 0) return [];
  const found = await lookup(wanted);
  const known = new Set(found.map((f) => f.key));
  const missing = wanted.filter((w) => !known.has(w as T));
  if (missing.length > 0)
    throw new AppError("invalid_input", `No ${noun} with the address ${missing.join(", ")}`, { field });
  return found.map((f) => f.id);
}

/**
 * Creates (no `id`) or updates an article (admin only). The input is newsArticleFormSchema's (the action's
 * one check); the content is sanitised here, whatever the editor sent, and the sanitised HTML checked against the
 * 200 KB limit; the slug comes from the title when left empty and must be unique (a clear refusal on the slug
 * field). Everything — row and tags — is written in one transaction, so a refusal stores nothing. Announces a public
 * change so the next anonymous page shows it and the publish timer is armed again.
 */
export async function saveNewsArticle(
  db: Db,
  actor: Actor,
  input: SaveNewsArticleInput & { id?: string },
): Promise<{ id: string; slug: string }> {
  await assertAdmin(db, actor);
  const content = sanitizeNewsHtml(input.content);
  // What was typed is newsArticleFormSchema's to check; what sanitising made of it is only known here.
  if (utf8Bytes(content) > NEWS_CONTENT_MAX_BYTES)
    throw new AppError("too_large", NEWS_CONTENT_TOO_LARGE, { field: "content" });
  const slug = input.slug || slugify(input.title) || "article";

  const [taken] = await db
    .select({ id: newsItems.id })
    .from(newsItems)
    .where(and(eq(newsItems.slug, slug), input.id ? ne(newsItems.id, input.id) : undefined))
    .limit(1);
  if (taken) throw new AppError("conflict", NEWS_SLUG_TAKEN, { field: "slug" });

  if (input.categoryId) {
    const [category] = await db
      .select({ id: newsCategories.id })
      .from(newsCategories)
      .where(eq(newsCategories.id, input.categoryId));
    if (!category) throw new AppError("invalid_input", "Choose one of the categories", { field: "categoryId" });
  }
  const [djIds, venueIds, eventIds] = await Promise.all([
    resolveIds(
      input.djSlugs,
      (v) => db.select({ key: djProfiles.slug, id: djProfiles.id }).from(djProfiles).where(inArray(djProfiles.slug, v)),
      "djSlugs",
      "DJ",
    ),
    resolveIds(
      input.venueSlugs,
      async (v) =>
        (
          await db
            .select({ key: venueProfiles.slug, id: venueProfiles.id })
            .from(venueProfiles)
            .where(inArray(venueProfiles.slug, v))
        ).map((r) => ({ key: r.key ?? "", id: r.id })),
      "venueSlugs",
      "venue",
    ),
    resolveIds(
      input.eventIds,
      (v) =>
        db
          .select({ key: mateEvents.eventId, id: mateEvents.id })
          .from(mateEvents)
          .where(inArray(mateEvents.eventId, v)),
      "eventIds",
      "event",
    ),
  ]);

  const values = {
    slug,
    title: input.title,
    excerpt: input.excerpt || null,
    content,
    categoryId: input.categoryId || null,
    authorName: input.authorName || null,
    publishDate: input.publishDate,
    published: input.published,
    ...(input.featuredImageUrl !== undefined ? { featuredImageUrl: input.featuredImageUrl || null } : {}),
    updatedAt: new Date(),
  };
  let saved: { id: string; slug: string };
  try {
    saved = await db.transaction(async (tx) => {
      let row: { id: string; slug: string } | undefined;
      if (input.id) {
        [row] = await tx
          .update(newsItems)
          .set(values)
          .where(eq(newsItems.id, input.id))
          .returning({ id: newsItems.id, slug: newsItems.slug });
        if (!row) throw new AppError("not_found", "Article not found");
        await tx.delete(newsItemTags).where(eq(newsItemTags.newsItemId, row.id));
      } else {
        [row] = await tx.insert(newsItems).values(values).returning({ id: newsItems.id, slug: newsItems.slug });
      }
      const newsItemId = row.id;
      const tags = [
        ...djIds.map((djProfileId) => ({ newsItemId, djProfileId })),
        ...venueIds.map((venueId) => ({ newsItemId, venueId })),
        ...eventIds.map((eventId) => ({ newsItemId, eventId })),
      ];
      if (tags.length > 0) await tx.insert(newsItemTags).values(tags);
      return row;
    });
  } catch (error) {
    // Two admins saving the same slug at once: the unique index decides, with the same message.
    if (isUniqueViolation(error)) throw new AppError("conflict", NEWS_SLUG_TAKEN, { field: "slug" });
    throw error;
  }
  await publicContentChanged(db, "news");
  return saved;
}
