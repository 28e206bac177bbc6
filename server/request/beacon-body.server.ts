import type { LimitResult } from "~server/limits/rate-limit.server";

/** A JSON response for the beacon endpoints (/api/dj-activity, /api/search/click). */
export const jsonResponse = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

/**
 * The shared front half of a beacon endpoint: refuse an oversized body before reading it, apply the per-IP
 * limit, then parse the JSON (sent as text/plain by navigator.sendBeacon, or as application/json by fetch).
 * Returns the parsed body, or the response to send instead.
 */
export async function readBeaconBody(
  request: Request,
  options: {
    maxBytes: number;
    consumeLimit: (ip: string | null) => Promise<LimitResult>;
    clientIp: string | null;
    invalidMessage: string;
    /**
     * The answer over the limit instead of 429: a browser logs every 4xx of a beacon as a console error, which a
     * measurement the site can do without should not cause (the web vitals answer 204 and drop it).
     */
    overLimit?: () => Response;
  },
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > options.maxBytes) {
    return { ok: false, response: jsonResponse({ error: "Payload Too Large" }, 413, { Connection: "close" }) };
  }
  const limit = await options.consumeLimit(options.clientIp);
  if (!limit.ok) {
    if (options.overLimit) return { ok: false, response: options.overLimit() };
    return {
      ok: false,
      response: jsonResponse({ error: "Too many requests. Please slow down.", code: "RATE_LIMITED" }, 429, {
        "Retry-After": String(limit.retryAfterS),
      }),
    };
  }
  // A chunked body declares no length, so measure what arrived (in bytes: the limit is on the wire size).
  const text = await request.text();
  if (Buffer.byteLength(text) > options.maxBytes)
    return { ok: false, response: jsonResponse({ error: "Payload Too Large" }, 413) };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonResponse({ error: options.invalidMessage }, 400) };
  }
}
