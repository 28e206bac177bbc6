import { describe, expect, it } from "vitest";
import {
  classifyTrafficSource,
  emptySourceCounts,
  referrerHost,
  SEARCH_ENGINES,
  SOCIAL_HOSTS,
  searchEngineOf,
  socialNetworkOf,
  TRAFFIC_SOURCES,
} from "./traffic-source";

describe("traffic sources (spec §9)", () => {
  it("has the spec's six categories and six search engines", () => {
    expect([...TRAFFIC_SOURCES]).toEqual(["direct", "campaign", "social", "search", "referral", "unknown"]);
    expect(SEARCH_ENGINES.map((e) => e.name)).toEqual(["Google", "Bing", "Yahoo", "DuckDuckGo", "Baidu", "Yandex"]);
    expect(Object.keys(emptySourceCounts())).toEqual([...TRAFFIC_SOURCES]);
  });

  it("maps at least 25 social hosts, including Instagram, Facebook, X, TikTok and YouTube", () => {
    expect(Object.keys(SOCIAL_HOSTS).length).toBeGreaterThanOrEqual(25);
    for (const host of ["instagram.com", "facebook.com", "t.co", "x.com", "tiktok.com", "youtube.com"]) {
      expect(socialNetworkOf(host), host).not.toBeNull();
    }
    for (const host of ["soundcloud.com", "mixcloud.com", "reddit.com", "linkedin.com", "wa.me", "t.me"]) {
      expect(socialNetworkOf(host), host).not.toBeNull();
    }
  });

  it("puts campaign tags first, whatever the referrer", () => {
    expect(classifyTrafficSource({ referrer: "https://www.instagram.com/", utmSource: "ig_story" })).toBe("campaign");
    expect(classifyTrafficSource({ referrer: null, utmMedium: "email" })).toBe("campaign");
    expect(classifyTrafficSource({ referrer: "https://www.google.com/", utmSource: "  " })).toBe("search");
  });

  it("recognises every search engine on its country domains, and not look-alikes", () => {
    const search = [
      "https://www.google.com/",
      "https://www.google.co.uk/search?q=techno",
      "https://news.google.de/",
      "https://www.bing.com/search?q=x",
      "https://search.yahoo.co.jp/",
      "https://duckduckgo.com/",
      "https://www.baidu.com/s?wd=x",
      "https://yandex.ru/search/",
    ];
    for (const referrer of search) expect(classifyTrafficSource({ referrer }), referrer).toBe("search");
    expect(searchEngineOf("google.evil-site.com")).toBeNull();
    expect(classifyTrafficSource({ referrer: "https://googleblog.example.org/" })).toBe("referral");
  });

  it("maps social hosts with their subdomains", () => {
    expect(classifyTrafficSource({ referrer: "https://l.instagram.com/?u=x" })).toBe("social");
    expect(classifyTrafficSource({ referrer: "https://m.facebook.com/" })).toBe("social");
    expect(classifyTrafficSource({ referrer: "https://t.co/abc" })).toBe("social");
    expect(socialNetworkOf("old.reddit.com")).toBe("Reddit");
    expect(socialNetworkOf("notinstagram.com")).toBeNull();
  });

  it("calls an empty referrer direct, another site referral, and anything unparsable unknown", () => {
    expect(classifyTrafficSource({ referrer: null })).toBe("direct");
    expect(classifyTrafficSource({ referrer: "" })).toBe("direct");
    expect(classifyTrafficSource({ referrer: "https://ravejournal.example/best-of-the-month" })).toBe("referral");
    expect(classifyTrafficSource({ referrer: "not a url" })).toBe("unknown");
    expect(classifyTrafficSource({ referrer: "android-app://com.google.android.gm/" })).toBe("unknown");
  });

  it("gives the referrer host without www", () => {
    expect(referrerHost("https://www.Example.com/path")).toBe("example.com");
    expect(referrerHost("ftp://example.com")).toBeNull();
    expect(referrerHost(null)).toBeNull();
  });
});
