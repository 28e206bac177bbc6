import { describe, expect, it } from "vitest";
import { checkHttpsUrl, checkSocialLink, checkWhatsappNumber, SOCIAL_PLATFORMS } from "./social-links";

describe("checkSocialLink", () => {
  it("accepts each platform's own hosts, subdomains included", () => {
    const good: [Parameters<typeof checkSocialLink>[0], string][] = [
      ["soundcloudUrl", "https://soundcloud.com/nadiavoss"],
      ["soundcloudUrl", "https://on.soundcloud.com/abc"],
      ["spotifyUrl", "https://open.spotify.com/artist/123"],
      ["appleMusicUrl", "https://music.apple.com/us/artist/x/1"],
      ["beatportUrl", "https://www.beatport.com/artist/x/1"],
      ["youtubeUrl", "https://www.youtube.com/@x"],
      ["youtubeUrl", "https://youtu.be/abc"],
      ["instagramUrl", "https://www.instagram.com/x"],
      ["tiktokUrl", "https://www.tiktok.com/@x"],
      ["twitterUrl", "https://x.com/x"],
      ["twitterUrl", "https://twitter.com/x"],
      ["facebookUrl", "https://www.facebook.com/x"],
      ["websiteUrl", "https://linktr.ee/x"],
    ];
    for (const [key, url] of good) expect(checkSocialLink(key, url), `${key} ${url}`).toEqual({ ok: true, value: url });
  });

  it("refuses another platform's host, look-alike hosts and plain http", () => {
    expect(checkSocialLink("instagramUrl", "https://soundcloud.com/x")).toEqual({
      ok: false,
      error: "Enter a link on instagram.com for Instagram.",
    });
    expect(checkSocialLink("instagramUrl", "https://instagram.com.evil.example/x").ok).toBe(false);
    expect(checkSocialLink("instagramUrl", "https://notinstagram.com/x").ok).toBe(false);
    expect(checkSocialLink("soundcloudUrl", "http://soundcloud.com/x")).toEqual({
      ok: false,
      error: "Use a secure link starting with https://",
    });
  });

  it("refuses non-URLs, script URLs, credentials, IPs and localhost", () => {
    expect(checkSocialLink("websiteUrl", "my site").ok).toBe(false);
    expect(checkSocialLink("websiteUrl", "javascript:alert(1)").ok).toBe(false);
    expect(checkSocialLink("websiteUrl", "https://user:pw@example.com").ok).toBe(false);
    expect(checkHttpsUrl("https://127.0.0.1/x").ok).toBe(false);
    expect(checkHttpsUrl("https://localhost/x").ok).toBe(false);
    expect(checkHttpsUrl("https://[::1]/x").ok).toBe(false);
  });

  it("has a host rule for every platform but the website", () => {
    for (const { key } of SOCIAL_PLATFORMS) {
      if (key === "websiteUrl") continue;
      expect(checkSocialLink(key, "https://example.com/x").ok, key).toBe(false);
    }
  });
});

describe("checkWhatsappNumber", () => {
  it("normalises an international number to +digits", () => {
    expect(checkWhatsappNumber("+44 7700 900123")).toEqual({ ok: true, value: "+447700900123" });
    expect(checkWhatsappNumber("972-54-123-4567")).toEqual({ ok: true, value: "+972541234567" });
    expect(checkWhatsappNumber("+1 (415) 555-0100")).toEqual({ ok: true, value: "+14155550100" });
  });

  it("refuses letters, too few or too many digits and a national trunk 0", () => {
    expect(checkWhatsappNumber("call me").ok).toBe(false);
    expect(checkWhatsappNumber("+12345").ok).toBe(false);
    expect(checkWhatsappNumber("+1234567890123456").ok).toBe(false);
    expect(checkWhatsappNumber("07700 900123").ok).toBe(false);
    expect(checkWhatsappNumber("https://wa.me/447700900123").ok).toBe(false);
  });
});
