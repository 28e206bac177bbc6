/**
 * Which browser origins are this site. PUBLIC_URL names one; when it is a loopback address (localhost,
 * 127.0.0.1, [::1]) the other loopback spellings of the same scheme and port are the same server on the same
 * machine, so a newcomer who opens http://127.0.0.1:3000 while PUBLIC_URL says http://localhost:3000 can sign in
 * and post forms. Nothing else is widened: another port, scheme or host stays another site.
 */

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"] as const;

function parse(origin: string): URL | null {
  try {
    return new URL(origin);
  } catch {
    return null;
  }
}

/** PUBLIC_URL's origin first, then (for a loopback PUBLIC_URL) its other loopback spellings. */
export function acceptedOrigins(publicOrigin: string): string[] {
  const url = parse(publicOrigin);
  if (!url) return [publicOrigin];
  const own = url.origin;
  if (!(LOOPBACK_HOSTS as readonly string[]).includes(url.hostname)) return [own];
  const port = url.port ? `:${url.port}` : "";
  return [own, ...LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`).filter((o) => o !== own)];
}

/** Whether a request's Origin header is this site (an exact origin match, never a prefix or a suffix). */
export function isAcceptedOrigin(origin: string, publicOrigin: string): boolean {
  return acceptedOrigins(publicOrigin).includes(origin);
}

/**
 * The address to open instead, for a refused origin: PUBLIC_URL with the page's path (a client-side submission's
 * `/path.data` or `/_root.data` read as the page it was for).
 */
export function addressToOpen(publicOrigin: string, pathname: string): string {
  let page = pathname.startsWith("/") ? pathname : `/${pathname}`;
  if (page === "/_root.data") page = "/";
  else if (page.endsWith(".data")) page = page.slice(0, -".data".length);
  if (page.startsWith("/api/")) page = "/";
  return `${publicOrigin}${page === "/" ? "" : page}`;
}

/** What a refused cross-origin write answers, naming where the site really is. */
export function refusedOriginMessage(address: string): string {
  return `This form was sent from another address than this site's. Open ${address} and try again.`;
}
