/**
 * Which requests the rendered-page cache may answer, and under which key (decision 020). Pure, so the
 * rules are tested on their own; server/http/page-cache.server.ts applies them.
 */

import { hasTrackedEventsCookie } from "~/core/analytics/tracked-events";

/**
 * Paths that are never pages: API, files, generated art, search-engine files, calendar files (their own fast
 * path holds them pre-compressed; through this cache a miss was sent identity and compressed again per request),
 * and personal press-kit links (/press/{token}…: every open is recorded, decision 058, so each must reach the app).
 */
const NOT_PAGES = /^\/(api|assets|uploads|art|press)(\/|$)|^\/(favicon\.svg|robots\.txt|sitemap(-\d+)?\.xml)$|\.ics$/;

/** better-auth's session cookie, with or without the `__Secure-`/`__Host-` prefix. */
const SESSION_COOKIE = /(^|;\s*)(__(Secure|Host)-)?[\w.-]*session_token=/;

/** Bounds on what one key may be, so a crawler cannot fill memory with endless query strings. */
export const MAX_CACHED_URL_LENGTH = 512;

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader && SESSION_COOKIE.test(cookieHeader));
}

/**
 * The cache key of an anonymous page request, or null when the cache must not answer it: not GET or HEAD, a
 * signed-in visitor (session cookie), a browser with tracked events waiting, not a page path, a trailing slash (the app redirects it), or an
 * over-long URL. The query is normalised (parameters sorted, one spelling of each) so equal pages share one entry; a
 * bot is answered from its own entry because React Router renders bots the whole page at once.
 */
export function anonymousPageKey(
  method: string,
  rawUrl: string,
  cookieHeader: string | undefined,
  isBot: boolean,
): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (rawUrl.length > MAX_CACHED_URL_LENGTH || !rawUrl.startsWith("/") || rawUrl.startsWith("//")) return null;
  // Events of a change waiting for this browser (app/core/analytics/tracked-events.ts) ride on a page rendered for it.
  if (hasSessionCookie(cookieHeader) || hasTrackedEventsCookie(cookieHeader)) return null;
  const queryAt = rawUrl.indexOf("?");
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  if (NOT_PAGES.test(path) || (path.length > 1 && path.endsWith("/")) || path.includes("%")) return null;
  let query = "";
  if (queryAt !== -1) {
    const params = [...new URLSearchParams(rawUrl.slice(queryAt + 1))];
    params.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
    query = new URLSearchParams(params).toString();
  }
  return `${isBot ? "bot" : "web"} ${path}${query ? `?${query}` : ""}`;
}

/** Responses worth keeping: a page or its route data, found or not found, that sets no cookie. */
export function isCacheableResponse(status: number, contentType: string | null, setsCookie: boolean): boolean {
  if (setsCookie || (status !== 200 && status !== 404)) return false;
  return Boolean(contentType && /^text\/(html|x-script)\b/.test(contentType));
}
