import { z } from "zod";
import { absoluteUrl, plainText } from "~/core/site/seo";
import { wallClockAsUtc, zoneParts } from "~/core/text/zone-clock";

/**
 * Rules of the news area (spec §2/§3/§5): who may see an article, the editor's form, how stored article
 * HTML is split into prose and media players, and what the JSON-LD and the feeds say. Pure; shared by the server
 * and the pages.
 */

/** Articles per /news page: on the first, the lead story and three rows of three. */
export const NEWS_PAGE_SIZE = 10;
/** Articles in a feed (RSS and JSON Feed). */
export const NEWS_FEED_SIZE = 30;
/** The stored article HTML may be at most this many bytes (UTF-8), checked before and after sanitising. */
export const NEWS_CONTENT_MAX_BYTES = 200 * 1024;
export const NEWS_CONTENT_TOO_LARGE = "This article is over 200 KB of HTML. Shorten it or split it into two articles.";
export const NEWS_SLUG_TAKEN = "Another article already uses this address. Choose a different slug.";
export const NEWS_TITLE_MAX = 160;
export const NEWS_EXCERPT_MAX = 400;
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type NewsState = "published" | "scheduled" | "draft" | "deleted";

export interface NewsVisibilityFields {
  published: boolean;
  deletedAt: Date | string | null;
  publishDate: Date | string;
}

/** Where an article stands: deleted wins over draft, draft over scheduled (a future date on a published row). */
export function newsState(item: NewsVisibilityFields, now: Date): NewsState {
  if (item.deletedAt) return "deleted";
  if (!item.published) return "draft";
  return new Date(item.publishDate).getTime() > now.getTime() ? "scheduled" : "published";
}

/**
 * What a visitor gets at /news/{slug}: everyone sees a published article whose date has come; an admin also sees
 * drafts, scheduled and deleted ones, with a preview banner; everybody else gets the 404 page (no hint it exists).
 */
export function newsArticleAccess(
  item: NewsVisibilityFields,
  now: Date,
  isAdmin: boolean,
): "public" | "preview" | "hidden" {
  if (newsState(item, now) === "published") return "public";
  return isAdmin ? "preview" : "hidden";
}

export const NEWS_STATE_LABELS: Record<NewsState, string> = {
  published: "Published",
  scheduled: "Scheduled",
  draft: "Draft",
  deleted: "Deleted",
};

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}

/** "2026-11-26T21:30" (a datetime-local value, read in `timeZone`) → the instant; null when unreadable. */
export function parseLocalDateTime(value: string, timeZone: string): Date | null {
  // "T" is what a datetime-local field sends; a space is how people write it (and how the error message shows it).
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T|\s+)(\d{2}):(\d{2})(?::(\d{2}))?$/i.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s || 0);
  // The zone's offset at that wall time, found by formatting the UTC guess there (twice, for DST edges).
  const offsetAt = (instant: number) => wallClockAsUtc(zoneParts(new Date(instant), timeZone)) - instant;
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return Number.isNaN(instant) ? null : new Date(instant);
}

/** The instant as a datetime-local value in `timeZone` (what the editor's date field shows). */
export function toLocalDateTime(date: Date | string, timeZone: string): string {
  const p = zoneParts(new Date(date), timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

const tagList = z
  .string()
  .optional()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean),
  );

/** The article editor (admin). One schema for the browser and the action; the server also sanitises `content`. */
export const newsArticleFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(3, "Give the article a title (at least 3 characters)")
      .max(NEWS_TITLE_MAX, `Keep the title under ${NEWS_TITLE_MAX} characters`),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(80, "Keep the slug under 80 characters")
      .refine((v) => v === "" || NEWS_SLUG_PATTERN.test(v), "Use lower-case letters, digits and single hyphens only"),
    excerpt: z
      .string()
      .trim()
      .max(NEWS_EXCERPT_MAX, `Keep the excerpt under ${NEWS_EXCERPT_MAX} characters`)
      .optional()
      .default(""),
    categoryId: z.string().trim().optional().default(""),
    authorName: z.string().trim().max(80, "Keep the author's name under 80 characters").optional().default(""),
    publishDate: z.string().trim().min(1, "Choose when the article is published"),
    published: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
    content: z
      .string()
      .max(NEWS_CONTENT_MAX_BYTES * 2, NEWS_CONTENT_TOO_LARGE)
      .refine((v) => utf8Bytes(v) <= NEWS_CONTENT_MAX_BYTES, NEWS_CONTENT_TOO_LARGE)
      .optional()
      .default(""),
    djSlugs: tagList,
    venueSlugs: tagList,
    eventIds: tagList,
    featuredImageUrl: z.string().trim().optional().default(""),
  })
  .superRefine((v, ctx) => {
    // A published article is read: it needs words, not only a title (a draft may be saved empty).
    if (
      v.published &&
      !v.content
        .replace(/<[^>]*>/g, "")
        .replace(/&nbsp;|\s/g, "")
        .trim()
    )
      ctx.addIssue({ code: "custom", path: ["content"], message: NEWS_EMPTY_CONTENT });
  });
export type NewsArticleForm = z.output<typeof newsArticleFormSchema>;

/** The refusal of a published article without text. */
export const NEWS_EMPTY_CONTENT = "Write the article before publishing it, or untick Published to save a draft";

export const newsCategoryFormSchema = z.object({
  intent: z.enum(["create-category", "rename-category"]),
  categoryId: z.string().optional().default(""),
  name: z.string().trim().min(2, "Name the category (at least 2 characters)").max(40, "Keep it under 40 characters"),
});

export const newsListIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.string().uuid() }),
  z.object({ intent: z.literal("restore"), id: z.string().uuid() }),
]);

export type ArticleSegment = { kind: "html"; html: string } | { kind: "embed"; url: string };

const EMBED_FIGURE = /<figure\b[^>]*\bdata-embed-url="([^"]*)"[^>]*>[\s\S]*?<\/figure>/gi;

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * Splits sanitised article HTML into prose and the media players stored as `<figure data-embed-url="…">` (the
 * sanitiser drops iframes; the page renders each figure through the media facades of app/core/djs/media-embeds.ts).
 */
export function splitArticleHtml(html: string): ArticleSegment[] {
  const segments: ArticleSegment[] = [];
  let last = 0;
  for (const match of html.matchAll(EMBED_FIGURE)) {
    const before = html.slice(last, match.index).trim();
    if (before) segments.push({ kind: "html", html: before });
    segments.push({ kind: "embed", url: decodeAttribute(match[1]) });
    last = (match.index ?? 0) + match[0].length;
  }
  const rest = html.slice(last).trim();
  if (rest) segments.push({ kind: "html", html: rest });
  return segments;
}

export interface SeoNewsArticle {
  slug: string;
  title: string;
  excerpt: string | null;
  contentHtml: string;
  publishDate: string;
  updatedAt: string;
  authorName: string | null;
  image: string;
  category: string | null;
}

export const newsPath = (slug: string) => `/news/${slug}`;

/** The description used by meta tags, JSON-LD and feeds: the excerpt, else the start of the text. */
export function newsDescription(article: Pick<SeoNewsArticle, "excerpt" | "contentHtml">, max = 200): string {
  return article.excerpt?.trim() || plainText(article.contentHtml, max);
}

/** schema.org NewsArticle for an article page. */
export function newsJsonLd(article: SeoNewsArticle, origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: newsDescription(article),
    image: [absoluteUrl(origin, article.image)],
    datePublished: article.publishDate,
    dateModified: article.updatedAt,
    mainEntityOfPage: absoluteUrl(origin, newsPath(article.slug)),
    ...(article.category ? { articleSection: article.category } : {}),
    author: article.authorName
      ? { "@type": "Person", name: article.authorName }
      : { "@type": "Organization", name: "Booth" },
    publisher: {
      "@type": "Organization",
      name: "Booth",
      logo: { "@type": "ImageObject", url: absoluteUrl(origin, "/favicon.svg") },
    },
  };
}

export interface NewsFeedEntry {
  id: string;
  title: string;
  link: string;
  description: string;
  content: string;
  date: Date;
  image: string;
  author: string | null;
  category: string | null;
}

/** Feed entries with absolute links (feed readers resolve nothing relative). */
export function newsFeedEntries(articles: SeoNewsArticle[], origin: string): NewsFeedEntry[] {
  return articles.map((article) => {
    const link = absoluteUrl(origin, newsPath(article.slug));
    return {
      id: link,
      title: article.title,
      link,
      description: newsDescription(article, 300),
      content: article.contentHtml,
      date: new Date(article.publishDate),
      image: absoluteUrl(origin, article.image),
      author: article.authorName,
      category: article.category,
    };
  });
}

/** The feed URLs of /news (all) or one category. */
export function newsFeedPaths(category?: string | null): { rss: string; json: string } {
  const query = category ? `?category=${encodeURIComponent(category)}` : "";
  return { rss: `/news/rss.xml${query}`, json: `/news/feed.json${query}` };
}
