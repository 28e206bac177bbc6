import { Hono } from "hono";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artQuery } from "~/core/site/art-url";
import { artworkHandler } from "./artwork.server";

const app = new Hono();
app.get("/art/:kind/:file", artworkHandler());

describe("GET /art/:kind/:file", () => {
  it("serves the full artwork as SVG, with the label's initials and a no-script policy", async () => {
    const res = await app.request("/art/dj/felix-aurel.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await res.text()).toContain(">FA</tspan></text>");
  });

  it("draws the name given as ?label= (a slug has lost letters), cut between graphemes", async () => {
    // "Selin Aydın" was seeded as "selin-ayd-n", whose words read "SAN".
    const res = await app.request("/art/dj/selin-ayd-n.svg?label=Selin%20Ayd%C4%B1n");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    const svg = await res.text();
    expect(svg).toContain(">SA</tspan>");
    expect(svg).toContain('aria-label="Selin Aydın"');
    const long = await (await app.request(`/art/news/x.svg?label=${encodeURIComponent("🎧".repeat(80))}`)).text();
    expect(long).toContain(`aria-label="${"🎧".repeat(60)}"`);
    // An empty label falls back to the seed's words.
    expect(await (await app.request("/art/dj/felix-aurel.svg?label=")).text()).toContain(">FA</tspan>");
  });

  it("serves the designed artwork as a 640 px WebP, the same bytes on every request", async () => {
    const first = await app.request("/art/dj/felix-aurel.webp");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    const bytes = new Uint8Array(await first.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(640);
    const again = new Uint8Array(await (await app.request("/art/dj/felix-aurel.webp")).arrayBuffer());
    expect(again).toEqual(bytes);
  });

  it("draws the text the URL carries: another lineup is another flyer, the same query the same bytes", async () => {
    const url = (lineup: string[]) =>
      `/art/event/kessel-klub-nacht.webp?${artQuery({ label: "Kessel Klub Nacht", date: "TUE 8 DEC · 23:00", lineup })}`;
    const bytes = async (path: string) => new Uint8Array(await (await app.request(path)).arrayBuffer());
    const one = await bytes(url(["Ellis Crane"]));
    const two = await bytes(url(["Ellis Crane", "Selin Aydın"]));
    expect(two).not.toEqual(one);
    expect(await bytes(url(["Ellis Crane"]))).toEqual(one);
    const meta = await sharp(one).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 640, 800]);
  });

  it("sends AVIF to a browser that takes it, in the width asked for (160, 320 or 640)", async () => {
    const res = await app.request("/art/dj/felix-aurel.webp?label=Felix+Aurel&w=160", {
      headers: { Accept: "image/avif,image/webp,*/*" },
    });
    expect(res.headers.get("content-type")).toBe("image/avif");
    expect(res.headers.get("vary")).toBe("Accept");
    const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(160);
    const odd = await app.request("/art/dj/felix-aurel.webp?label=Felix+Aurel&w=999");
    expect((await sharp(new Uint8Array(await odd.arrayBuffer())).metadata()).width).toBe(640);
  });

  it("answers 404 for other formats, unknown kinds and unsafe names", async () => {
    for (const url of [
      "/art/dj/felix-aurel.png",
      "/art/poster/felix.webp",
      "/art/dj/..%2Fsecret.webp",
      "/art/dj/-x.svg",
    ])
      expect((await app.request(url)).status, url).toBe(404);
  });

  it("past the render limit sends the same background as SVG, while cached WebPs are still served", async () => {
    const limited = new Hono();
    limited.get("/art/:kind/:file", artworkHandler(2));
    for (const seed of ["one", "two"]) {
      const res = await limited.request(`/art/dj/limit-${seed}.webp`);
      expect(res.headers.get("content-type")).toBe("image/webp");
    }
    const third = await limited.request("/art/dj/limit-three.webp");
    expect(third.status).toBe(200);
    expect(third.headers.get("content-type")).toContain("image/svg+xml");
    const svg = await third.text();
    expect(svg).toContain("<circle");
    expect(svg).not.toContain("<text");
    expect((await limited.request("/art/dj/limit-one.webp")).headers.get("content-type")).toBe("image/webp");
  });
});
