import sharp, { type Sharp } from "sharp";
import {
  MAX_PRESS_PHOTO_BYTES,
  PRESS_PHOTO_HEIC,
  PRESS_PHOTO_MISSING,
  PRESS_PHOTO_NOT_AN_IMAGE,
  PRESS_PHOTO_TOO_LARGE,
  PRESS_PHOTO_TYPES,
  PRESS_PHOTO_WIDTHS,
  type PressPhotoWidth,
  sniffImageType,
} from "~/core/press/press-kit";
import { AppError } from "~server/domain/app-error.server";
import { MAX_INPUT_PIXELS, readImageHeader, tooManyPixelsMessage } from "~server/domain/images/store-image.server";
import { decodeHeic } from "~server/images/decode-heic.server";

/** Shortest side a press photo may have: anything smaller is no use in print. */
export const MIN_PRESS_PHOTO_SIDE = 600;

export interface ProcessedPressPhoto {
  mime: string;
  ext: string;
  width: number;
  height: number;
  webSizes: { width: PressPhotoWidth; data: Uint8Array }[];
}

const refuse = (code: "invalid_input" | "too_large", message: string) =>
  new AppError(code, message, { field: "photo" });

/**
 * Checks a press photo by its content — its first bytes name the type and sharp must decode it as that type — and
 * cuts the web sizes (fit inside, upright, WebP, no metadata). The original is kept by the caller as uploaded.
 */
export async function processPressPhoto(bytes: Uint8Array): Promise<ProcessedPressPhoto> {
  if (bytes.byteLength === 0) throw refuse("invalid_input", PRESS_PHOTO_MISSING);
  if (bytes.byteLength > MAX_PRESS_PHOTO_BYTES) throw refuse("too_large", PRESS_PHOTO_TOO_LARGE);
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw refuse("invalid_input", PRESS_PHOTO_NOT_AN_IMAGE);
  const source = sniffed === "heic" ? await heicSource(bytes) : await headerSource(bytes, sniffed);
  const { width, height } = source;
  if (Math.min(width, height) < MIN_PRESS_PHOTO_SIDE)
    throw refuse(
      "invalid_input",
      `That photo is too small for press. Upload one at least ${MIN_PRESS_PHOTO_SIDE} pixels on its shorter side.`,
    );
  try {
    const base = source.image();
    const webSizes: ProcessedPressPhoto["webSizes"] = [];
    for (const size of PRESS_PHOTO_WIDTHS) {
      const data = await base
        .clone()
        .resize(size, size, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer();
      webSizes.push({ width: size, data: new Uint8Array(data) });
    }
    return { ...PRESS_PHOTO_TYPES[sniffed], width, height, webSizes };
  } catch {
    throw refuse("invalid_input", "That photo could not be processed. Try another one.");
  }
}

/** A photo as its upright size and a sharp pipeline that reads it upright. */
interface PhotoSource {
  width: number;
  height: number;
  image: () => Sharp;
}

/** JPEG, PNG or WebP: sharp decodes it, and must find the type its first bytes named. */
async function headerSource(bytes: Uint8Array, sniffed: "jpeg" | "png" | "webp"): Promise<PhotoSource> {
  const meta = await readImageHeader(bytes);
  if (meta && "tooManyPixels" in meta)
    throw refuse("too_large", tooManyPixelsMessage("photo", meta.tooManyPixels.width, meta.tooManyPixels.height));
  if (!meta || meta.format !== sniffed || !meta.width || !meta.height)
    throw refuse("invalid_input", PRESS_PHOTO_NOT_AN_IMAGE);
  // EXIF orientations 5–8 turn the picture a quarter: the upright size is what people see.
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    image: () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate(),
  };
}

/** A phone's HEIC: decoded to upright pixels by libheif (the bundled libvips cannot read HEVC), then cut by sharp. */
async function heicSource(bytes: Uint8Array): Promise<PhotoSource> {
  const decoded = await decodeHeic(bytes, MAX_INPUT_PIXELS);
  if (decoded.kind === "tooManyPixels")
    throw refuse("too_large", tooManyPixelsMessage("photo", decoded.width, decoded.height));
  if (decoded.kind !== "pixels") throw refuse("invalid_input", PRESS_PHOTO_HEIC);
  const { width, height, rgba } = decoded;
  return { width, height, image: () => sharp(rgba, { raw: { width, height, channels: 4 } }) };
}
