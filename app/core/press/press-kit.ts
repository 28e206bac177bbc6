import { z } from "zod";

/**
 * A DJ's press kit (decision 058): the long bio, press photos, press quotes and two riders, edited on
 * /mate/press-kit and shown on /dj/{slug}/press. The limits and the checks that need no I/O live here, said once
 * for the editor's browser checks, its actions and the domain functions.
 */

export const MAX_PRESS_PHOTOS = 12;
export const MAX_PRESS_PHOTO_BYTES = 25 * 1024 * 1024;
export const MAX_PRESS_PHOTO_LABEL = "25 MB";
export const MAX_RIDER_BYTES = 10 * 1024 * 1024;
export const MAX_RIDER_LABEL = "10 MB";
export const MAX_QUOTE_LENGTH = 500;
export const MAX_QUOTE_SOURCE_LENGTH = 120;
export const MAX_PHOTO_CREDIT_LENGTH = 120;
export const MAX_LONG_BIO_LENGTH = 20_000;
/** The web sizes cut from each press photo (fit inside, never enlarged), as WebP. */
export const PRESS_PHOTO_WIDTHS = [640, 1600] as const;
export type PressPhotoWidth = (typeof PRESS_PHOTO_WIDTHS)[number];
/** The past gigs a press page lists. */
export const PRESS_PAST_GIGS = 10;

export const RIDER_KINDS = ["technical", "hospitality"] as const;
export type RiderKind = (typeof RIDER_KINDS)[number];
export const RIDER_LABELS: Record<RiderKind, string> = {
  technical: "Technical rider",
  hospitality: "Hospitality rider",
};

export function isRiderKind(value: string | null | undefined): value is RiderKind {
  return value === "technical" || value === "hospitality";
}

export const PRESS_PHOTO_TOO_LARGE = `That photo is too large. Press photos may be up to ${MAX_PRESS_PHOTO_LABEL}.`;
export const PRESS_PHOTO_NOT_AN_IMAGE = "That file is not a photo we can read. Upload a JPEG, PNG, WebP or HEIC photo.";
/** A file that names itself HEIC but does not decode (damaged, or a HEIF variant libheif cannot read): a way out. */
export const PRESS_PHOTO_HEIC =
  "That HEIC photo could not be read. Export it as JPEG (on an iPhone: Settings → Camera → Formats → Most Compatible) and upload that.";
export const PRESS_PHOTOS_FULL = `A press kit holds up to ${MAX_PRESS_PHOTOS} photos. Remove one to add another.`;
export const PRESS_PHOTO_MISSING = "Choose a photo to upload.";
export const RIDER_TOO_LARGE = `That rider is too large. Riders may be up to ${MAX_RIDER_LABEL}.`;
export const RIDER_MISSING = "Choose a PDF to upload.";

/** What a photo's first bytes say it is: never its name or its declared type. */
export type SniffedImage = "jpeg" | "png" | "webp" | "heic";

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

function ascii(bytes: Uint8Array, from: number, to: number): string {
  let out = "";
  for (let i = from; i < Math.min(to, bytes.length); i++) out += String.fromCharCode(bytes[i]);
  return out;
}

/**
 * JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (RIFF….WEBP) or HEIC (an ISO-BMFF `ftyp` box whose major or
 * compatible brand is an HEVC one; a plain `mif1` AVIF is not HEIC). Anything else is null.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImage | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3];
    const end = Math.min(bytes.length, boxSize > 0 ? boxSize : 16);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((b) => HEIC_BRANDS.has(b))) return "heic";
  }
  return null;
}

export const PRESS_PHOTO_TYPES: Record<SniffedImage, { mime: string; ext: string }> = {
  jpeg: { mime: "image/jpeg", ext: "jpg" },
  png: { mime: "image/png", ext: "png" },
  webp: { mime: "image/webp", ext: "webp" },
  heic: { mime: "image/heic", ext: "heic" },
};

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** An http(s) URL a reader can follow, or null. */
export function isHttpLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export const pressQuoteSchema = z.object({
  quote: z
    .preprocess(trimmed, z.string())
    .refine((v) => v.length > 0, { error: "Enter the quote." })
    .refine((v) => v.length <= MAX_QUOTE_LENGTH, {
      error: `Keep the quote under ${MAX_QUOTE_LENGTH} characters.`,
    }),
  source: z
    .preprocess(trimmed, z.string())
    .refine((v) => v.length > 0, { error: "Say who wrote it (a magazine, a blog, a person)." })
    .refine((v) => v.length <= MAX_QUOTE_SOURCE_LENGTH, {
      error: `Keep the source under ${MAX_QUOTE_SOURCE_LENGTH} characters.`,
    }),
  link: z
    .preprocess(trimmed, z.string())
    .refine((v) => v === "" || isHttpLink(v), { error: "The link must start with http:// or https://." })
    .transform((v) => v || null),
});
export type PressQuoteInput = z.output<typeof pressQuoteSchema>;

export const pressBioSchema = z.object({
  longBio: z.preprocess(trimmed, z.string()).refine((v) => v.length <= MAX_LONG_BIO_LENGTH, {
    error: `Keep the long bio under ${MAX_LONG_BIO_LENGTH.toLocaleString("en-US")} characters.`,
  }),
});

export const pressPhotoCreditSchema = z.object({
  credit: z
    .preprocess(trimmed, z.string())
    .refine((v) => v.length <= MAX_PHOTO_CREDIT_LENGTH, {
      error: `Keep the photo credit under ${MAX_PHOTO_CREDIT_LENGTH} characters.`,
    })
    .transform((v) => v || null),
});

/** The editor's actions besides the two uploads, one intent each. */
export const pressKitIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("bio"), longBio: z.string().optional() }),
  z.object({ intent: z.literal("link-only"), linkOnly: z.enum(["on", "off"]) }),
  z.object({
    intent: z.literal("quote"),
    quote: z.string().optional(),
    source: z.string().optional(),
    link: z.string().optional(),
  }),
  z.object({ intent: z.literal("remove-quote"), quoteId: z.uuid() }),
  z.object({ intent: z.literal("credit"), photoId: z.uuid(), credit: z.string().optional() }),
  z.object({ intent: z.literal("move-photo"), photoId: z.uuid(), direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("remove-photo"), photoId: z.uuid() }),
  z.object({ intent: z.literal("remove-rider"), kind: z.enum(RIDER_KINDS) }),
]);
export type PressKitIntent = z.output<typeof pressKitIntentSchema>;

/** The order after moving one photo a place up or down (ids in their current order); unchanged at either end. */
export function movedOrder(ids: readonly string[], id: string, direction: "up" | "down"): string[] {
  const order = [...ids];
  const at = order.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at === -1 || to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to], order[at]];
  return order;
}

/** Paths of a press kit's files, served through the DJ's slug so a link-only kit can refuse them. */
export function pressPhotoPath(slug: string, photoId: string, size: PressPhotoWidth | "original"): string {
  return `/dj/${slug}/press/photos/${photoId}-${size === "original" ? "original" : `${size}.webp`}`;
}

export function parsePressPhotoFile(file: string): { photoId: string; size: PressPhotoWidth | "original" } | null {
  const match = /^([0-9a-f-]{36})-(original|640\.webp|1600\.webp)$/.exec(file);
  if (!match) return null;
  const size = match[2] === "original" ? "original" : (Number(match[2].slice(0, -5)) as PressPhotoWidth);
  return { photoId: match[1], size };
}

export function riderPath(slug: string, kind: RiderKind): string {
  return `/dj/${slug}/press/riders/${kind}`;
}

/** The name a downloaded file gets: the DJ's slug and what it is ("kessel-technical-rider.pdf"). */
export function riderDownloadName(slug: string, kind: RiderKind): string {
  return `${slug}-${kind}-rider.pdf`;
}

export function pressPhotoDownloadName(slug: string, position: number, ext: string): string {
  return `${slug}-press-photo-${position}.${ext}`;
}

export function pressKitEditorHref(slug: string | null): string {
  return slug ? `/mate/press-kit?dj=${encodeURIComponent(slug)}` : "/mate/press-kit";
}

/** Human size of a file ("2.4 MB", "310 KB"). */
export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** What every press-kit action answers: a notice for a toast, or a refusal naming its field. */
export type PressKitAnswer =
  | { ok: true; message: string }
  | { ok: false; error: string; field?: string; errors?: Record<string, string> };
