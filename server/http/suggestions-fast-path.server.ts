import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { SEARCH_RESULT_CACHE_MS } from "~/core/search/search";
import type { Db } from "~server/db/client.server";
import { heldFlags } from "~server/domain/flags/get-flags.server";
import { suggestionCacheKey, suggestionRequest } from "~server/domain/search/suggest-search.server";
import type { SuggestionIndex } from "~server/domain/search/suggestion-index.server";
import { logger } from "~server/logger.server";
import { acceptsEncoding } from "~server/request/content-encoding.server";
import { COMPRESS_FROM_BYTES } from "./response-compression.server";
import { suggestionParams } from "./search-suggestions.server";

const PATH = "/api/search/suggestions";
/** Answers kept, as bytes; past it the oldest goes (a Map iterates in insertion order). */
const MAX_ANSWERS = 5000;
/** Headers that belong to one response, not to every answer of this endpoint. */
const PER_RESPONSE = new Set(["x-request-id", "content-length", "content-encoding", "vary", "date", "set-cookie"]);

interface Answer {
  body: Buffer;
  gzipped: Buffer | null;
  expires: number;
}

export interface SuggestionsFastPath {
  /** Answers a suggestions request from memory when it can; false means the request was not touched. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Forgets every answer (the suggested names changed). */
  clear(): void;
}

/**
 * GET /api/search/suggestions answered before the request reaches Hono (decision 014): the bar asks on every
 * keystroke, and the middleware chain (request id, logging, security headers, compression, client IP, CSRF)
 * costs far more than the answer. The same answer Hono would give — the headers are copied from a response
 * the app itself produced (`headers`), the request is logged the same way — from the spec §9 result cache
 * (5 minutes) or the in-memory name index. Anything else (the index not current, the flags being re-read,
 * another method or path) goes on to Hono, which answers from the database.
 */
export function createSuggestionsFastPath(options: {
  index: SuggestionIndex;
  /** The database whose flags (held in memory) decide what may be suggested. */
  db: Db;
  /** The headers of a suggestions response from the app (security headers included). */
  headers: Headers;
}): SuggestionsFastPath {
  const answers = new Map<string, Answer>();
  const shared: Record<string, string> = { Vary: "Accept-Encoding" };
  for (const [name, value] of options.headers) {
    if (PER_RESPONSE.has(name)) continue;
    // A script nonce means nothing in a JSON answer, and one reused across answers would not be a nonce.
    shared[name] = name === "content-security-policy" ? value.replace(/\s*'nonce-[^']*'/g, "") : value;
  }

  function answerFor(params: URLSearchParams): Answer | null {
    const flags = heldFlags(options.db);
    if (!flags) return null;
    const { text, limit } = suggestionParams(params);
    const request = suggestionRequest(text, flags, limit);
    const key = request ? suggestionCacheKey(request) : "";
    const now = Date.now();
    const cached = answers.get(key);
    if (cached && cached.expires > now) return cached;
    const suggestions = request ? options.index.suggest(request) : [];
    if (!suggestions) return null;
    const answer = {
      body: Buffer.from(JSON.stringify({ suggestions })),
      gzipped: null,
      expires: now + SEARCH_RESULT_CACHE_MS,
    };
    answers.delete(key);
    answers.set(key, answer);
    if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
    return answer;
  }

  return {
    handle(req, res) {
      const url = req.url ?? "";
      if (req.method !== "GET" || !url.startsWith(PATH) || (url.length > PATH.length && url[PATH.length] !== "?"))
        return false;
      const started = performance.now();
      const answer = answerFor(new URLSearchParams(url.slice(PATH.length + 1)));
      if (!answer) return false;
      const gzip = answer.body.length >= COMPRESS_FROM_BYTES && acceptsEncoding(req.headers["accept-encoding"], "gzip");
      let body = answer.body;
      if (gzip) {
        answer.gzipped ??= gzipSync(answer.body);
        body = answer.gzipped;
      }
      const requestId = randomUUID();
      res.writeHead(200, {
        ...shared,
        "X-Request-Id": requestId,
        "Content-Length": body.length,
        ...(gzip ? { "Content-Encoding": "gzip" } : {}),
      });
      res.end(body);
      logger.info("request", {
        method: "GET",
        path: PATH,
        status: 200,
        ms: Math.round((performance.now() - started) * 10) / 10,
        requestId,
      });
      return true;
    },
    clear() {
      answers.clear();
    },
  };
}
