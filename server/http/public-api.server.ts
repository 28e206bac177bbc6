import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { type ApiProblem, apiProblem, PROBLEM_CONTENT_TYPE, PUBLIC_API_PREFIX } from "~/core/api/api-problem";
import type { Database } from "~server/db/client.server";
import { isDatabaseUnavailable } from "~server/db/database-unavailable.server";
import { getFlags } from "~server/domain/flags/get-flags.server";
import type { ApiLimitAnswer } from "~server/limits/api-read-limit.server";
import { logger } from "~server/logger.server";
import {
  type ApiAnswer,
  type ApiReadContext,
  getDj,
  getDjAvailability,
  getEvent,
  getNews,
  getProduction,
  getVenue,
  listDjGigs,
  listDjs,
  listEvents,
  listNews,
  listProductionEvents,
  listProductions,
  listVenueEvents,
  listVenues,
} from "./public-api-answers.server";
import { publicApiDocument } from "./public-api-document.server";

export { PUBLIC_API_PREFIX };

/** Answers stay fresh by revalidation: a client or proxy may keep one, but asks with its ETag each time. */
export const PUBLIC_API_CACHE_CONTROL = "public, no-cache";

/** What any origin may read of an answer besides the CORS-safelisted headers. */
const EXPOSED_HEADERS = "ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy, Retry-After";

/** The headers every answer of the public API carries (the fast path keeps them with the stored answer). */
export const PUBLIC_API_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": EXPOSED_HEADERS,
  // Hono's default, same-origin, would stop a page elsewhere from reading an answer loaded without CORS.
  "Cross-Origin-Resource-Policy": "cross-origin",
};

/** Requests whose limit the fast path took already (it adds the RateLimit headers itself when it sends the answer). */
export const limitedAhead = new WeakSet<object>();

type ApiEnv = { Variables: { requestId: string; clientIp: string | null } };

export interface PublicApiOptions {
  database: Database;
  publicUrl: string;
  limit: (ip: string | null) => ApiLimitAnswer;
}

/** A strong ETag of an answer's bytes. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms, or `*`). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export function problemResponse(problem: ApiProblem, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: {
      ...PUBLIC_API_HEADERS,
      "Content-Type": PROBLEM_CONTENT_TYPE,
      // A missing slug is as cacheable as a page's 404 (kept until the next public change); a bad query is not.
      "Cache-Control": problem.status === 404 ? PUBLIC_API_CACHE_CONTROL : "no-store",
      ...headers,
    },
  });
}

function answerResponse(c: Context<ApiEnv>, answer: ApiAnswer): Response {
  if (!answer.ok) return problemResponse(answer.problem);
  const body = JSON.stringify(answer.body);
  const etag = etagOf(body);
  const headers = { ...PUBLIC_API_HEADERS, ETag: etag, "Cache-Control": PUBLIC_API_CACHE_CONTROL };
  if (matchesEtag(c.req.header("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, {
    status: 200,
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
  });
}

/**
 * The public read-only API, `/api/v1/…` (decision 061): no key, no cookie read or set (it is mounted ahead of the
 * session read, which only the page handler makes), any origin may read it. The fast path in front of Hono
 * (public-api-fast-path.server.ts) answers repeated requests from memory with these very answers.
 */
export function createPublicApi({ database, publicUrl, limit }: PublicApiOptions) {
  const api = new Hono<ApiEnv>();

  api.use(async (c, next) => {
    const method = c.req.method;
    if (method === "OPTIONS") {
      return new Response(null, {
        status: 204,
        headers: {
          ...PUBLIC_API_HEADERS,
          "Access-Control-Allow-Methods": "GET, HEAD",
          "Access-Control-Allow-Headers": "If-None-Match",
          "Access-Control-Max-Age": "86400",
        },
      });
    }
    if (method !== "GET" && method !== "HEAD") {
      return problemResponse(apiProblem("bad-request", "The public API is read-only: use GET."), {
        Allow: "GET, HEAD, OPTIONS",
      });
    }
    const incoming = (c.env as { incoming?: object } | undefined)?.incoming;
    if (incoming && limitedAhead.has(incoming)) return next();
    const limited = limit(c.get("clientIp"));
    if (!limited.ok) {
      return problemResponse(
        apiProblem(
          "rate-limited",
          `Too many requests from this address: try again in ${limited.headers["Retry-After"]} s.`,
        ),
        limited.headers,
      );
    }
    await next();
    for (const [name, value] of Object.entries(limited.headers)) c.res.headers.set(name, value);
  });

  const read = (
    answer: (ctx: ApiReadContext, c: Context<ApiEnv>) => Promise<ApiAnswer>,
    options: { takesQuery: boolean } = { takesQuery: true },
  ) => {
    return async (c: Context<ApiEnv>) => {
      const url = new URL(c.req.url);
      if (!options.takesQuery && url.search.length > 1) {
        return problemResponse(apiProblem("bad-request", "This endpoint takes no query parameters."));
      }
      try {
        const flags = await getFlags(database.db);
        return answerResponse(c, await answer({ db: database.db, flags, origin: publicUrl }, c));
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        logger.warn("public API: database unavailable", { path: c.req.path, error });
        return problemResponse(apiProblem("unavailable", "The database is not answering: try again in a moment."), {
          "Retry-After": "5",
        });
      }
    };
  };
  const query = (c: Context<ApiEnv>) => new URL(c.req.url).searchParams;
  const detail = { takesQuery: false };
  const param = (c: Context<ApiEnv>, name: string) => c.req.param(name) ?? "";

  api.get(
    "/djs",
    read((ctx, c) => listDjs(ctx, query(c))),
  );
  api.get(
    "/djs/:slug",
    read((ctx, c) => getDj(ctx, param(c, "slug")), detail),
  );
  api.get(
    "/djs/:slug/availability",
    read((ctx, c) => getDjAvailability(ctx, param(c, "slug")), detail),
  );
  api.get(
    "/djs/:slug/gigs",
    read((ctx, c) => listDjGigs(ctx, param(c, "slug"), query(c))),
  );
  api.get(
    "/events",
    read((ctx, c) => listEvents(ctx, query(c))),
  );
  api.get(
    "/events/:eventId",
    read((ctx, c) => getEvent(ctx, param(c, "eventId")), detail),
  );
  api.get(
    "/venues",
    read((ctx, c) => listVenues(ctx, query(c))),
  );
  api.get(
    "/venues/:slug",
    read((ctx, c) => getVenue(ctx, param(c, "slug")), detail),
  );
  api.get(
    "/venues/:slug/events",
    read((ctx, c) => listVenueEvents(ctx, param(c, "slug"), query(c))),
  );
  api.get(
    "/productions",
    read((ctx, c) => listProductions(ctx, query(c))),
  );
  api.get(
    "/productions/:slug",
    read((ctx, c) => getProduction(ctx, param(c, "slug")), detail),
  );
  api.get(
    "/productions/:slug/events",
    read((ctx, c) => listProductionEvents(ctx, param(c, "slug"), query(c))),
  );
  api.get(
    "/news",
    read((ctx, c) => listNews(ctx, query(c))),
  );
  api.get(
    "/news/:slug",
    read((ctx, c) => getNews(ctx, param(c, "slug")), detail),
  );
  // The contract (decision 061): generated once from the schemas above, with its ETag like every answer.
  api.get(
    "/openapi.json",
    read(async () => ({ ok: true, body: publicApiDocument(publicUrl) }), detail),
  );
  api.all("*", () => problemResponse(apiProblem("not-found", "No such endpoint: see /developers for the list.")));

  return api;
}
