import { artworkRasterUrl, parseArtworkUrl } from "~/core/site/artwork";

// Apart from venue-ops.ts (its forms' zod schemas): the public venue page reads only this.
const UPLOADED_1280 = /^(\/uploads\/venues\/[0-9a-f-]{36}\/[a-z0-9]{6,40})-1280\.webp$/;

/**
 * What an <img> of a gallery image loads: an upload's 640 WebP with the 1280 one for wide screens and the AVIF pair
 * for browsers that take it; demo artwork as its WebP raster; anything else as it is.
 */
export function galleryImageSources(url: string): { src: string; srcSet?: string; avifSet?: string; full: string } {
  const artwork = parseArtworkUrl(url);
  if (artwork) {
    const raster = artworkRasterUrl(artwork.kind, artwork.seed);
    return { src: raster, full: raster };
  }
  const upload = UPLOADED_1280.exec(url);
  if (!upload) return { src: url, full: url };
  const base = upload[1];
  return {
    src: `${base}-640.webp`,
    srcSet: `${base}-640.webp 640w, ${base}-1280.webp 1280w`,
    avifSet: `${base}-640.avif 640w, ${base}-1280.avif 1280w`,
    full: `${base}-1280.webp`,
  };
}
