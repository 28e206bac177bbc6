import { djDisplayImage } from "~/core/djs/dj-image";
import { eventFlyerUrlAt, flyerDate, localDateOf, localTimeOf } from "~/core/events/events";
import { newsArticleAccess } from "~/core/news/news";
import { productionLogoUrl } from "~/core/productions/productions";
import type { ArtKind, ArtText } from "~/core/site/art-scene";
import { parseArtQuery } from "~/core/site/art-url";
import { artworkRasterUrl, isArtworkKind } from "~/core/site/artwork";
import { isNewsPageOn } from "~/core/site/flags";
import type { ShareCardKind, ShareCardText } from "~/core/site/share-card";
import { dayMonthYear } from "~/core/text/english-format";
import { venueCoverUrl } from "~/core/venues/venues";
import type { Db } from "~server/db/client.server";
import { getHeldDjPage } from "~server/domain/djs/get-held-dj-page.server";
import { getHeldEventPage } from "~server/domain/events/get-held-event-page.server";
import { getFlags } from "~server/domain/flags/get-flags.server";
import { getNewsArticle } from "~server/domain/news/get-news-article.server";
import { getHeldProductionPage } from "~server/domain/productions/get-held-production-page.server";
import { getHeldVenuePage } from "~server/domain/venues/get-held-venue-page.server";

/** The picture of a card: an uploaded photo (its /uploads/ path and image_position) or the page's designed artwork. */
export type ShareCardPicture =
  | { upload: string; position: string | null }
  | { art: { kind: ArtKind; seed: string; text: ArtText } };

export interface ShareCardSource {
  text: ShareCardText;
  picture: ShareCardPicture | null;
}

const ART_URL = /^\/art\/([a-z]+)\/([a-z0-9][a-z0-9-]*)\.webp\?(.*)$/;

/** The picture a page shows, as the page's own URL builders made it (so the card matches the page). */
function pictureOf(url: string | null, position: string | null = null): ShareCardPicture | null {
  if (!url) return null;
  if (url.startsWith("/uploads/")) return { upload: url, position };
  const art = ART_URL.exec(url);
  if (!art || !isArtworkKind(art[1])) return null;
  return { art: { kind: art[1], seed: art[2], text: parseArtQuery(new URLSearchParams(art[3]), art[2]) } };
}

/**
 * What the share card of a public page shows (decision 060), or null when there is no public page: an unknown or
 * non-public DJ, a draft or pending event, an inactive venue or line, an unpublished article, or an area switched
 * off. Reads the pages' held data, so a card costs no query its page has not made.
 */
export async function getShareCard(
  db: Db,
  kind: ShareCardKind,
  slug: string,
  now = new Date(),
): Promise<ShareCardSource | null> {
  const flags = await getFlags(db);
  if (kind === "dj") {
    const page = await getHeldDjPage(db, slug);
    if (!page) return null;
    const { dj } = page;
    return {
      text: { kicker: "DJ", title: dj.displayName, lines: [dj.genres.slice(0, 3).join(" · "), dj.location ?? ""] },
      picture: pictureOf(djDisplayImage(dj), dj.imagePosition),
    };
  }
  if (kind === "event") {
    if (!flags.eventsPageEnabled) return null;
    const page = await getHeldEventPage(db, slug);
    if (!page) return null;
    const { event } = page;
    const names = event.lineup.map((l) => l.name);
    return {
      text: {
        kicker: event.status === "cancelled" ? "Cancelled" : "Event",
        title: event.name,
        lines: [
          flyerDate(localDateOf(event.startsAt, event.timeZone), localTimeOf(event.startsAt, event.timeZone)),
          [event.venue, event.location].filter(Boolean).join(", "),
          names.length ? `With ${names.join(", ")}` : "",
        ],
      },
      picture: pictureOf(eventFlyerUrlAt(event)),
    };
  }
  if (kind === "venue") {
    if (!flags.venuesEnabled) return null;
    const page = await getHeldVenuePage(db, slug);
    if (!page) return null;
    const { venue } = page;
    return {
      text: { kicker: "Venue", title: venue.name, lines: [[venue.city, venue.country].filter(Boolean).join(", ")] },
      picture: pictureOf(venueCoverUrl(venue)),
    };
  }
  if (kind === "production") {
    if (!flags.productionLinesEnabled) return null;
    const page = await getHeldProductionPage(db, slug);
    if (!page) return null;
    const { line } = page;
    return {
      text: { kicker: "Production line", title: line.name, lines: [] },
      picture: pictureOf(productionLogoUrl(line)),
    };
  }
  if (!isNewsPageOn(flags)) return null;
  const article = await getNewsArticle(db, slug);
  if (!article || newsArticleAccess(article, now, false) !== "public") return null;
  const date = dayMonthYear(article.publishDate);
  return {
    text: {
      kicker: article.category?.name ?? "News",
      title: article.title,
      lines: [date, article.authorName ? `By ${article.authorName}` : ""],
    },
    // The article's image, or its editorial artwork (category and date, never the headline: the card has that).
    picture:
      (article.featuredImageUrl?.startsWith("/uploads/") ? pictureOf(article.featuredImageUrl) : null) ??
      pictureOf(artworkRasterUrl("news", article.slug, { label: article.category?.name ?? "News", date })),
  };
}
