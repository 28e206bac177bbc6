import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { onPublicChange } from "~server/cache/public-changes.server";
import type { ApiLimitAnswer } from "~server/limits/api-read-limit.server";
import { logger } from "~server/logger.server";
import { resolveClientIp } from "./client-ip.server";
import {
  type AppFetch,
  type CachedPage,
  PAGE_CACHE_TTL_MS,
  sendAppResponse,
  sendPage,
  storedPage,
} from "./page-cache.server";
import { limitedAhead, matchesEtag, PUBLIC_API_PREFIX } from "./public-api.server";

/** Spec-free tuning: how many answers and bytes are held (keys come from what programs ask). */
export const API_FAST_PATH_MAX_ENTRIES = 2_000;
export const API_FAST_PATH_MAX_BYTES = 32 * 1024 * 1024;
const MAX_URL_LENGTH = 512;

export interface PublicApiFastPath {
  /** Answers a public API GET from memory (or through the app once, keeping the answer); false when not its kind. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  clear(): void;
  readonly size: number;
}

/** What a held answer may be: found or not found JSON, cacheable for anyone, setting no cookie. */
function isHeldAnswer(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false;
  if (response.headers.getSetCookie().length > 0) return false;
  const type = response.headers.get("content-type") ?? "";
  return (
    /^application\/(problem\+)?json\b/.test(type) && /\bpublic\b/.test(response.headers.get("cache-control") ?? "")
  );
}

/**
 * The public API's answers from memory, before Hono (decision 061), the way the rendered-page cache answers
 * anonymous pages (decision 020) and with its storage and writer: the first GET of a path and query goes through the
 * whole app, and its 200 or 404 JSON answer is kept with every header the app gave it (security headers, CORS,
 * ETag, Cache-Control), its gzip and brotli copies made once. Later requests get it from memory; one whose
 * If-None-Match names the ETag gets a 304. Each request still takes a point of the per-address limit here, and
 * carries its own RateLimit headers; a refused one goes on to the app, which refuses it with the 429 problem. Every
 * public change — the one invalidation of decision 020 — drops everything; a read that overlapped a change is sent
 * but not kept; answers live PAGE_CACHE_TTL_MS at most, like pages.
 */
export function createPublicApiFastPath(options: {
  fetch: AppFetch;
  limit: (ip: string | null) => ApiLimitAnswer;
  trustedProxies: string[];
  ttlMs?: number;
}): PublicApiFastPath {
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const answers = new Map<string, CachedPage>();
  let bytes = 0;
  let generation = 0;
  const forget = (key: string) => {
    const held = answers.get(key);
    if (!held) return;
    answers.delete(key);
    bytes -= held.body.length;
  };
  const clear = () => {
    generation++;
    answers.clear();
    bytes = 0;
  };
  onPublicChange(clear);

  const keep = (key: string, answer: CachedPage) => {
    forget(key);
    answers.set(key, answer);
    bytes += answer.body.length;
    while (answers.size > API_FAST_PATH_MAX_ENTRIES || bytes > API_FAST_PATH_MAX_BYTES)
      forget(answers.keys().next().value as string);
  };

  function sendHeld(
    req: IncomingMessage,
    res: ServerResponse,
    held: CachedPage,
    own: Record<string, string>,
    /** The app's request id when the app answered (and logged) this very request. */
    renderedAs: string | null = null,
  ) {
    const started = performance.now();
    const etag = held.headers.etag;
    if (held.status === 200 && etag && matchesEtag(req.headers["if-none-match"], etag)) {
      const { "content-type": _type, ...headers } = held.headers;
      const requestId = renderedAs ?? randomUUID();
      res.writeHead(304, { ...headers, ...own, "X-Request-Id": requestId });
      res.end();
      if (renderedAs) return Promise.resolve();
      logger.info("request", {
        method: req.method,
        path: (req.url ?? "").split("?")[0],
        status: 304,
        ms: Math.round((performance.now() - started) * 10) / 10,
        requestId,
        cache: "hit",
      });
      return Promise.resolve();
    }
    return sendPage(req, res, held, started, renderedAs, own);
  }

  async function render(key: string, req: IncomingMessage, res: ServerResponse, own: Record<string, string>) {
    const started = generation;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      // Identity and unconditional, so what is kept is the whole answer; this request's 304 is decided after.
      if (name === "accept-encoding" || name === "if-none-match" || value === undefined || name.startsWith(":"))
        continue;
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    limitedAhead.add(req);
    const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, { method: "GET", headers });
    const response = await options.fetch(request, { incoming: req, outgoing: res });
    if (!isHeldAnswer(response)) {
      for (const [name, value] of Object.entries(own)) response.headers.set(name, value);
      await sendAppResponse(req, res, response);
      return;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const held = storedPage(response.status, response.headers, body, ttlMs);
    if (!held) {
      await sendAppResponse(req, res, new Response(body, { status: response.status, headers: response.headers }));
      return;
    }
    if (generation === started) keep(key, held);
    await sendHeld(req, res, held, own, response.headers.get("x-request-id"));
  }

  return {
    get size() {
      return answers.size;
    },
    clear,
    handle(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "";
      if (!url.startsWith(`${PUBLIC_API_PREFIX}/`) || url.length > MAX_URL_LENGTH) return false;
      const forwarded = req.headers["x-forwarded-for"];
      const ip = resolveClientIp(
        req.socket.remoteAddress,
        Array.isArray(forwarded) ? forwarded.join(", ") : forwarded,
        options.trustedProxies,
      );
      const limited = options.limit(ip);
      // Refused: the app answers with the 429 problem (a refused request takes no point, so it is refused again).
      if (!limited.ok) return false;
      const held = answers.get(url);
      if (held && held.expires > Date.now()) {
        sendHeld(req, res, held, limited.headers).catch((error) => {
          logger.error("held API answer not sent", { path: url, error });
          res.destroy();
        });
        return true;
      }
      if (held) forget(url);
      render(url, req, res, limited.headers).catch((error) => {
        logger.error("public API answer failed", { path: url, error });
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/problem+json" });
        res.end(JSON.stringify({ type: "about:blank", title: "Internal Server Error", status: 500, detail: "" }));
      });
      return true;
    },
  };
}
