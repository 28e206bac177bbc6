import { artworkRasterUrl, parseArtworkUrl } from "~/core/site/artwork";

// Apart from news-cards.tsx, so the home page's news strip loads the picture rule without the cards.

/** What a story's picture is made from: an upload, or the slug, category and date of its designed image. */
export interface NewsImageSource {
  slug: string;
  imageUrl: string | null;
  publishDate?: string;
  category?: { name: string } | null;
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export function formatNewsDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}

/**
 * A story's picture: the uploaded image, or its designed editorial image (decision 060), which carries the category
 * and the date but never the headline — the card prints that under it.
 */
export function newsImage(item: NewsImageSource): string {
  const artwork = parseArtworkUrl(item.imageUrl || `/art/news/${item.slug}.svg`);
  if (!artwork) return item.imageUrl as string;
  return artworkRasterUrl(artwork.kind, artwork.seed, {
    label: item.category?.name ?? "News",
    date: item.publishDate ? formatNewsDate(item.publishDate) : undefined,
  });
}

/** The picture behind text set over it (the lead story, an article's header): the same image (one render). */
export function newsBackdrop(item: NewsImageSource): string {
  return newsImage(item);
}
