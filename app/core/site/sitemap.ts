/**
 * sitemap.xml and robots.txt, as pure text builders. The sitemaps protocol caps a file at
 * 50 000 URLs: beyond that /sitemap.xml becomes an index of numbered parts (/sitemap-1.xml, …).
 */

export const SITEMAP_MAX_URLS = 50_000;

/** Public pages that are always there (flag-gated areas are left out until they have real content). */
export const STATIC_SITEMAP_PATHS = ["/", "/about", "/support", "/terms", "/privacy"] as const;

export interface SitemapEntry {
  /** Root-relative path. */
  path: string;
  lastmod?: Date | null;
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function loc(origin: string, path: string): string {
  return escapeXml(`${origin.replace(/\/+$/, "")}${path}`);
}

export function renderUrlSet(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : "";
    return `<url><loc>${loc(origin, e.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderSitemapIndex(origin: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${loc(origin, `/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/**
 * How the URLs are split: the static pages come first, then every public DJ. `parts` is 1 when all fit in
 * one file (served directly as /sitemap.xml); otherwise part n (1-based) holds DJs
 * [djOffset(n), djOffset(n) + djLimit(n)).
 */
export function sitemapLayout(djCount: number, staticCount: number = STATIC_SITEMAP_PATHS.length) {
  const total = staticCount + djCount;
  const parts = Math.max(1, Math.ceil(total / SITEMAP_MAX_URLS));
  return {
    parts,
    /** DJs skipped before part n. */
    djOffset: (n: number) => Math.max(0, (n - 1) * SITEMAP_MAX_URLS - staticCount),
    /** DJs in part n. */
    djLimit: (n: number) => (n === 1 ? SITEMAP_MAX_URLS - staticCount : SITEMAP_MAX_URLS),
    includesStatic: (n: number) => n === 1,
  };
}

/** Paths crawlers should leave alone: accounts, admin, the API and transactional screens. */
export const ROBOTS_DISALLOW = [
  "/admin",
  "/api/",
  "/auth/",
  "/login",
  "/signup",
  "/sign-out",
  "/reset-password",
  "/verify-email",
  "/profile",
  "/complete-profile",
  "/edit-profile",
  "/following",
  "/claim-dj-profile",
  "/mate/",
  "/my/",
  "/my-venues",
  "/producer/",
  "/venue/manage/",
  "/search",
  "/hero-test",
  "/dj/*/edit",
  "/dj/*/booking",
] as const;

export function renderRobotsTxt(origin: string): string {
  const lines = ["User-agent: *", "Allow: /", ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), ""];
  lines.push(`Sitemap: ${origin.replace(/\/+$/, "")}/sitemap.xml`, "");
  return lines.join("\n");
}
