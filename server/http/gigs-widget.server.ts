import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import widgetSource from "~server/embed/gigs.js?raw";
import { preferredEncoding } from "~server/request/content-encoding.server";
import { etagOf, matchesEtag } from "./public-api.server";

/** The widget's address: a module other sites load with `<script type="module" src>` (decision 061). */
export const GIGS_WIDGET_PATH = "/embed/gigs.js";

/**
 * Module scripts load in CORS mode, so another site's page needs `Access-Control-Allow-Origin`; Hono's
 * `Cross-Origin-Resource-Policy: same-origin` would block it, hence `cross-origin`. The address never changes with a
 * release, so an hour's freshness, then a revalidation by ETag.
 */
export const GIGS_WIDGET_HEADERS: Record<string, string> = {
  "Content-Type": "text/javascript; charset=utf-8",
  "Access-Control-Allow-Origin": "*",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "Cache-Control": "public, max-age=3600",
  Vary: "Accept-Encoding",
};

export interface GigsWidget {
  body: string;
  etag: string;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
}

/** The widget with the site's name in its "More on …" link, compressed once at the highest levels. */
export function buildGigsWidget(brandName: string): GigsWidget {
  const body = widgetSource.replace('const BRAND = "Booth";', `const BRAND = ${JSON.stringify(brandName)};`);
  return {
    body,
    etag: etagOf(body),
    gzip: new Uint8Array(gzipSync(body, { level: 9 })),
    br: new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  };
}

/** `GET /embed/gigs.js`: the bytes the client takes (brotli, gzip or plain), or a 304 for its ETag. */
export function answerGigsWidget(c: Context, widget: GigsWidget): Response {
  const headers: Record<string, string> = { ...GIGS_WIDGET_HEADERS, ETag: widget.etag };
  if (matchesEtag(c.req.header("if-none-match"), widget.etag)) return new Response(null, { status: 304, headers });
  const encoding = preferredEncoding(c.req.header("accept-encoding"));
  if (encoding === "identity") return new Response(widget.body, { headers });
  return new Response(encoding === "br" ? widget.br : widget.gzip, {
    headers: { ...headers, "Content-Encoding": encoding },
  });
}
