/**
 * Uploaded DJ photos (server/domain/djs/store-dj-image.server.ts) are stored in three square sizes, each as
 * WebP and AVIF: `/uploads/djs/<profile id>/<version>-<width>.<webp|avif>`. dj_profiles.profile_image keeps
 * one URL (the 640 WebP); the other sizes and formats are derived from it here, for `srcset`/`<picture>`.
 */
import type { ArtWidth } from "~/core/site/art-url";
import { artworkRasterUrl, parseArtworkUrl } from "~/core/site/artwork";

export const DJ_IMAGE_WIDTHS = [320, 640, 1280] as const;
export const DJ_IMAGE_STORED_WIDTH = 640;
export const DJ_IMAGE_FORMATS = ["avif", "webp"] as const;
export type DjImageFormat = (typeof DJ_IMAGE_FORMATS)[number];

/** Largest photo a DJ may upload. */
export const MAX_DJ_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_DJ_IMAGE_LABEL = "8 MB";
/** Said alike by the browser's own check, the editor's action and the image processing. */
export const DJ_IMAGE_TOO_LARGE = `That photo is too large. Upload one under ${MAX_DJ_IMAGE_LABEL}.`;

const UPLOADED = /^\/uploads\/djs\/([0-9a-f-]{36})\/([a-z0-9]{6,40})-(\d+)\.(webp|avif)$/;

/** The public URL of one stored variant. */
export function djImageVariantUrl(profileId: string, version: string, width: number, format: DjImageFormat): string {
  return `/uploads/djs/${profileId}/${version}-${width}.${format}`;
}

/** Parses a profile_image URL of an uploaded photo; null for anything else (seeded artwork, external URLs). */
export function parseUploadedDjImage(url: string | null | undefined): { profileId: string; version: string } | null {
  const match = url ? UPLOADED.exec(url) : null;
  return match ? { profileId: match[1], version: match[2] } : null;
}

/**
 * `srcset` of an uploaded photo in one format ("…-320.webp 320w, …-640.webp 640w, …-1280.webp 1280w"), or null
 * when the image was not uploaded through Booth (then use the URL as it is).
 */
export function djImageSrcSet(url: string | null | undefined, format: DjImageFormat = "webp"): string | null {
  const parsed = parseUploadedDjImage(url);
  if (!parsed) return null;
  return DJ_IMAGE_WIDTHS.map((w) => `${djImageVariantUrl(parsed.profileId, parsed.version, w, format)} ${w}w`).join(
    ", ",
  );
}

/** The DJ's photo, or the generated artwork (/art/dj/<slug>.svg) when there is none: never a grey box. */
export function djImageOrArtwork(slug: string, profileImage: string | null | undefined): string {
  return profileImage || `/art/dj/${slug}.svg`;
}

/**
 * The image to show for a DJ: the photo, or the designed sleeve (decision 060) with the DJ's name — taken from
 * the name, since the slug may have lost letters ("Selin Aydın" once became "selin-ayd-n") — and, when the caller
 * has them, the genres (they pick the motif) and the city.
 */
export function djDisplayImage(
  dj: {
    slug: string;
    displayName: string;
    profileImage: string | null | undefined;
    genres?: readonly string[];
    location?: string | null;
  },
  width?: ArtWidth,
): string {
  const url = djImageOrArtwork(dj.slug, dj.profileImage);
  const artwork = parseArtworkUrl(url);
  if (!artwork) return url;
  return artworkRasterUrl(
    artwork.kind,
    artwork.seed,
    {
      label: dj.displayName,
      genres: dj.genres ? [...dj.genres] : undefined,
      place: dj.location ?? undefined,
    },
    width,
  );
}
