/**
 * oEmbed for DJ and event pages (decision 061): which of our own addresses may be embedded, how big, and the iframe
 * that embeds them. The `url` a consumer sends is only ever matched against our routes, never fetched.
 */
export type OembedTarget = { kind: "dj"; slug: string } | { kind: "event"; eventId: string };

/** The embed views other sites may frame: the only pages whose frame headers differ from the site's. */
export const EMBED_PATH = /^\/embed\/(dj|events)\/[^/]+$/;

export function isEmbedPath(pathname: string): boolean {
  return EMBED_PATH.test(pathname);
}

export function embedPath(target: OembedTarget): string {
  return target.kind === "dj" ? `/embed/dj/${target.slug}` : `/embed/events/${target.eventId}`;
}

export function pagePath(target: OembedTarget): string {
  return target.kind === "dj" ? `/dj/${target.slug}` : `/events/${target.eventId}`;
}

/** A DJ or event page of this site (`origin`), or null: another site, another page, or not an address at all. */
export function matchOembedUrl(url: string, origin: string): OembedTarget | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(origin).origin || parsed.username || parsed.password) return null;
  const dj = parsed.pathname.match(/^\/dj\/([a-z0-9][a-z0-9-]{0,120})$/);
  if (dj) return { kind: "dj", slug: dj[1] };
  // The event_id rule itself (event-id.ts) brings slugify's tables: the page's loader checks the id again.
  const event = parsed.pathname.match(/^\/events\/([a-z0-9][a-z0-9-]{0,120})$/);
  if (event) return { kind: "event", eventId: event[1] };
  return null;
}

const DEFAULT_SIZE = { dj: { width: 400, height: 480 }, event: { width: 400, height: 360 } } as const;
const MIN_SIZE = { width: 200, height: 160 };

/** The iframe's size: ours, narrowed to the consumer's maxwidth/maxheight (never below what still reads). */
export function oembedSize(
  kind: OembedTarget["kind"],
  maxwidth: number | null,
  maxheight: number | null,
): { width: number; height: number } {
  const size = DEFAULT_SIZE[kind];
  return {
    width: Math.max(MIN_SIZE.width, Math.min(size.width, maxwidth ?? size.width)),
    height: Math.max(MIN_SIZE.height, Math.min(size.height, maxheight ?? size.height)),
  };
}

/** A positive whole number of pixels, or null (absent or not a number: no constraint). */
export function readPixels(value: string | null): number | null {
  if (value === null || !/^\d{1,5}$/.test(value)) return null;
  const pixels = Number(value);
  return pixels > 0 ? pixels : null;
}

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

export function oembedIframe(src: string, size: { width: number; height: number }, title: string): string {
  return `<iframe src="${escapeAttribute(src)}" width="${size.width}" height="${size.height}" title="${escapeAttribute(title)}" style="border:0" loading="lazy"></iframe>`;
}

/** The discovery link of a DJ or event page's head (oEmbed §4). */
export function oembedAlternate(origin: string, target: OembedTarget, title: string) {
  const page = `${origin}${pagePath(target)}`;
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/json+oembed",
    title,
    href: `${origin}/oembed?url=${encodeURIComponent(page)}&format=json`,
  };
}
