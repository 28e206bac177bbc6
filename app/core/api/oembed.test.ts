import { describe, expect, it } from "vitest";
import { isEmbedPath, matchOembedUrl, oembedAlternate, oembedIframe, oembedSize, readPixels } from "./oembed";

const ORIGIN = "https://booth.example";

describe("oEmbed", () => {
  it("matches our own DJ and event pages only", () => {
    expect(matchOembedUrl(`${ORIGIN}/dj/nadia-voss`, ORIGIN)).toEqual({ kind: "dj", slug: "nadia-voss" });
    expect(matchOembedUrl(`${ORIGIN}/dj/nadia-voss?x=1#top`, ORIGIN)).toEqual({ kind: "dj", slug: "nadia-voss" });
    expect(matchOembedUrl(`${ORIGIN}/events/open-air-2026-05-01`, ORIGIN)).toEqual({
      kind: "event",
      eventId: "open-air-2026-05-01",
    });
    for (const url of [
      "https://evil.example/dj/nadia-voss",
      "http://booth.example/dj/nadia-voss",
      `${ORIGIN}/dj/nadia-voss/press`,
      `${ORIGIN}/venues/kessel`,
      `${ORIGIN}/dj/Nadia`,
      "not a url",
      `https://user:pw@booth.example/dj/nadia-voss`,
    ]) {
      expect(matchOembedUrl(url, ORIGIN), url).toBeNull();
    }
  });

  it("sizes the frame within maxwidth and maxheight, never below a readable minimum", () => {
    expect(oembedSize("dj", null, null)).toEqual({ width: 400, height: 480 });
    expect(oembedSize("event", 300, 200)).toEqual({ width: 300, height: 200 });
    expect(oembedSize("dj", 50, 50)).toEqual({ width: 200, height: 160 });
    expect(readPixels("320")).toBe(320);
    for (const bad of [null, "", "0", "-5", "1e3", "abc", "123456"]) expect(readPixels(bad)).toBeNull();
  });

  it("writes an escaped iframe and the discovery link", () => {
    expect(oembedIframe(`${ORIGIN}/embed/dj/a`, { width: 400, height: 480 }, 'A "quoted" <name>')).toBe(
      '<iframe src="https://booth.example/embed/dj/a" width="400" height="480" title="A &quot;quoted&quot; &lt;name&gt;" style="border:0" loading="lazy"></iframe>',
    );
    expect(oembedAlternate(ORIGIN, { kind: "dj", slug: "a" }, "A on Booth").href).toBe(
      "https://booth.example/oembed?url=https%3A%2F%2Fbooth.example%2Fdj%2Fa&format=json",
    );
    expect(isEmbedPath("/embed/dj/a")).toBe(true);
    expect(isEmbedPath("/embed/dj/a/b")).toBe(false);
  });
});
