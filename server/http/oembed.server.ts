import type { Context } from "hono";
import { apiProblem } from "~/core/api/api-problem";
import type { DjDetail, EventDetail, EventSummary } from "~/core/api/api-schemas";
import { embedPath, matchOembedUrl, type OembedTarget, oembedIframe, oembedSize, readPixels } from "~/core/api/oembed";
import { djImageVariantUrl, parseUploadedDjImage } from "~/core/djs/dj-image";
import { artworkRasterUrl } from "~/core/site/artwork";
import type { AppConfig } from "~server/config.server";
import type { Database } from "~server/db/client.server";
import { getFlags } from "~server/domain/flags/get-flags.server";
import { PUBLIC_API_HEADERS, problemResponse } from "./public-api.server";
import { type ApiReadContext, getDj, getEvent, listDjGigs } from "./public-api-answers.server";

/** Width and height of the raster artwork (/art/{kind}/{seed}.webp) and of an uploaded photo's 640 variant. */
const THUMBNAIL = { dj: { width: 640, height: 640 }, event: { width: 640, height: 800 } } as const;

/**
 * The frame headers of the embed views (decision 061), declared once: other sites may frame them, so they carry
 * `frame-ancestors *` in a CSP of their own (nothing runs; styles inline, images from here), no X-Frame-Options
 * (the site's DENY is taken off by the middleware that calls `isEmbedPath`), and `cross-origin` resource policy.
 */
export const EMBED_HEADERS: Record<string, string> = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy":
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors *; base-uri 'none'; form-action 'none'",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "Cache-Control": "public, no-cache",
};

interface OembedOptions {
  database: Database;
  config: Pick<AppConfig, "publicUrl" | "brandName">;
}

async function readContext({ database, config }: OembedOptions): Promise<ApiReadContext> {
  return { db: database.db, flags: await getFlags(database.db), origin: config.publicUrl };
}

/** What an embed shows: the API's own answers for the DJ (and their next gigs) or the event; null when not public. */
async function embedded(
  ctx: ApiReadContext,
  target: OembedTarget,
): Promise<{ dj: DjDetail; gigs: EventSummary[] } | { event: EventDetail } | null> {
  if (target.kind === "event") {
    const answer = await getEvent(ctx, target.eventId);
    return answer.ok ? { event: answer.body as EventDetail } : null;
  }
  const answer = await getDj(ctx, target.slug);
  if (!answer.ok) return null;
  const gigs = await listDjGigs(ctx, target.slug, new URLSearchParams("limit=3"));
  return { dj: answer.body as DjDetail, gigs: gigs.ok ? (gigs.body as { data: EventSummary[] }).data : [] };
}

/** `GET /oembed?url=…&format=json` (oEmbed 1.0, type rich) for our DJ and event pages; the url is never fetched. */
export async function answerOembed(c: Context, options: OembedOptions): Promise<Response> {
  const params = new URL(c.req.url).searchParams;
  const format = params.get("format") ?? "json";
  if (format !== "json") {
    return problemResponse({
      ...apiProblem("bad-request", "Only format=json is offered."),
      status: 501,
      title: "Not implemented",
    });
  }
  const url = params.get("url");
  if (!url) return problemResponse(apiProblem("bad-request", 'Give the page to embed as "url".'));
  const origin = options.config.publicUrl;
  const target = matchOembedUrl(url, origin);
  if (!target) return problemResponse(apiProblem("not-found", "Only this site's DJ and event pages can be embedded."));
  const shown = await embedded(await readContext(options), target);
  if (!shown) return problemResponse(apiProblem("not-found", "No public DJ or event at this address."));
  const size = oembedSize(target.kind, readPixels(params.get("maxwidth")), readPixels(params.get("maxheight")));
  const title = "dj" in shown ? shown.dj.name : shown.event.name;
  const thumbnail =
    "dj" in shown
      ? thumbnailOfDj(shown.dj)
      : shown.event.imageUrl?.includes("/art/event/")
        ? `${origin}${artworkRasterUrl("event", shown.event.eventId)}`
        : null;
  const body = {
    version: "1.0",
    type: "rich",
    title,
    provider_name: options.config.brandName,
    provider_url: origin,
    html: oembedIframe(`${origin}${embedPath(target)}`, size, `${title} on ${options.config.brandName}`),
    width: size.width,
    height: size.height,
    ...(thumbnail
      ? {
          thumbnail_url: thumbnail,
          thumbnail_width: THUMBNAIL[target.kind].width,
          thumbnail_height: THUMBNAIL[target.kind].height,
        }
      : {}),
  };
  return new Response(JSON.stringify(body), {
    headers: {
      ...PUBLIC_API_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, no-cache",
    },
  });
}

function thumbnailOfDj(dj: DjDetail): string {
  const uploaded = parseUploadedDjImage(dj.imageUrl ? new URL(dj.imageUrl).pathname : null);
  const path = uploaded
    ? djImageVariantUrl(uploaded.profileId, uploaded.version, 640, "webp")
    : artworkRasterUrl("dj", dj.slug);
  return `${new URL(dj.url).origin}${path}`;
}

const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

const STYLE = `body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#0b0b0f;color:#f4f4f6}
main{padding:16px}a{color:#f0abfc}h1{font-size:20px;margin:0 0 4px}p{margin:0 0 8px;color:#c8c8d4}
img{width:72px;height:72px;border-radius:12px;object-fit:cover;float:left;margin:0 12px 8px 0}
ul{clear:both;list-style:none;padding:0;margin:12px 0 0}li{padding:8px 0;border-top:1px solid #2a2a38}
.more{display:inline-block;margin-top:12px;font-weight:600}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const gigLine = (gig: EventSummary) =>
  `<li><a href="${escapeHtml(gig.url)}" target="_blank" rel="noopener">${escapeHtml(gig.name)}</a><br><span>${escapeHtml(
    [gig.localDate, gig.localTime, gig.venue, gig.location].filter(Boolean).join(" · "),
  )}</span></li>`;

/** `/embed/dj/{slug}` and `/embed/events/{event_id}`: small pages other sites may frame, no script, no cookie. */
export async function answerEmbed(options: OembedOptions, target: OembedTarget): Promise<Response> {
  const shown = await embedded(await readContext(options), target);
  if (!shown) return new Response(page("Not found", "<h1>Not found</h1>"), { status: 404, headers: EMBED_HEADERS });
  const brand = escapeHtml(options.config.brandName);
  if ("dj" in shown) {
    const { dj, gigs } = shown;
    const body = `${dj.imageUrl ? `<img src="${escapeHtml(dj.imageUrl)}" alt="">` : ""}<h1>${escapeHtml(dj.name)}</h1><p>${escapeHtml(
      [dj.genres.join(", "), dj.location].filter(Boolean).join(" · "),
    )}</p><ul>${gigs.length ? gigs.map(gigLine).join("") : "<li>No upcoming gigs listed.</li>"}</ul><a class="more" href="${escapeHtml(dj.url)}" target="_blank" rel="noopener">${escapeHtml(dj.name)} on ${brand}</a>`;
    return new Response(page(`${dj.name} on ${options.config.brandName}`, body), { headers: EMBED_HEADERS });
  }
  const { event } = shown;
  const body = `<h1>${event.status === "cancelled" ? "Cancelled: " : ""}${escapeHtml(event.name)}</h1><p>${escapeHtml(
    [event.localDate, event.localTime, event.timeZone].join(" "),
  )}</p><p>${escapeHtml([event.venue, event.location].filter(Boolean).join(", "))}</p>${
    event.lineup.length ? `<p>With ${escapeHtml(event.lineup.map((l) => l.name).join(", "))}</p>` : ""
  }<a class="more" href="${escapeHtml(event.url)}" target="_blank" rel="noopener">The event on ${brand}</a>`;
  return new Response(page(`${event.name} on ${options.config.brandName}`, body), { headers: EMBED_HEADERS });
}
