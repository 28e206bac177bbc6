import type { Context } from "hono";
import type { ArtText } from "~/core/site/art-scene";
import { artScene } from "~/core/site/art-scene";
import { artQuery, parseArtQuery, parseArtWidth } from "~/core/site/art-url";
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
/** Raster copies kept in memory (≈ 2–10 KB each); the oldest is dropped first. */
const RASTER_CACHE_SIZE = 900;
/** Laid-out SVGs kept (one per text, shared by its widths and formats). */
const SVG_CACHE_SIZE = 300;

/**
 * New renders per client IP and minute. A render (satori's layout, then sharp) costs ≈ 60–150 ms of CPU and any
 * seed and text are valid, so without a bound one client could keep the server busy; past it the artwork's
 * background is sent as SVG without its text, which costs the server nothing and still shows.
 */
export const ARTWORK_RENDERS_PER_MINUTE = 240;

type Cache<T> = Map<string, Promise<T>>;

/** `make()` once per key, kept until `max` newer keys push it out; a failure is forgotten. */
function remember<T>(cache: Cache<T>, key: string, max: number, make: () => Promise<T>): Promise<T> {
  const cached = cache.get(key);
  if (cached) return cached;
  const made = make();
  made.catch(() => cache.delete(key));
  cache.set(key, made);
  if (cache.size > max) cache.delete(cache.keys().next().value as string);
  return made;
}

/** The raster format for a request: AVIF (about half WebP's bytes for flat artwork) when the browser takes it. */
function rasterFormat(accept: string | undefined): "avif" | "webp" {
  return /image\/avif/i.test(accept ?? "") ? "avif" : "webp";
}

const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp" } as const;

/**
 * GET /art/:kind/:file — generated artwork, so demo content and DJs without a photo work offline with no
 * external image URL. `<seed>.webp?label=…&date=…` is the designed artwork with its text (decision 060, built by
 * artImageUrl); `<seed>.svg` the older initials-over-background kind the small search and admin icons still use
 * (`?label=` overrides the seed's words).
 */
export function artworkHandler(rendersPerMinute = ARTWORK_RENDERS_PER_MINUTE) {
  const svgCache: Cache<string> = new Map();
  const rasterCache: Cache<Uint8Array<ArrayBuffer>> = new Map();
  // One entity's designed artwork (decision 060): laid out by satori once per text, rasterised once per size.
  const artSvg = (key: string, kind: ArtworkKind, seed: string, text: ArtText) =>
    remember(svgCache, key, SVG_CACHE_SIZE, () => {
      const scene = artScene(kind, seed, text);
      return renderArtSvg(scene.root, scene.width, scene.height);
    });
  const consumeRenderLimit = createIpLimiter("artwork-render", rendersPerMinute, 60, { perProcess: true });
  return async function artworkResponse(c: Context): Promise<Response> {
    const kind = c.req.param("kind") ?? "";
    const match = FILE.exec(c.req.param("file") ?? "");
    if (!isArtworkKind(kind) || !match) return c.json({ error: "Not Found" }, 404);
    const [, seed, extension] = match;
    if (extension.toLowerCase() === "webp") {
      const clientIp = (c as Context<{ Variables: { clientIp?: string | null } }>).get("clientIp") ?? null;
      const query = new URL(c.req.url).searchParams;
      const text = parseArtQuery(query, artworkDefaultLabel(seed));
      const width = parseArtWidth(query);
      const format = rasterFormat(c.req.header("accept"));
      const key = `${kind}/${seed}?${artQuery(text)}`; // text is normalised: one key per drawn text
      const rasterKey = `${key}&w=${width}&f=${format}`;
      if (!rasterCache.has(rasterKey) && !(await consumeRenderLimit(clientIp)).ok) {
        return c.body(renderArtworkSvg({ kind, seed, label: seed, withText: false }), 200, {
          ...SVG_HEADERS,
          "Cache-Control": "no-store",
        });
      }
      const raster = await remember(rasterCache, rasterKey, RASTER_CACHE_SIZE, async () =>
        rasterize(await artSvg(key, kind, seed, text), width, format),
      );
      return c.body(raster, 200, {
        "Content-Type": CONTENT_TYPES[format],
        Vary: "Accept",
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
