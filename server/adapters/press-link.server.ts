import { data } from "react-router";
import type { RiderKind } from "~/core/press/press-kit";
import {
  isPressLinkToken,
  pressDownloadLabel,
  pressLinkPath,
  pressLinkPdfPath,
  pressLinkPhotoPath,
  pressLinkRiderPath,
  pressLinkState,
} from "~/core/press/press-links";
import type { RequestContext } from "~server/context.server";
import { getHeldDjPage } from "~server/domain/djs/get-held-dj-page.server";
import { getHeldPressKit } from "~server/domain/press-kits/get-held-press-kit.server";
import { getPublicPressKit } from "~server/domain/press-kits/get-public-press-kit.server";
import { findPressLink } from "~server/domain/press-links/find-press-link.server";
import { recordPressLinkDownload } from "~server/domain/press-links/record-press-link-download.server";
import { recordPressLinkOpen } from "~server/domain/press-links/record-press-link-open.server";
import { createIpLimiter } from "~server/limits/ip-limit.server";
import type { readPageData } from "./page-data.server";
import { type FoundKit, type PressPaths, pressPageData, servePressPhotoOf, serveRiderOf } from "./press-page.server";
import { servePressPdfOf } from "./press-pdf.server";

/**
 * Every request under /press/{token} — the page, its data, each photo, rider and the PDF — takes a point from the
 * client address's budget before the token is looked up, so guessing is slow whether a guess hits or not (a miss-only
 * count would still answer a lucky guess). A page with all twelve photos and every file downloaded is ~30 requests.
 */
export const PRESS_LINK_LIMIT = { points: 120, durationS: 5 * 60 };
const limit = createIpLimiter("press-link", PRESS_LINK_LIMIT.points, PRESS_LINK_LIMIT.durationS);

type Opened =
  | { kind: "open"; inquiryId: string; found: FoundKit }
  | { kind: "expired"; publicKit: string | null }
  | { kind: "gone" }
  | { kind: "limited"; retryAfterS: number };

/**
 * What a token opens (decision 058, "Personal links"). An unknown token, a revoked link and a link whose DJ is no
 * longer public are all "gone" — the same page, so nobody learns whether a token existed; only an expired link says
 * so. A link-only kit opens here (that is what the link is for), marked as a preview so nothing of it is cached.
 */
async function openPressLink(ctx: RequestContext, token: string): Promise<Opened> {
  const allowed = await limit(ctx.clientIp);
  if (!allowed.ok) return { kind: "limited", retryAfterS: allowed.retryAfterS };
  if (!isPressLinkToken(token)) return { kind: "gone" };
  const db = ctx.database.db;
  const link = await findPressLink(db, token);
  if (!link) return { kind: "gone" };
  const state = pressLinkState(link, new Date());
  if (state === "revoked") return { kind: "gone" };
  if (state === "expired")
    return { kind: "expired", publicKit: (await getPublicPressKit(db, link.slug)) ? `/dj/${link.slug}/press` : null };
  const page = await getHeldDjPage(db, link.slug);
  if (!page) return { kind: "gone" };
  return {
    kind: "open",
    inquiryId: link.inquiryId,
    found: { page, kit: await getHeldPressKit(db, page.dj.id), preview: true },
  };
}

const tokenPaths = (token: string): PressPaths => ({
  page: pressLinkPath(token),
  photo: (id, size) => pressLinkPhotoPath(token, id, size),
  rider: (kind) => pressLinkRiderPath(token, kind),
  pdf: pressLinkPdfPath(token),
});

/** The page's status for every way a link does not open: one status, whatever the reason (see the decision). */
export const PRESS_LINK_GONE_STATUS = 404;

/**
 * GET /press/{token}: the kit, each open recorded; or the polite page — the same status for every link that does not
 * open (PRESS_LINK_GONE_STATUS), 429 while the address's budget is spent. Always noindex (the route's meta).
 */
export async function loadPressLinkPage(
  context: Parameters<typeof readPageData>[0],
  ctx: RequestContext,
  token: string,
) {
  const opened = await openPressLink(ctx, token);
  if (opened.kind === "limited")
    return data(
      { kind: "limited" as const, publicKit: null },
      { status: 429, headers: { "Retry-After": String(opened.retryAfterS) } },
    );
  if (opened.kind !== "open")
    return data(
      { kind: opened.kind, publicKit: opened.kind === "expired" ? opened.publicKit : null },
      { status: PRESS_LINK_GONE_STATUS },
    );
  await recordPressLinkOpen(ctx.database.db, opened.inquiryId);
  // `preview` is the managers' notice about a link-only kit: a promoter's link never shows it.
  return {
    ...(await pressPageData(context, ctx, opened.found, tokenPaths(token))),
    kind: "kit" as const,
    preview: false,
  };
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/** A file through a personal link: the same answers as the kit's own paths, each download recorded. */
async function serveThroughLink(
  ctx: RequestContext,
  token: string,
  serve: (
    found: FoundKit,
    record: (file: "technical" | "hospitality" | "photo" | "pdf", n?: number) => Promise<void>,
  ) => Promise<Response>,
): Promise<Response> {
  const opened = await openPressLink(ctx, token);
  if (opened.kind === "limited")
    return plain(429, "Too many requests. Try again in a few minutes.", { "Retry-After": String(opened.retryAfterS) });
  if (opened.kind !== "open") return plain(PRESS_LINK_GONE_STATUS, "This press kit link is not active.");
  const record = (file: "technical" | "hospitality" | "photo" | "pdf", n?: number) =>
    recordPressLinkDownload(ctx.database.db, { inquiryId: opened.inquiryId, file, label: pressDownloadLabel(file, n) });
  return serve(opened.found, record);
}

export const servePressLinkRider = (ctx: RequestContext, token: string, kind: RiderKind) =>
  serveThroughLink(ctx, token, (found, record) => serveRiderOf(ctx, found, kind, () => record(kind)));

export const servePressLinkPhoto = (ctx: RequestContext, token: string, file: string) =>
  serveThroughLink(ctx, token, (found, record) => servePressPhotoOf(ctx, found, file, (n) => record("photo", n)));

export const servePressLinkPdf = (ctx: RequestContext, token: string) =>
  serveThroughLink(ctx, token, (found, record) => servePressPdfOf(ctx, found, () => record("pdf"), tokenPaths(token)));
