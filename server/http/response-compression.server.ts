import { Readable } from "node:stream";
import { type BrotliCompress, constants, createBrotliCompress, createGzip, type Gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { type ContentEncoding, preferredEncoding } from "~server/request/content-encoding.server";

/**
 * Compression of what the app renders (decision 020). Pages kept by the page cache are
 * compressed once at the highest levels (page-cache.server.ts); everything rendered per request — pages for
 * signed-in visitors, cache misses, `.data` and `/api` answers — is compressed as it streams, at levels that
 * keep the cost well under 1 ms of CPU per 100 KB of HTML (`npm run bench` prints the figure). Brotli quality 1:
 * the home page's 103 KB in ≈ 0.25 ms to 18.9 KB, where quality 3 took ≈ 0.6 ms for 17.1 KB (decision 043: on a
 * render of ≈ 5 ms the 10 % larger answer is the better trade; cached pages keep quality 11). Gzip 4 for clients
 * without brotli. Hono's compress() offered gzip at level 6 only: ≈ 1.2–1.3 ms per 100 KB.
 */

/** Smaller bodies go out as they are: compressing them saves less than the headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

export const STREAMING_BROTLI_QUALITY = 1;
export const STREAMING_GZIP_LEVEL = 4;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Whether a response of this type, with this Cache-Control, is worth compressing (text-like, not no-transform). */
export function isCompressible(contentType: string | null, cacheControl: string | null = null): boolean {
  if (!contentType || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType)) return false;
  return !cacheControl || !NO_TRANSFORM.test(cacheControl);
}

function compressor(encoding: Exclude<ContentEncoding, "identity">): BrotliCompress | Gzip {
  return encoding === "br"
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: STREAMING_BROTLI_QUALITY } })
    : createGzip({ level: STREAMING_GZIP_LEVEL });
}

/**
 * A body compressed as it streams. What arrives within one turn of the event loop is written to the compressor
 * as one piece and flushed, so a streamed page's shell (and each later part) reaches the browser as soon as it
 * is rendered, while the dozens of 2 KB writes of one render cost one compressor call instead of one each (the
 * per-write overhead was more than the compression itself).
 */
export function compressedStream(
  body: ReadableStream<Uint8Array>,
  encoding: Exclude<ContentEncoding, "identity">,
): ReadableStream<Uint8Array> {
  const zip = compressor(encoding);
  const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let pending: Uint8Array[] = [];
  let queued = false;
  const writePending = (flush: boolean) => {
    queued = false;
    if (pending.length === 0 || zip.destroyed) return;
    const piece = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    zip.write(piece);
    if (flush) zip.flush(flushKind);
  };
  const input = new WritableStream<Uint8Array>({
    write(chunk) {
      pending.push(chunk);
      if (!queued) {
        queued = true;
        setImmediate(writePending, true);
      }
    },
    close() {
      writePending(false);
      zip.end();
    },
    abort(reason) {
      zip.destroy(reason instanceof Error ? reason : new Error(String(reason)));
    },
  });
  body.pipeTo(input).catch((error: unknown) => {
    if (!zip.destroyed) zip.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(zip) as unknown as ReadableStream<Uint8Array>;
}

/** The response with its body compressed for this request, or the response itself when it should not be. */
export function compressResponse(response: Response, method: string, acceptEncoding: string | null): Response {
  const headers = response.headers;
  const length = headers.get("content-length");
  if (
    !response.body ||
    method === "HEAD" ||
    response.status === 206 ||
    headers.has("content-encoding") ||
    (length !== null && Number(length) < COMPRESS_FROM_BYTES) ||
    !isCompressible(headers.get("content-type"), headers.get("cache-control"))
  ) {
    return response;
  }
  const vary = headers.get("vary");
  const out = new Headers(headers);
  if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? "")) {
    out.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === "identity") return new Response(response.body, { status: response.status, headers: out });
  out.delete("content-length");
  out.set("content-encoding", encoding);
  const etag = out.get("etag");
  if (etag && !etag.startsWith("W/")) out.set("etag", `W/${etag}`);
  return new Response(compressedStream(response.body, encoding), { status: response.status, headers: out });
}

/** The Hono middleware: every compressible response leaves compressed by compressResponse. */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const compressed = compressResponse(c.res, c.req.method, c.req.header("accept-encoding") ?? null);
    if (compressed === c.res) return;
    // Hono's setter copies the old response's headers onto the new one: take out what compression changed.
    c.res = undefined as unknown as Response;
    c.res = compressed;
  };
}
