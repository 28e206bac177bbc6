import type { Context } from "hono";
import sharp from "sharp";
import { ART_SIZES, artScene } from "~/core/site/art-scene";
import {
  isShareCardKind,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  type ShareCardKind,
  shareCardPanelWidth,
  shareCardScene,
  sharpPosition,
} from "~/core/site/share-card";
import { onPublicChange } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { getShareCard, type ShareCardPicture } from "~server/domain/share-cards/get-share-card.server";
import { createIpLimiter } from "~server/limits/ip-limit.server";
import type { FileStorage } from "~server/storage/file-storage.server";
import { rasterize, renderArtSvg } from "./art-render.server";
import { ARTWORK_RENDERS_PER_MINUTE } from "./artwork.server";

const FILE = /^([a-z0-9][a-z0-9-]{0,120})\.jpg$/;
/** Cards kept in memory (≈ 40–80 KB each) until a public change drops them all. */
const CARD_CACHE_SIZE = 200;

/** The picture beside the text, cut to the panel, as a data: URL satori can draw. */
async function panelOf(
  kind: ShareCardKind,
  picture: ShareCardPicture | null,
  storage: FileStorage,
): Promise<string | null> {
  if (!picture) return null;
  const width = shareCardPanelWidth(kind);
  let source: Buffer;
  let position = "centre";
  if ("upload" in picture) {
    const bytes = await storage.read(decodeURIComponent(picture.upload.slice("/uploads/".length)));
    if (!bytes) return null;
    source = Buffer.from(bytes);
    position = sharpPosition(picture.position);
  } else {
    const { kind: artKind, seed, text } = picture.art;
    // A wide cover cut square would lose its lettering at the left: the card's own text says the name.
    const wide = ART_SIZES[artKind].w > ART_SIZES[artKind].h;
    const scene = artScene(artKind, seed, wide ? { ...text, label: "", place: "", date: "" } : text);
    source = Buffer.from(await renderArtSvg(scene.root, scene.width, scene.height));
    if (wide) position = "right";
  }
  const jpeg = await sharp(source)
    .resize(width, SHARE_CARD_HEIGHT, { fit: "cover", position })
    .flatten({ background: "#0b0b0f" })
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/**
 * GET /og/:kind/:slug.jpg — the share card of a public DJ, event, venue, production-line or news page (decision 060):
 * 1200×630 JPEG, made on the server from the page's held data, kept until the next public change (the one
 * invalidation path drops cards with the pages). 404 whenever the page itself is not public.
 */
export function shareCardHandler(db: () => Db, storage: FileStorage, rendersPerMinute = ARTWORK_RENDERS_PER_MINUTE) {
  const cards = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>();
  onPublicChange(() => cards.clear());
  const consumeRenderLimit = createIpLimiter("share-card-render", rendersPerMinute, 60, { perProcess: true });
  return async function shareCardResponse(c: Context): Promise<Response> {
    const kind = c.req.param("kind") ?? "";
    const match = FILE.exec(c.req.param("file") ?? "");
    if (!isShareCardKind(kind) || !match) return c.json({ error: "Not Found" }, 404);
    const key = `${kind}/${match[1]}`;
    let card = cards.get(key);
    if (!card) {
      const clientIp = (c as Context<{ Variables: { clientIp?: string | null } }>).get("clientIp") ?? null;
      if (!(await consumeRenderLimit(clientIp)).ok) {
        return c.json({ error: "Too Many Requests" }, 429, { "Retry-After": "60" });
      }
      card = (async () => {
        const source = await getShareCard(db(), kind, match[1]);
        if (!source) return null;
        const scene = shareCardScene(kind, source.text, await panelOf(kind, source.picture, storage));
        return rasterize(await renderArtSvg(scene.root, SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT), SHARE_CARD_WIDTH, "jpeg");
      })();
      card.catch(() => cards.delete(key));
      cards.set(key, card);
      if (cards.size > CARD_CACHE_SIZE) cards.delete(cards.keys().next().value as string);
    }
    const bytes = await card;
    if (!bytes) return c.json({ error: "Not Found" }, 404);
    return c.body(bytes, 200, {
      "Content-Type": "image/jpeg",
      // Short: a card changes with its page, and crawlers come back rarely anyway.
      "Cache-Control": "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
    });
  };
}
