import { describe, expect, it } from "vitest";
import {
  escapeXml,
  renderRobotsTxt,
  renderSitemapIndex,
  renderUrlSet,
  SITEMAP_MAX_URLS,
  sitemapLayout,
} from "./sitemap";

describe("sitemap", () => {
  it("renders absolute, escaped URLs with lastmod", () => {
    const xml = renderUrlSet("https://booth.example/", [
      { path: "/" },
      { path: "/dj/a&b", lastmod: new Date("2026-01-02T03:04:05Z") },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://booth.example/</loc></url>");
    expect(xml).toContain("<loc>https://booth.example/dj/a&amp;b</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>");
    expect(escapeXml(`<"'>`)).toBe("&lt;&quot;&apos;&gt;");
  });

  it("renders an index of numbered parts", () => {
    const xml = renderSitemapIndex("https://booth.example", 2);
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain("<loc>https://booth.example/sitemap-1.xml</loc>");
    expect(xml).toContain("<loc>https://booth.example/sitemap-2.xml</loc>");
  });

  it("keeps every part within 50 000 URLs and covers every DJ once", () => {
    expect(sitemapLayout(100).parts).toBe(1);
    expect(sitemapLayout(SITEMAP_MAX_URLS - 5, 5).parts).toBe(1);
    expect(sitemapLayout(SITEMAP_MAX_URLS - 4, 5).parts).toBe(2);
    const djs = 100_000;
    const layout = sitemapLayout(djs, 5);
    expect(layout.parts).toBe(3);
    let covered = 0;
    for (let n = 1; n <= layout.parts; n++) {
      expect(layout.djOffset(n)).toBe(covered);
      const inPart = Math.min(layout.djLimit(n), djs - covered);
      expect(inPart + (layout.includesStatic(n) ? 5 : 0)).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      covered += inPart;
    }
    expect(covered).toBe(djs);
  });
});

describe("robots.txt", () => {
  it("allows public pages, keeps crawlers out of admin, API and account pages, and names the sitemap", () => {
    const txt = renderRobotsTxt("https://booth.example");
    expect(txt).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ["/admin", "/api/", "/login", "/signup", "/profile", "/following"]) {
      expect(txt).toContain(`Disallow: ${path}\n`);
    }
    expect(txt).not.toMatch(/Disallow: \/dj\/\n|Disallow: \/\n/);
    expect(txt).toContain("Sitemap: https://booth.example/sitemap.xml");
  });
});
