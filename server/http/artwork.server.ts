import type { Context } from "hono";
import type { ArtText } from "~/core/site/art-scene";
import { artScene } from "~/core/site/art-scene";
import { artQuery, parseArtQuery } from "~/core/site/art-url";
import {
  ARTWORK_SEED,
  type ArtworkKind,
  artworkDefaultLabel,
  clampArtworkLabel,
  isArtworkKind,
  renderArtworkSvg,
} from "~/core/site/artwork";
import { createIpLimiter } from "~server/limits/ip-limit.server";
import { rasterize, renderArtSvg } from "./art-render.server";

const FILE = new RegExp(`^(${ARTWORK_SEED})\\.(svg|webp)$`, "i");
const SVG_HEADERS = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  // An SVG opened directly must not run anything.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
};
/** Width of the WebP copy: a grid card is at most ≈ 300 CSS px wide, so 640 covers a 2× screen. */
const RASTER_WIDTH = 640;
/** WebP copies kept in memory (≈ 5–20 KB each); the oldest is dropped first. */
const RASTER_CACHE_SIZE = 600;

/**
 * New renders per client IP and minute. A render (satori's layout, then sharp) costs ≈ 60–150 ms of CPU and any
 * seed and text are valid, so without a bound one client could keep the server busy; past it the artwork's
 * background is sent as SVG without its text, which costs the server nothing and still shows.
 */
export const ARTWORK_RENDERS_PER_MINUTE = 240;

type RasterCache = Map<string, Promise<Uint8Array<ArrayBuffer>>>;

/** One entity's designed artwork (decision 060), its text set by satori, as a WebP rendered once. */
function rasterArtwork(
  rasterCache: RasterCache,
  key: string,
  kind: ArtworkKind,
  seed: string,
  text: ArtText,
): Promise<Uint8Array<ArrayBuffer>> {
  const cached = rasterCache.get(key);
  if (cached) return cached;
  const scene = artScene(kind, seed, text);
  const rendered = renderArtSvg(scene.root, scene.width, scene.height).then((svg) =>
    rasterize(svg, RASTER_WIDTH, "webp"),
  );
  rendered.catch(() => rasterCache.delete(key));
  rasterCache.set(key, rendered);
  if (rasterCache.size > RASTER_CACHE_SIZE) rasterCache.delete(rasterCache.keys().next().value as string);
  return rendered;
}

/**
 * GET /art/:kind/:file — generated artwork, so demo content and DJs without a photo work offline with no
 * external image URL. `<seed>.webp?label=…&date=…` is the designed artwork with its text (decision 060, built by
 * artImageUrl); `<seed>.svg` the older initials-over-background kind the small search and admin icons still use
 * (`?label=` overrides the seed's words).
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
      const text = parseArtQuery(new URL(c.req.url).searchParams, artworkDefaultLabel(seed));
      const key = `${kind}/${seed}?${artQuery(text)}`;
      if (!rasterCache.has(key) && !(await consumeRenderLimit(clientIp)).ok) {
        return c.body(renderArtworkSvg({ kind, seed, label: seed, withText: false }), 200, {
          ...SVG_HEADERS,
          "Cache-Control": "no-store",
        });
      }
      return c.body(await rasterArtwork(rasterCache, key, kind, seed, text), 200, {
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
