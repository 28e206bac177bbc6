import sharp from "sharp";
import {
  DJ_IMAGE_FORMATS,
  DJ_IMAGE_TOO_LARGE,
  DJ_IMAGE_WIDTHS,
  type DjImageFormat,
  MAX_DJ_IMAGE_BYTES,
} from "~/core/djs/dj-image";
import { AppError } from "~server/domain/app-error.server";
import { MAX_INPUT_PIXELS, readImageHeader, tooManyPixelsMessage } from "~server/domain/images/store-image.server";

export interface DjImageVariant {
  width: number;
  format: DjImageFormat;
  data: Uint8Array;
}

/** Every refusal names the photo field, so a save of the whole form can say the photo was the problem. */
const photoError = (code: "invalid_input" | "too_large", message: string) =>
  new AppError(code, message, { field: "image" });

const READABLE_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif", "gif", "tiff"]);

/**
 * Turns an uploaded file into the square sizes of DJ_IMAGE_WIDTHS, each as WebP and AVIF. Whether the file
 * is an image is decided by decoding it with sharp — never by its name or declared type. The output carries
 * no metadata (sharp drops EXIF, GPS and ICC unless asked to keep them); orientation is applied first.
 */
export async function processDjImage(bytes: Uint8Array): Promise<DjImageVariant[]> {
  if (bytes.byteLength === 0) throw photoError("invalid_input", "Choose a photo to upload.");
  if (bytes.byteLength > MAX_DJ_IMAGE_BYTES) throw photoError("too_large", DJ_IMAGE_TOO_LARGE);
  const meta = await readImageHeader(bytes);
  if (!meta) {
    throw photoError("invalid_input", "That file is not an image we can read. Upload a JPEG, PNG, WebP or AVIF photo.");
  }
  if ("tooManyPixels" in meta) {
    throw photoError("too_large", tooManyPixelsMessage("photo", meta.tooManyPixels.width, meta.tooManyPixels.height));
  }
  const { format, width, height } = meta;
  if (!format || !READABLE_FORMATS.has(format) || !width || !height) {
    throw photoError("invalid_input", "That file is not an image we can read. Upload a JPEG, PNG, WebP or AVIF photo.");
  }
  if (width < 200 || height < 200) {
    throw photoError("invalid_input", "That photo is too small. Upload one at least 200 × 200 pixels.");
  }
  try {
    // Decode once (first frame of an animation), upright; then cut each size from the same pixels.
    const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    const variants: DjImageVariant[] = [];
    for (const size of DJ_IMAGE_WIDTHS) {
      const resized = base
        .clone()
        .resize(size, size, { fit: "cover", position: "attention", withoutEnlargement: false });
      for (const fmt of DJ_IMAGE_FORMATS) {
        const out =
          fmt === "webp"
            ? await resized.clone().webp({ quality: 80, effort: 4 }).toBuffer()
            : await resized.clone().avif({ quality: 55, effort: 3 }).toBuffer();
        variants.push({ width: size, format: fmt, data: new Uint8Array(out) });
      }
    }
    return variants;
  } catch {
    throw photoError("invalid_input", "That image could not be processed. Try another photo.");
  }
}
