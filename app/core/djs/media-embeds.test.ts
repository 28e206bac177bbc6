import { describe, expect, it } from "vitest";
import { MEDIA_FRAME_HOSTS, mediaEmbedFor } from "./media-embeds";

describe("mediaEmbedFor", () => {
  it("embeds SoundCloud tracks through the widget with the page URL", () => {
    const embed = mediaEmbedFor("https://soundcloud.com/nadiavoss/techno-mix");
    expect(embed).toMatchObject({ provider: "soundcloud", mediaType: "audio", label: "SoundCloud" });
    const src = new URL(embed?.embedUrl ?? "");
    expect(src.origin).toBe("https://w.soundcloud.com");
    expect(src.searchParams.get("url")).toBe("https://soundcloud.com/nadiavoss/techno-mix");
    expect(src.searchParams.get("auto_play")).toBe("true");
  });

  it("embeds Mixcloud shows by their path", () => {
    const embed = mediaEmbedFor("https://www.mixcloud.com/tomerhalevi/sunrise-set/");
    expect(embed?.provider).toBe("mixcloud");
    expect(new URL(embed?.embedUrl ?? "").searchParams.get("feed")).toBe("/tomerhalevi/sunrise-set/");
    expect(mediaEmbedFor("https://www.mixcloud.com/tomerhalevi")).toBeNull();
  });

  it("embeds YouTube videos from every link shape through youtube-nocookie", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(mediaEmbedFor(link)?.embedUrl).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0");
    }
    expect(mediaEmbedFor("https://www.youtube.com/@somechannel")).toBeNull();
    expect(mediaEmbedFor("https://www.youtube.com/watch?v=<script>")).toBeNull();
  });

  it("embeds Vimeo videos by id", () => {
    expect(mediaEmbedFor("https://vimeo.com/76979871")).toMatchObject({
      provider: "vimeo",
      mediaType: "video",
      embedUrl: "https://player.vimeo.com/video/76979871?autoplay=1",
    });
    expect(mediaEmbedFor("https://vimeo.com/channels/staffpicks")).toBeNull();
  });

  it("refuses other hosts and schemes", () => {
    expect(mediaEmbedFor("javascript:alert(1)")).toBeNull();
    expect(mediaEmbedFor("https://evil.example/soundcloud.com/x")).toBeNull();
    expect(mediaEmbedFor("https://soundcloud.com.evil.example/a/b")).toBeNull();
    expect(mediaEmbedFor("not a url")).toBeNull();
    expect(mediaEmbedFor(null)).toBeNull();
  });

  it("only ever points iframes at the hosts allowed by the CSP", () => {
    const links = [
      "https://soundcloud.com/a/b",
      "https://www.mixcloud.com/a/b/",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://vimeo.com/76979871",
    ];
    for (const link of links) {
      expect(MEDIA_FRAME_HOSTS).toContain(new URL(mediaEmbedFor(link)?.embedUrl ?? "").origin);
    }
  });
});
