import { newsItems } from "~server/db/schema";

/** An article's text and date, as the article page, the feeds and search select them. */
export const newsTextColumns = {
  slug: newsItems.slug,
  title: newsItems.title,
  excerpt: newsItems.excerpt,
  content: newsItems.content,
  publishDate: newsItems.publishDate,
};

/** A row of `newsTextColumns`. */
export interface NewsText {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string | null;
  publishDate: Date;
}
