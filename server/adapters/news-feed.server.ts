import { Feed } from "feed";
import { newsFeedEntries, newsFeedPaths } from "~/core/news/news";
import { absoluteUrl } from "~/core/site/seo";
import type { Db } from "~server/db/client.server";
import { listNewsFeed } from "~server/domain/news/list-news-feed.server";

/**
 * An RSS `<description>` is read as HTML (the library writes it as CDATA, verbatim), while an entry's description is
 * the article's plain-text excerpt: escaped, a `<b>` in it reads as typed instead of as markup. JSON Feed's
 * `summary` is plain text already and stays as it is.
 */
function plainTextAsHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * RSS 2.0 and JSON Feed (version 1) of /news, all articles or one category's, written by the `feed` library so
 * escaping, dates and the formats' required fields are its business. Null for an unknown category.
 */
export async function buildNewsFeed(
  db: Db,
  origin: string,
  category: string | null,
  format: "rss" | "json",
): Promise<string | null> {
  const list = await listNewsFeed(db, category);
  if (!list) return null;
  const paths = newsFeedPaths(list.category?.slug);
  const pageUrl = absoluteUrl(origin, list.category ? `/news?category=${list.category.slug}` : "/news");
  const feed = new Feed({
    title: list.category ? `Booth News · ${list.category.name}` : "Booth News",
    description: "Scene reports, interviews, releases and gear from the world of DJs and club culture.",
    id: pageUrl,
    link: pageUrl,
    language: "en",
    favicon: absoluteUrl(origin, "/favicon.svg"),
    copyright: `© ${new Date().getUTCFullYear()} Booth`,
    updated: list.items[0] ? new Date(list.items[0].publishDate) : new Date(0),
    generator: "Booth",
    feedLinks: { rss: absoluteUrl(origin, paths.rss), json: absoluteUrl(origin, paths.json) },
  });
  for (const entry of newsFeedEntries(list.items, origin)) {
    feed.addItem({
      title: entry.title,
      id: entry.id,
      link: entry.link,
      description: format === "rss" ? plainTextAsHtml(entry.description) : entry.description,
      content: entry.content,
      date: entry.date,
      image: entry.image,
      ...(entry.author ? { author: [{ name: entry.author }] } : {}),
      ...(entry.category ? { category: [{ name: entry.category }] } : {}),
    });
  }
  return format === "rss" ? feed.rss2() : feed.json1();
}
