import { describe, expect, it } from "vitest";
import { anonymousPageKey, hasSessionCookie, isCacheableResponse, MAX_CACHED_URL_LENGTH } from "./page-cache-rules";

describe("anonymousPageKey", () => {
  it("keys anonymous page GETs and HEADs by path and sorted query, bots apart", () => {
    expect(anonymousPageKey("GET", "/", undefined, false)).toBe("web /");
    expect(anonymousPageKey("HEAD", "/dj/ellis-crane", undefined, false)).toBe("web /dj/ellis-crane");
    expect(anonymousPageKey("GET", "/search?type=dj&q=techno", undefined, false)).toBe("web /search?q=techno&type=dj");
    expect(anonymousPageKey("GET", "/search?q=techno&type=dj", undefined, false)).toBe(
      anonymousPageKey("GET", "/search?type=dj&q=techno", undefined, false),
    );
    expect(anonymousPageKey("GET", "/", undefined, true)).toBe("bot /");
    expect(anonymousPageKey("GET", "/dj/x.data?_routes=root", undefined, false)).toBe("web /dj/x.data?_routes=root");
  });

  it("leaves signed-in visitors, writes and non-pages to the app", () => {
    expect(anonymousPageKey("GET", "/", "theme=dark; booth.session_token=abc", false)).toBeNull();
    expect(anonymousPageKey("GET", "/", "__Secure-booth.session_token=abc", false)).toBeNull();
    expect(anonymousPageKey("POST", "/login", undefined, false)).toBeNull();
    // A browser with tracked events waiting (a sign-out's "auth action"): its page hands them over.
    expect(anonymousPageKey("GET", "/", "booth.tracked=%5B%5D", false)).toBeNull();
    for (const path of [
      "/api/health",
      "/assets/app.js",
      "/uploads/a.webp",
      "/art/dj/x.svg",
      "/robots.txt",
      "/sitemap.xml",
      "/sitemap-2.xml",
      "/favicon.svg",
      "/events.ics",
      "/dj/nadia-voss/events.ics",
      "/events/some-night-2026-12-05/calendar.ics",
      // Personal press-kit links: every open is recorded, so none may be answered from a stored copy.
      "/press/q3Zl0v8N5bJc7Yd1uKf2Wm9Xh4Tr6Ps0Ae3Gi5Oj7L_",
      "/press/q3Zl0v8N5bJc7Yd1uKf2Wm9Xh4Tr6Ps0Ae3Gi5Oj7L_.data",
      "/press/q3Zl0v8N5bJc7Yd1uKf2Wm9Xh4Tr6Ps0Ae3Gi5Oj7L_/riders/technical",
    ]) {
      expect(anonymousPageKey("GET", path, undefined, false)).toBeNull();
    }
  });

  it("refuses what the app redirects or a crawler could vary without end", () => {
    expect(anonymousPageKey("GET", "/djs/", undefined, false)).toBeNull();
    expect(anonymousPageKey("GET", "//evil.example", undefined, false)).toBeNull();
    expect(anonymousPageKey("GET", "/dj/caf%C3%A9", undefined, false)).toBeNull();
    expect(anonymousPageKey("GET", `/search?q=${"a".repeat(MAX_CACHED_URL_LENGTH)}`, undefined, false)).toBeNull();
  });

  it("accepts other cookies (they do not change what the server renders)", () => {
    expect(anonymousPageKey("GET", "/", "booth_consent=1", false)).toBe("web /");
  });
});

describe("hasSessionCookie", () => {
  it("finds better-auth's session cookie with or without a prefix", () => {
    expect(hasSessionCookie("booth.session_token=x")).toBe(true);
    expect(hasSessionCookie("a=1; __Host-booth.session_token=x")).toBe(true);
    expect(hasSessionCookie("a=1; b=2")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

describe("isCacheableResponse", () => {
  it("keeps pages and route data, found or not found, that set no cookie", () => {
    expect(isCacheableResponse(200, "text/html; charset=utf-8", false)).toBe(true);
    expect(isCacheableResponse(404, "text/html; charset=utf-8", false)).toBe(true);
    expect(isCacheableResponse(200, "text/x-script", false)).toBe(true);
    expect(isCacheableResponse(200, "text/html", true)).toBe(false);
    expect(isCacheableResponse(302, "text/html", false)).toBe(false);
    expect(isCacheableResponse(500, "text/html", false)).toBe(false);
    expect(isCacheableResponse(200, "application/json", false)).toBe(false);
    expect(isCacheableResponse(200, null, false)).toBe(false);
  });
});
