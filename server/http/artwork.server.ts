import type { Context } from "hono";
import sharp from "sharp";
import {
  ARTWORK_SEED,
  type ArtworkKind,
  artworkDefaultLabel,
  clampArtworkLabel,
  isArtworkKind,
  renderArtworkSvg,
} from "~/core/site/artwork";
import { createIpLimiter } from "~server/limits/ip-limit.server";

const FILE = new RegExp(`^(${ARTWORK_SEED})\\.(svg|webp)$`, "i");
const SVG_HEADERS = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  // An SVG opened directly must not run anything.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
};
/** Width of the WebP copy: a grid card is at most ≈ 300 CSS px wide, so 640 covers a 2× screen. */
const RASTER_WIDTH = 640;
/** WebP copies kept in memory (≈ 10–20 KB each); the oldest is dropped first. */
const RASTER_CACHE_SIZE = 300;

/**
 * New renders per client IP and minute. A render costs ≈ 60 ms of CPU and any seed is valid, so without a
 * bound one client could keep the server busy; past it the same background is sent as SVG, which costs the
 * server nothing and still shows (the page sets the initials over either).
 */
export const ARTWORK_RENDERS_PER_MINUTE = 240;

type RasterCache = Map<string, Promise<Uint8Array<ArrayBuffer>>>;

/** The background of one artwork (no text: the page sets the initials over it) as a WebP, rendered once. */
function rasterArtwork(rasterCache: RasterCache, kind: ArtworkKind, seed: string): Promise<Uint8Array<ArrayBuffer>> {
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
export function artworkHandler(rendersPerMinute = ARTWORK_RENDERS_PER_MINUTE) {
  const rasterCache: RasterCache = new Map();
  const consumeRenderLimit = createIpLimiter("artwork-render", rendersPerMinute, 60, { perProcess: true });
  return async function artworkResponse(c: Context): Promise<Response> {
    const kind = c.req.param("kind") ?? "";
    const match = FILE.exec(c.req.param("file") ?? "");
    if (!isArtworkKind(kind) || !match) return c.json({ error: "Not Found" }, 404);
    const [, seed, extension] = match;
    if (extension.toLowerCase() === "webp") {
      const clientIp = (c as Context<{ Variables: { clientIp?: string | null } }>).get("clientIp") ?? null;
      if (!rasterCache.has(`${kind}/${seed}`) && !(await consumeRenderLimit(clientIp)).ok) {
        return c.body(renderArtworkSvg({ kind, seed, label: seed, withText: false }), 200, {
          ...SVG_HEADERS,
          "Cache-Control": "no-store",
        });
      }
      return c.body(await rasterArtwork(rasterCache, kind, seed), 200, {
        "Content-Type": "image/webp",
        "Cache-Control": "public, max-age=86400",
        "X-Content-Type-Options": "nosniff",
      });
    }
    // Pages pass the name or title (labelledArtworkUrl): the seed is a slug that may have lost letters. The
    // label is part of the URL, so the day-long cache below never serves an old name.
    const label = clampArtworkLabel(c.req.query("label") || artworkDefaultLabel(seed));
    return c.body(renderArtworkSvg({ kind, seed, label }), 200, {
      ...SVG_HEADERS,
      "Cache-Control": "public, max-age=86400",
    });
  };
}
