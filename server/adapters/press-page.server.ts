import { data } from "react-router";
import { djProfileLinks, djProfileMedia } from "~/core/djs/dj-profile-page";
import { formatEventDate, localDateOf, SITE_TIME_ZONE } from "~/core/events/events";
import {
  PRESS_PAST_GIGS,
  PRESS_PHOTO_TYPES,
  PRESS_PHOTO_WIDTHS,
  type PressPhotoWidth,
  parsePressPhotoFile,
  pressPhotoDownloadName,
  pressPhotoPath,
  RIDER_LABELS,
  type RiderKind,
  riderDownloadName,
  riderPath,
} from "~/core/press/press-kit";
import { publicTrackRows } from "~/core/tracklists/public-tracklist";
import type { RequestContext } from "~server/context.server";
import { getHeldDjPage, type HeldDjPage } from "~server/domain/djs/get-held-dj-page.server";
import { getHeldDjGigs } from "~server/domain/events/get-held-dj-gigs.server";
import { listDjGigs } from "~server/domain/events/list-dj-gigs.server";
import { getHeldPressKit } from "~server/domain/press-kits/get-held-press-kit.server";
import type { PressKit } from "~server/domain/press-kits/get-press-kit.server";
import { getPublicPressKit } from "~server/domain/press-kits/get-public-press-kit.server";
import { pressPhotoKey } from "~server/domain/press-kits/press-storage-keys.server";
import { getUserDjProfiles } from "~server/domain/roles/get-user-dj-profiles.server";
import { listDjTracklists } from "~server/domain/tracklists/list-dj-tracklists.server";
import { uploadStorage } from "~server/storage/file-storage.server";
import type { ScreenPayload } from "./access.server";
import { readPageData } from "./page-data.server";

const notFound = () => data<ScreenPayload>({ screen: "not-found" }, { status: 404 });

/**
 * The kit a visitor may see: the public one, or — for the DJ's own managers — a link-only one too (their preview;
 * they are signed in, so it never reaches the page cache). Anyone else gets null, answered as an unknown page.
 */
export async function visibleKit(ctx: RequestContext, slug: string): Promise<FoundKit | null> {
  const db = ctx.database.db;
  const open = await getPublicPressKit(db, slug);
  if (open) return { ...open, preview: false };
  if (!ctx.userId) return null;
  const page = await getHeldDjPage(db, slug);
  if (!page) return null;
  const mine = await getUserDjProfiles(db, ctx.userId);
  if (!mine.some((p) => p.id === page.dj.id)) return null;
  return { page, kit: await getHeldPressKit(db, page.dj.id), preview: true };
}

/** A kit as found for one visitor: the public one, a manager's preview, or one opened through a personal link. */
export type FoundKit = { page: HeldDjPage; kit: PressKit; preview: boolean };

/** Where a kit's files are reached: through the DJ's slug, or through a personal link's token. */
export interface PressPaths {
  /** The kit's page: the public `/dj/{slug}/press`, or the personal link that opened it. */
  page: string;
  photo(photoId: string, size: PressPhotoWidth | "original"): string;
  rider(kind: RiderKind): string;
  pdf: string;
}

export const slugPressPaths = (slug: string): PressPaths => ({
  page: `/dj/${slug}/press`,
  photo: (id, size) => pressPhotoPath(slug, id, size),
  rider: (kind) => riderPath(slug, kind),
  pdf: `/dj/${slug}/press.pdf`,
});

/** /dj/{slug}/press: everything a promoter needs to book the DJ, in one page. */
export async function loadPressPage(context: Parameters<typeof readPageData>[0], ctx: RequestContext, slug: string) {
  const found = await readPageData(context, () => visibleKit(ctx, slug));
  if (!found) throw notFound();
  return pressPageData(context, ctx, found, slugPressPaths(found.page.dj.slug));
}

/** The press page's data for a kit already found, its files reached through `paths`. */
export async function pressPageData(
  context: Parameters<typeof readPageData>[0],
  ctx: RequestContext,
  found: FoundKit,
  paths: PressPaths,
) {
  const { page, kit, preview } = found;
  const { dj, bioHtml } = page;
  const db = ctx.database.db;
  const [gigs, sets] = await readPageData(context, () =>
    Promise.all([
      ctx.flags.eventsPageEnabled ? getHeldDjGigs(db, dj.id) : null,
      // The last ten past gigs need more than the DJ page's eight: read apart only when there are more.
      listDjTracklists(db, dj.id, PRESS_PAST_GIGS),
    ]),
  );
  const more = gigs && gigs.past.length >= 8 ? await listDjGigs(db, dj.id, new Date(), PRESS_PAST_GIGS) : gigs;
  const setsByEvent = new Map(sets.map((s) => [s.event.eventId, publicTrackRows(s.tracks)]));
  const { socials, seoLinks } = djProfileLinks(dj);
  return {
    preview,
    linkOnly: kit.linkOnly,
    pdfHref: paths.pdf,
    dj: {
      slug: dj.slug,
      displayName: dj.displayName,
      realName: dj.realName,
      location: dj.location,
      genres: dj.genres,
      roles: dj.roles,
      agency: dj.agency,
      profileImage: dj.profileImage,
      bioHtml,
      bookingEnabled: dj.bookingEnabled,
      ...seoLinks,
    },
    longBioHtml: kit.longBio,
    photos: kit.photos.map((p, i) => ({
      id: p.id,
      credit: p.credit,
      width: p.width,
      height: p.height,
      bytes: p.bytes,
      type: p.originalType,
      src: paths.photo(p.id, 640),
      srcSet: PRESS_PHOTO_WIDTHS.map((w) => `${paths.photo(p.id, w)} ${w}w`).join(", "),
      original: paths.photo(p.id, "original"),
      number: i + 1,
    })),
    quotes: kit.quotes,
    riders: (["technical", "hospitality"] as const).flatMap((kind) => {
      const rider = kit.riders[kind];
      return rider ? [{ kind, label: RIDER_LABELS[kind], bytes: rider.bytes, href: paths.rider(kind) }] : [];
    }),
    socials,
    ...djProfileMedia(dj),
    gigs: more
      ? {
          upcoming: more.upcoming,
          past: more.past.slice(0, PRESS_PAST_GIGS).map((g) => ({ ...g, tracks: setsByEvent.get(g.eventId) ?? null })),
          today: localDateOf(new Date(), SITE_TIME_ZONE),
        }
      : null,
    // With the events area closed the gigs are not shown, but published sets are the DJ's own (as on the DJ page).
    sets: more
      ? []
      : sets.map((s) => ({
          name: s.event.eventName,
          when: formatEventDate(s.event.eventDate, s.event.timeZone),
          rows: publicTrackRows(s.tracks),
        })),
  };
}

export type PressPageData = Awaited<ReturnType<typeof pressPageData>>;

/** A file that is not there, or not for this visitor: the same plain 404 either way. */
const fileNotFound = () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

const FILE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  // Nothing in these files may run, even when a browser opens one in a tab.
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** Files of a public kit may be kept a short while; a preview of a link-only one by its managers, never. */
const cacheControl = (preview: boolean) => (preview ? "private, no-store" : "public, max-age=300");

/** GET /dj/{slug}/press/photos/{id}-{640.webp|1600.webp|original}: a web size inline, or the original to download. */
export async function servePressPhoto(ctx: RequestContext, slug: string, file: string): Promise<Response> {
  return parsePressPhotoFile(file) ? servePressPhotoOf(ctx, await visibleKit(ctx, slug), file) : fileNotFound();
}

/**
 * A photo of a kit already found (or null: the 404). `onOriginal` hears of an original going out with its number
 * in the kit — a personal link records it as a download; web sizes are the page's own pictures and are not.
 */
export async function servePressPhotoOf(
  ctx: RequestContext,
  found: FoundKit | null,
  file: string,
  onOriginal?: (number: number) => Promise<void>,
): Promise<Response> {
  const wanted = parsePressPhotoFile(file);
  const photo = found?.kit.photos.find((p) => p.id === wanted?.photoId);
  if (!wanted || !found || !photo) return fileNotFound();
  const storage = uploadStorage(ctx.config.dataDir);
  const key =
    wanted.size === "original"
      ? photo.originalKey
      : pressPhotoKey(found.page.dj.id, photo.version, wanted.size as PressPhotoWidth);
  const bytes = await storage.read(key);
  if (!bytes) return fileNotFound();
  const headers: Record<string, string> = { ...FILE_HEADERS, "Cache-Control": cacheControl(found.preview) };
  if (wanted.size === "original") {
    const ext = Object.values(PRESS_PHOTO_TYPES).find((t) => t.mime === photo.originalType)?.ext ?? "jpg";
    const number = found.kit.photos.indexOf(photo) + 1;
    await onOriginal?.(number);
    headers["Content-Type"] = photo.originalType;
    headers["Content-Disposition"] =
      `attachment; filename="${pressPhotoDownloadName(found.page.dj.slug, number, ext)}"`;
  } else headers["Content-Type"] = "image/webp";
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/** GET /dj/{slug}/press/riders/{technical|hospitality}: always a download, never shown in the page's origin. */
export async function serveRider(ctx: RequestContext, slug: string, kind: RiderKind): Promise<Response> {
  return serveRiderOf(ctx, await visibleKit(ctx, slug), kind);
}

/** A rider of a kit already found (or null: the 404); `onServed` hears of it going out (a personal link's record). */
export async function serveRiderOf(
  ctx: RequestContext,
  found: FoundKit | null,
  kind: RiderKind,
  onServed?: () => Promise<void>,
): Promise<Response> {
  const rider = found?.kit.riders[kind];
  if (!found || !rider) return fileNotFound();
  const bytes = await uploadStorage(ctx.config.dataDir).read(rider.storageKey);
  if (!bytes) return fileNotFound();
  await onServed?.();
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      ...FILE_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${riderDownloadName(found.page.dj.slug, kind)}"`,
      "Cache-Control": cacheControl(found.preview),
    },
  });
}
