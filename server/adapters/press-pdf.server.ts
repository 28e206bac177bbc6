import sharp from "sharp";
import { djProfileLinks } from "~/core/djs/dj-profile-page";
import { type EventCardData, formatEventDate } from "~/core/events/events";
import { PRESS_PAST_GIGS, RIDER_LABELS } from "~/core/press/press-kit";
import { htmlToPlainText } from "~/core/text/rich-text";
import { heldReads } from "~server/cache/held-reads.server";
import type { RequestContext } from "~server/context.server";
import type { HeldDjPage } from "~server/domain/djs/get-held-dj-page.server";
import { listDjGigs } from "~server/domain/events/list-dj-gigs.server";
import type { PressKit } from "~server/domain/press-kits/get-press-kit.server";
import { pressPhotoKey } from "~server/domain/press-kits/press-storage-keys.server";
import { logger } from "~server/logger.server";
import { type PressPdfModel, renderPressKitPdf } from "~server/press-pdf/render-press-kit-pdf.server";
import { uploadStorage } from "~server/storage/file-storage.server";
import { type FoundKit, type PressPaths, slugPressPaths, visibleKit } from "./press-page.server";

/** Photos, upcoming gigs and quotes one page can hold; the rest stays on the web page. */
const PDF_PHOTOS = 3;
const PDF_UPCOMING = 6;
const PDF_QUOTES = 4;

/**
 * The kit's PDF, built once and kept until the next public change (a profile, photo, gig, tracklist or kit write
 * announces one through publicContentChanged) — a day at most, as a backstop.
 */
const held = heldReads<Uint8Array>({ maxEntries: 200, ttlMs: 24 * 60 * 60 * 1000 });

function gigLine(gig: EventCardData): string {
  const where = [gig.venue, gig.location].filter(Boolean).join(", ");
  return [formatEventDate(gig.startsAt, gig.timeZone), gig.name, where].filter(Boolean).join(" · ");
}

async function modelOf(
  ctx: RequestContext,
  page: HeldDjPage,
  kit: PressKit,
  paths: PressPaths,
): Promise<PressPdfModel> {
  const { dj, bioHtml } = page;
  const origin = ctx.config.publicUrl;
  const storage = uploadStorage(ctx.config.dataDir);
  const photos: PressPdfModel["photos"] = [];
  for (const photo of kit.photos.slice(0, PDF_PHOTOS)) {
    const webp = await storage.read(pressPhotoKey(dj.id, photo.version, 640));
    if (!webp) continue;
    // Cut to the page's 4:3 frames here: pdfkit scales an image but does not crop it.
    const jpeg = await sharp(webp)
      .resize(640, 480, { fit: "cover", position: "attention" })
      .jpeg({ quality: 80 })
      .toBuffer();
    photos.push({ jpeg: new Uint8Array(jpeg), credit: photo.credit });
  }
  const gigs = ctx.flags.eventsPageEnabled
    ? await listDjGigs(ctx.database.db, dj.id, new Date(), PRESS_PAST_GIGS)
    : null;
  const bio = htmlToPlainText(kit.longBio || bioHtml)
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
  const { socials } = djProfileLinks(dj);
  const riders = (["technical", "hospitality"] as const).flatMap((kind) =>
    kit.riders[kind] ? [`${RIDER_LABELS[kind]}: ${origin}${paths.rider(kind)}`] : [],
  );
  return {
    name: dj.displayName,
    facts: [dj.realName && dj.realName !== dj.displayName ? dj.realName : null, dj.location, dj.roles.join(", ")]
      .filter(Boolean)
      .join(" · "),
    genres: dj.genres.join(" · "),
    photos,
    bio,
    upcoming: (gigs?.upcoming ?? []).slice(0, PDF_UPCOMING).map(gigLine),
    past: (gigs?.past ?? []).slice(0, PRESS_PAST_GIGS).map(gigLine),
    quotes: kit.quotes.slice(0, PDF_QUOTES),
    links: [
      `Press kit: ${origin}${paths.page}`,
      ...riders,
      ...socials.slice(0, 5).map((s) => `${s.label}: ${s.href}`),
      dj.bookingEnabled ? `Booking: ${origin}/dj/${dj.slug}/booking` : dj.agency ? `Booking: ${dj.agency}` : "",
    ].filter(Boolean),
  };
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** GET /dj/{slug}/press.pdf: the kit as a designed PDF, answered whenever the press page would be. */
export async function servePressPdf(ctx: RequestContext, slug: string): Promise<Response> {
  return servePressPdfOf(ctx, await visibleKit(ctx, slug));
}

/**
 * The PDF of a kit already found (or null: the 404); `onServed` hears of it going out (a personal link's record).
 * `paths` are the addresses the PDF prints for the kit and its riders: a personal link's own, so a promoter holding
 * a link-only kit's PDF is not sent to public addresses that answer 404. Each set of addresses is its own PDF.
 */
export async function servePressPdfOf(
  ctx: RequestContext,
  found: FoundKit | null,
  onServed?: () => Promise<void>,
  paths: PressPaths = slugPressPaths(found?.page.dj.slug ?? ""),
): Promise<Response> {
  if (!found) return plain(404, "Not Found");
  let bytes: Uint8Array;
  try {
    bytes = await held(ctx.database.db, `${found.page.dj.id} ${paths.page}`, async () =>
      renderPressKitPdf(await modelOf(ctx, found.page, found.kit, paths)),
    );
  } catch (error) {
    logger.error("press kit PDF not rendered", { slug: found.page.dj.slug, error });
    return plain(503, "The press kit PDF could not be made right now. Try again in a moment.");
  }
  await onServed?.();
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${found.page.dj.slug}-press-kit.pdf"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": found.preview ? "private, no-store" : "public, max-age=300",
    },
  });
}
