import { isNewsPageOn } from "~/core/site/flags";
import {
  renderRobotsTxt,
  renderSitemapIndex,
  renderUrlSet,
  type SitemapEntry,
  STATIC_SITEMAP_PATHS,
  sitemapLayout,
} from "~/core/site/sitemap";
import type { Db } from "~server/db/client.server";
import { countPublicDjs } from "~server/domain/djs/count-public-djs.server";
import { listSitemapDjs } from "~server/domain/djs/list-sitemap-djs.server";
import { publicDjCache } from "~server/domain/djs/public-dj-cache.server";
import { listSitemapEvents } from "~server/domain/events/list-sitemap-events.server";
import { getFlags } from "~server/domain/flags/get-flags.server";
import { listSitemapNews } from "~server/domain/news/list-sitemap-news.server";
import { listSitemapProductions } from "~server/domain/productions/list-sitemap-productions.server";
import { listSitemapVenues } from "~server/domain/venues/list-sitemap-venues.server";

/**
 * /sitemap.xml, /sitemap-{n}.xml and /robots.txt. Sitemap text is cached like the public DJ list (2 minutes,
 * cleared when a profile, an event or a flag changes), so crawlers hammering it cost one query per part per TTL.
 */

const cache = publicDjCache<string | null>();

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" };

/**
 * The pages that open the first part: the static ones; while the events area is open, /events and the
 * pages of listed events (latest first, at most SITEMAP_EVENTS_MAX); while the venues area is, /venues
 * and the pages of public venues; while the production lines area is, /productions and the active lines' pages.
 */
async function leadingEntries(db: Db): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = STATIC_SITEMAP_PATHS.map((path) => ({ path }));
  const flags = await getFlags(db);
  if (flags.eventsPageEnabled) {
    entries.push({ path: "/events" });
    for (const event of await listSitemapEvents(db)) {
      entries.push({ path: `/events/${event.eventId}`, lastmod: event.updatedAt });
    }
  }
  if (flags.venuesEnabled) {
    entries.push({ path: "/venues" });
    for (const venue of await listSitemapVenues(db)) {
      entries.push({ path: `/venues/${venue.slug}`, lastmod: venue.updatedAt });
    }
  }
  if (flags.productionLinesEnabled) {
    entries.push({ path: "/productions" });
    for (const line of await listSitemapProductions(db)) {
      entries.push({ path: `/production/${line.slug}`, lastmod: line.updatedAt });
    }
  }
  // News: /news and every visible article while the news pages are on.
  if (isNewsPageOn(flags)) {
    entries.push({ path: "/news" });
    for (const article of await listSitemapNews(db)) {
      entries.push({ path: `/news/${article.slug}`, lastmod: article.updatedAt });
    }
  }
  return entries;
}

async function renderPart(
  db: Db,
  origin: string,
  part: number,
  djCount: number,
  leading: SitemapEntry[],
): Promise<string | null> {
  const layout = sitemapLayout(djCount, leading.length);
  if (part < 1 || part > layout.parts) return null;
  const djs = await listSitemapDjs(db, layout.djOffset(part), layout.djLimit(part));
  const entries: SitemapEntry[] = layout.includesStatic(part) ? [...leading] : [];
  for (const dj of djs) entries.push({ path: `/dj/${dj.slug}`, lastmod: dj.updatedAt });
  return renderUrlSet(origin, entries);
}

/** The body of /sitemap.xml: the one urlset, or an index once the URLs exceed one file. */
export function sitemapXml(db: Db, origin: string): Promise<string | null> {
  return cache.get(db, "sitemap", async () => {
    const [djCount, leading] = await Promise.all([countPublicDjs(db), leadingEntries(db)]);
    const { parts } = sitemapLayout(djCount, leading.length);
    return parts === 1 ? renderPart(db, origin, 1, djCount, leading) : renderSitemapIndex(origin, parts);
  });
}

/** The body of /sitemap-{n}.xml, or null when there is no such part. */
export function sitemapPartXml(db: Db, origin: string, part: number): Promise<string | null> {
  if (!Number.isInteger(part) || part < 1 || part > 1000) return Promise.resolve(null);
  return cache.get(db, `part-${part}`, async () => {
    const [djCount, leading] = await Promise.all([countPublicDjs(db), leadingEntries(db)]);
    return renderPart(db, origin, part, djCount, leading);
  });
}

export function sitemapResponse(body: string | null): Response {
  return body === null
    ? new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } })
    : new Response(body, { status: 200, headers: XML_HEADERS });
}

export function robotsResponse(origin: string): Response {
  return new Response(renderRobotsTxt(origin), {
    status: 200,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
