import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import { isbot } from "isbot";
import { anonymousPageKey, isCacheableResponse } from "~/core/site/page-cache-rules";
import { onPublicChange } from "~server/cache/public-changes.server";
import { logger } from "~server/logger.server";
import { type ContentEncoding, preferredEncoding } from "~server/request/content-encoding.server";
import { COMPRESS_FROM_BYTES, compressResponse } from "./response-compression.server";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Spec-free tuning (decision 020): how many pages, how many bytes, and the backstop for writes from outside. */
export const PAGE_CACHE_MAX_ENTRIES = 500;
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
export const PAGE_CACHE_TTL_MS = 5_000;

/** Headers that belong to one response, never to a stored page. */
const PER_RESPONSE = new Set(["x-request-id", "content-length", "content-encoding", "date", "vary", "set-cookie"]);

type Encoding = ContentEncoding;

interface Compressed {
  ready: Buffer | null;
  pending: Promise<Buffer>;
}

export interface CachedPage {
  status: number;
  /** The app's headers for this page minus the per-response ones; the CSP names script hashes, not a nonce. */
  headers: Record<string, string>;
  body: Buffer;
  encoded: Partial<Record<Exclude<Encoding, "identity">, Compressed>>;
  expires: number;
}

interface Rendered {
  page: CachedPage;
  requestId: string | null;
}

/** What the app does with a request: Hono's fetch with the Node request as its environment (client address). */
export type AppFetch = (
  request: Request,
  env: { incoming: IncomingMessage; outgoing: ServerResponse },
) => Promise<Response> | Response;

export interface PageCache {
  /** Answers an anonymous page request (from memory, or rendered once and kept); false when not its kind. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Drops every stored page. */
  clear(): void;
  readonly size: number;
}

/**
 * Rendered pages for anonymous visitors (decision 020), answered before Hono like the suggestions fast
 * path. A GET or HEAD without a session cookie for a page path is answered from a stored copy of what the app
 * rendered for the same path and query; a miss asks the app itself (all of its middleware and headers), keeps
 * the answer when it is a page or route data (200 or 404) that sets no cookie, and concurrent misses for one
 * key share that one render. Stored pages carry no nonce: the nonce attributes are removed and the CSP names
 * the SHA-256 of each inline script instead, so the stored bytes (and their gzip and brotli copies, made once)
 * are final and no nonce is ever served twice. Every public change (`publicContentChanged`, other processes'
 * notices) drops everything at once; a render that overlapped a change is served but not kept; entries live
 * PAGE_CACHE_TTL_MS at most, for writes no one announced.
 */
export function createPageCache(options: { fetch: AppFetch; ttlMs?: number }): PageCache {
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<Rendered | null>>();
  let bytes = 0;
  let generation = 0;

  const forget = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.body.length;
  };
  const clear = () => {
    generation++;
    pages.clear();
    bytes = 0;
  };
  onPublicChange(clear);

  const keep = (key: string, page: CachedPage) => {
    forget(key);
    pages.set(key, page);
    bytes += page.body.length;
    // A Map iterates in insertion order and a hit re-inserts: the first key is the least recently used.
    while (pages.size > PAGE_CACHE_MAX_ENTRIES || bytes > PAGE_CACHE_MAX_BYTES)
      forget(pages.keys().next().value as string);
  };

  /**
   * Renders through the app. The page (kept unless a public change overlapped the render) with the request id
   * the app logged it under, or null when the app's own response was sent instead (not a page to keep).
   */
  async function render(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    expired?: CachedPage,
  ): Promise<Rendered | null> {
    const started = generation;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      // Identity, so the stored bytes are the page itself; the copies are compressed once, when first asked for.
      if (name === "accept-encoding" || value === undefined || name.startsWith(":")) continue;
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, { method: "GET", headers });
    const response = await options.fetch(request, { incoming: req, outgoing: res });
    const setsCookie = response.headers.getSetCookie().length > 0;
    if (!isCacheableResponse(response.status, response.headers.get("content-type"), setsCookie)) {
      await sendAppResponse(req, res, response);
      return null;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const page = storedPage(response.status, response.headers, body, ttlMs);
    if (!page) {
      // The nonce is somewhere the cache cannot take it out: this one goes out as the app made it, unkept.
      await sendAppResponse(req, res, new Response(body, { status: response.status, headers: response.headers }));
      return null;
    }
    // The backstop's re-render every PAGE_CACHE_TTL_MS mostly yields the very same bytes: keep their compressed
    // copies, or every visitor in the next ~200 ms would wait for a fresh brotli 11 of the whole page.
    if (expired && expired.status === page.status && expired.body.equals(page.body)) page.encoded = expired.encoded;
    if (generation === started) keep(key, page);
    return { page, requestId: response.headers.get("x-request-id") };
  }

  return {
    get size() {
      return pages.size;
    },
    clear,
    handle(req, res) {
      const userAgent = req.headers["user-agent"] ?? "";
      const key = anonymousPageKey(
        req.method ?? "",
        req.url ?? "",
        req.headers.cookie,
        Boolean(userAgent) && isbot(userAgent),
      );
      if (!key) return false;
      const started = performance.now();
      const page = pages.get(key);
      if (page && page.expires > Date.now()) {
        pages.delete(key);
        pages.set(key, page);
        sendPage(req, res, page, started, null).catch((error) => {
          logger.error("cached page not sent", { path: req.url, error });
          res.destroy();
        });
        return true;
      }
      if (page) forget(key);
      let shared = rendering.get(key);
      const renderer = !shared;
      if (!shared) {
        shared = render(key, req, res, page).finally(() => rendering.delete(key));
        rendering.set(key, shared);
      }
      const failed = (error: unknown) => {
        logger.error("page render failed", { path: req.url, error });
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Internal Server Error");
      };
      shared
        .then(async (rendered) => {
          // The renderer's answer was logged by the app's middleware, under the app's request id.
          if (rendered && renderer) return sendPage(req, res, rendered.page, started, rendered.requestId);
          if (rendered) return sendPage(req, res, rendered.page, started, null);
          // Not a page to share (a redirect, a cookie…): a waiting request gets its own answer from the app.
          if (!renderer) {
            const own = await render(key, req, res);
            if (own) await sendPage(req, res, own.page, started, own.requestId);
          }
        })
        .catch(failed);
      return true;
    },
  };
}

/**
 * A stored page made from the app's response: nonce attributes removed, the CSP's nonce replaced by the hashes
 * of the inline scripts. Null when the nonce is still found in the body after that (never cache it then).
 */
export function storedPage(status: number, appHeaders: Headers, body: Buffer, ttlMs: number): CachedPage | null {
  const headers: Record<string, string> = {};
  for (const [name, value] of appHeaders) if (!PER_RESPONSE.has(name)) headers[name] = value;
  const csp = headers["content-security-policy"];
  const nonce = csp?.match(/'nonce-([^']+)'/)?.[1];
  let html = body;
  if (nonce) {
    const text = body.toString("utf8").replaceAll(` nonce="${nonce}"`, "");
    if (text.includes(nonce)) return null;
    const hashes = inlineScriptHashes(text).map((hash) => `'sha256-${hash}'`);
    // No inline script at all: the nonce simply goes ('none' beside 'self' would be ignored anyway).
    headers["content-security-policy"] = hashes.length
      ? csp.replace(`'nonce-${nonce}'`, hashes.join(" "))
      : csp.replace(` 'nonce-${nonce}'`, "");
    html = Buffer.from(text, "utf8");
  }
  return { status, headers, body: html, encoded: {}, expires: Date.now() + ttlMs };
}

/** SHA-256 (base64) of the text of every `<script>` without a `src`, as CSP hash sources want it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1])) continue;
    hashes.add(createHash("sha256").update(match[2], "utf8").digest("base64"));
  }
  return [...hashes];
}

function compressedCopy(page: CachedPage, encoding: Exclude<Encoding, "identity">): Compressed {
  let copy = page.encoded[encoding];
  if (!copy) {
    // Made once per stored page, on the thread pool: the highest levels, since every later visitor gets them.
    const pending =
      encoding === "br"
        ? brotliAsync(page.body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
            },
          })
        : gzipAsync(page.body, { level: 9 });
    const made: Compressed = { ready: null, pending };
    pending.then(
      (buffer) => {
        made.ready = buffer;
      },
      () => {},
    );
    page.encoded[encoding] = made;
    copy = made;
  }
  return copy;
}

/**
 * The one writer of a stored page, for hits and for the render that filled it: the stored headers plus this
 * response's own request id, length, encoding and Vary.
 */
export async function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  started: number,
  /** The app's request id when the app rendered (and logged) this very request; null for answers from memory. */
  renderedAs: string | null,
  /** Headers of this response alone (the public API's RateLimit headers, decision 061). */
  ownHeaders: Record<string, string> = {},
): Promise<void> {
  const encoding =
    page.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(req.headers["accept-encoding"]) : "identity";
  let body = page.body;
  if (encoding !== "identity") {
    const copy = compressedCopy(page, encoding);
    body = copy.ready ?? (await copy.pending);
  }
  const requestId = renderedAs ?? randomUUID();
  res.writeHead(page.status, {
    ...page.headers,
    ...ownHeaders,
    "X-Request-Id": requestId,
    "Content-Length": body.length,
    Vary: "Accept-Encoding",
    ...(encoding !== "identity" ? { "Content-Encoding": encoding } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
  if (!renderedAs) {
    logger.info("request", {
      method: req.method,
      path: (req.url ?? "").split("?")[0],
      status: page.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      requestId,
      cache: "hit",
    });
  }
}

/**
 * A response the cache does not keep, sent as the app made it (headers, cookies, streamed body), compressed as it
 * streams: the app was asked for identity bytes, in case the page could be kept.
 */
export async function sendAppResponse(req: IncomingMessage, res: ServerResponse, appResponse: Response): Promise<void> {
  const response = compressResponse(appResponse, req.method ?? "GET", req.headers["accept-encoding"] ?? null);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of response.headers) if (name !== "set-cookie") headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body || req.method === "HEAD") {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
    body.on("error", reject).pipe(res).on("error", reject);
    // "close" comes after "finish", and also when the client went away first (a cancelled fetch), when "finish"
    // never comes: the render is over then too, or every later request for this page would wait on it for ever.
    res.on("close", () => {
      body.destroy();
      resolve();
    });
  });
}
