import { randomBytes, randomUUID } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { AppError } from "~server/domain/app-error.server";
import { logger } from "~server/logger.server";
import { isDiskFull } from "~server/storage/disk-space.server";
import type { FileStorage } from "~server/storage/file-storage.server";

/**
 * Uploaded pictures of events (flyers) and venue galleries: checked by decoding them with sharp,
 * stored without metadata in their own aspect (a portrait poster stays a portrait), in two widths, each WebP and AVIF.
 */
const WIDTHS = [640, 1280] as const;
const FORMATS = ["webp", "avif"] as const;
const STORED_WIDTH = 1280;
/** Decoded images larger than this many pixels are refused before any resizing (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
const READABLE_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif", "gif", "tiff"]);

/** What a picture over MAX_INPUT_PIXELS is told: its size and the limit, not "not an image". */
export function tooManyPixelsMessage(noun: string, width: number, height: number): string {
  const n = (value: number) => value.toLocaleString("en-US");
  return `That ${noun} is too large (${n(width)} × ${n(height)} pixels). Upload one of at most ${n(MAX_INPUT_PIXELS)} pixels (width × height).`;
}

/**
 * The header of an uploaded picture, read with the pixel limit. sharp refuses a picture over the limit with the same
 * kind of error as a file that is no image at all; the header is read again without the limit (it is not decoded)
 * so such a picture can be told its size instead. Null for a file sharp cannot read.
 */
export async function readImageHeader(
  bytes: Uint8Array,
): Promise<Metadata | { tooManyPixels: { width: number; height: number } } | null> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    const meta = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    if (meta?.width && meta.height && meta.width * meta.height > MAX_INPUT_PIXELS)
      return { tooManyPixels: { width: meta.width, height: meta.height } };
    return null;
  }
}

export interface ImageKind {
  /** The storage folder ("events", "venues"). */
  area: "events" | "venues" | "news";
  /** What people call the picture in messages ("flyer", "image"). */
  noun: string;
  maxBytes: number;
  tooLarge: string;
  /** The form field a refusal is about (default "image"; a venue's Details tab has "logo" and "cover"). */
  field?: string;
}

const uploadedPattern = (area: string) =>
  new RegExp(`^/uploads/${area}/([0-9a-f-]{36})/([a-z0-9]{6,40})-(\\d+)\\.(webp|avif)$`);

function variantKey(area: string, folder: string, version: string, width: number, format: string): string {
  return `${area}/${folder}/${version}-${width}.${format}`;
}

/**
 * Checks an uploaded picture by decoding it with sharp (never by its name or declared type) and stores it resized,
 * without metadata, under a new versioned name; returns the URL the row keeps (the 1280 WebP). A refused file
 * writes nothing, so it must run before the row is written.
 */
export async function storeImage(storage: FileStorage, bytes: Uint8Array, kind: ImageKind): Promise<string> {
  const imageError = (code: "invalid_input" | "too_large", message: string) =>
    new AppError(code, message, { field: kind.field ?? "image" });
  const NOT_AN_IMAGE = `That file is not an image we can read. Upload a JPEG, PNG, WebP or AVIF ${kind.noun}.`;
  if (bytes.byteLength === 0) throw imageError("invalid_input", `Choose a ${kind.noun} to upload.`);
  if (bytes.byteLength > kind.maxBytes) throw imageError("too_large", kind.tooLarge);
  const meta = await readImageHeader(bytes);
  if (!meta) throw imageError("invalid_input", NOT_AN_IMAGE);
  if ("tooManyPixels" in meta)
    throw imageError("too_large", tooManyPixelsMessage(kind.noun, meta.tooManyPixels.width, meta.tooManyPixels.height));
  if (!meta.format || !READABLE_FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw imageError("invalid_input", NOT_AN_IMAGE);
  if (meta.width < 200 || meta.height < 200)
    throw imageError("invalid_input", `That ${kind.noun} is too small. Upload one at least 200 × 200 pixels.`);
  const folder = randomUUID();
  const version = `${Date.now().toString(36)}${randomBytes(4).toString("hex")}`;
  const written: string[] = [];
  try {
    const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    for (const width of WIDTHS) {
      const resized = base.clone().resize({ width, withoutEnlargement: true });
      for (const format of FORMATS) {
        const out =
          format === "webp"
            ? await resized.clone().webp({ quality: 80, effort: 4 }).toBuffer()
            : await resized.clone().avif({ quality: 55, effort: 3 }).toBuffer();
        const key = variantKey(kind.area, folder, version, width, format);
        await storage.put(key, new Uint8Array(out), `image/${format}`);
        written.push(key);
      }
    }
  } catch (error) {
    for (const key of written) await storage.delete(key).catch(() => undefined);
    // A full disk is not the picture's fault: the caller answers "disk full, nothing saved" (decision 042).
    if (error instanceof AppError || isDiskFull(error)) throw error;
    logger.warn("uploaded image not processed", { area: kind.area, error });
    throw imageError("invalid_input", `That image could not be processed. Try another ${kind.noun}.`);
  }
  return `/uploads/${variantKey(kind.area, folder, version, STORED_WIDTH, "webp")}`;
}

/** Deletes every stored variant of an uploaded image URL of this area; other URLs (generated artwork) are left alone. */
export async function removeImage(
  storage: FileStorage,
  url: string | null | undefined,
  area: ImageKind["area"],
): Promise<void> {
  const match = url ? uploadedPattern(area).exec(url) : null;
  if (!match) return;
  for (const width of WIDTHS) {
    for (const format of FORMATS) {
      const key = variantKey(area, match[1], match[2], width, format);
      // A leftover file wastes space but breaks nothing: no row points at it any more.
      await storage.delete(key).catch((error) => logger.warn("uploaded image file not removed", { key, error }));
    }
  }
}
