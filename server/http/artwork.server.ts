import type { Context } from "hono";
import sharp from "sharp";
import { type ArtworkKind, renderArtworkSvg } from "~/core/artwork";

const ARTWORK_KINDS = new Set<ArtworkKind>(["dj", "venue", "event", "production", "news", "avatar"]);
const FILE = /^([a-z0-9][a-z0-9-]{0,120})\.(svg|webp)$/i;
/** Width of the WebP copy: a grid card is at most ≈ 300 CSS px wide, so 640 covers a 2× screen. */
const RASTER_WIDTH = 640;
/** WebP copies kept in memory (≈ 10–20 KB each); the oldest is dropped first. */
const RASTER_CACHE_SIZE = 300;

const rasterCache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** The background of one artwork (no text: the page sets the initials over it) as a WebP, rendered once. */
function rasterArtwork(kind: ArtworkKind, seed: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${kind}/${seed}`;
  const cached = rasterCache.get(key);
  if (cached) return cached;
  const svg = renderArtworkSvg({ kind, seed, label: seed, withText: false });
  const rendered = sharp(Buffer.from(svg))
    .resize({ width: RASTER_WIDTH })
    .webp({ quality: 72 })
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)));
  rendered.catch(() => rasterCache.delete(key));
  rasterCache.set(key, rendered);
  if (rasterCache.size > RASTER_CACHE_SIZE) rasterCache.delete(rasterCache.keys().next().value as string);
  return rendered;
}

/**
 * GET /art/:kind/:file — generated artwork, so demo content and DJs without a photo work offline with no
 * external image URL. `<seed>.svg` is the full artwork (label text included, `?label=` overrides it);
 * `<seed>.webp` is its background as a raster for grid cards (decision 013).
 */
export async function artworkResponse(c: Context): Promise<Response> {
  const kind = c.req.param("kind") as ArtworkKind;
  const match = FILE.exec(c.req.param("file") ?? "");
  if (!ARTWORK_KINDS.has(kind) || !match) return c.json({ error: "Not Found" }, 404);
  const [, seed, extension] = match;
  if (extension.toLowerCase() === "webp") {
    return c.body(await rasterArtwork(kind, seed), 200, {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    });
  }
  const label = (c.req.query("label") ?? seed.replace(/-/g, " ")).slice(0, 60);
  return c.body(renderArtworkSvg({ kind, seed, label }), 200, {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=86400",
    // An SVG opened directly must not run anything.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  });
}
