import { describe, expect, it } from "vitest";
import { djProfileLinks, djProfileMedia, djProfileMetaText } from "./dj-profile-page";
import { SOCIAL_PLATFORMS, type SocialKey } from "./social-links";

const noLinks = Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p.key, null])) as Record<SocialKey, string | null>;

describe("djProfileLinks", () => {
  it("shows only safe links, in the platforms' order, and gives every platform to the JSON-LD", () => {
    const { socials, seoLinks } = djProfileLinks({
      ...noLinks,
      instagramUrl: "https://www.instagram.com/nadia",
      soundcloudUrl: "https://soundcloud.com/nadia",
      spotifyUrl: "javascript:alert(1)",
    });
    expect(socials).toEqual([
      { platform: "soundcloud", label: "SoundCloud", href: "https://soundcloud.com/nadia" },
      { platform: "instagram", label: "Instagram", href: "https://www.instagram.com/nadia" },
    ]);
    expect(Object.keys(seoLinks)).toHaveLength(SOCIAL_PLATFORMS.length);
    expect(seoLinks.spotifyUrl).toBeNull();
    expect(seoLinks.instagramUrl).toBe("https://www.instagram.com/nadia");
  });
});

describe("djProfileMedia", () => {
  it("embeds a playable track, links any other safe one, and keeps only embeddable videos", () => {
    const playable = djProfileMedia({
      featuredTrack: "https://soundcloud.com/nadia/set",
      featuredVideos: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://example.com/video"],
    });
    expect(playable.featuredTrack?.provider).toBe("soundcloud");
    expect(playable.featuredTrackLink).toBeNull();
    expect(playable.videos.map((v) => v.provider)).toEqual(["youtube"]);

    const linked = djProfileMedia({ featuredTrack: "https://example.com/mix", featuredVideos: [] });
    expect(linked).toEqual({ featuredTrack: null, featuredTrackLink: "https://example.com/mix", videos: [] });
    expect(djProfileMedia({ featuredTrack: null, featuredVideos: [] }).featuredTrackLink).toBeNull();
  });
});

describe("djProfileMetaText", () => {
  const dj = { displayName: "Nadia Voss", genres: ["Techno", "Industrial", "EBM", "Acid"], location: "Berlin" };
  it("names up to three genres and the location, and describes with the bio", () => {
    expect(djProfileMetaText({ ...dj, bioHtml: "<p>Hard and <b>fast</b></p>" })).toEqual({
      title: "Nadia Voss · Techno, Industrial, EBM · Berlin · Booth",
      description: "Hard and fast",
    });
  });
  it("falls back to the facts without a bio, and to the name alone without facts", () => {
    expect(djProfileMetaText({ ...dj, bioHtml: "" }).description).toBe(
      "Nadia Voss — Techno, Industrial, EBM · Berlin. Follow and book on Booth.",
    );
    expect(djProfileMetaText({ displayName: "Zed", genres: [], location: null, bioHtml: "" })).toEqual({
      title: "Zed · Booth",
      description: "Zed. Follow and book on Booth.",
    });
  });
});
