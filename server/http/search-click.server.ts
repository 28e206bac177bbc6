import { z } from "zod";
import type { SearchSeenPayload } from "~/core/analytics/search-insights";
import { SEARCH_RESULT_TYPES, type SearchClickPayload } from "~/core/search/search";
import type { Database } from "~server/db/client.server";
import { recordSearchClick } from "~server/domain/search/record-search-click.server";
import { recordSearchSeen } from "~server/domain/search/record-search-seen.server";
import { createIpLimiter } from "~server/limits/ip-limit.server";
import { logger } from "~server/logger.server";
import { jsonResponse, readBeaconBody } from "~server/request/beacon-body.server";

export const SEARCH_CLICK_MAX_BYTES = 4096;

/** A person clicks a few results per search; 60 a minute per IP is far above real use. */
const consumeClickLimit = createIpLimiter("search-click", 60, 60);

const resultType = z.enum(SEARCH_RESULT_TYPES);
const short = z.string().trim().max(60).optional();

/** The spec §3/§7 click-tracking payload (app/core/search/search.ts SearchClickPayload). */
export const searchClickSchema = z.object({
  sessionId: z.string().min(1).max(100),
  query: z.string().trim().min(1).max(200),
  filters: z
    .object({
      types: z.array(resultType).max(SEARCH_RESULT_TYPES.length).optional(),
      genre: short,
      city: short,
      when: z.enum(["upcoming", "past"]).optional(),
      category: short,
    })
    .strip(),
  resultCount: z.number().int().min(0).max(10_000_000),
  clickedResultId: z.string().min(1).max(200),
  clickedResultType: resultType,
  clickPosition: z.number().int().min(0).max(10_000),
  timestamp: z.number().int().positive(),
  executionTimeMs: z.number().int().min(0).max(600_000),
}) satisfies z.ZodType<SearchClickPayload>;

/** A search the results page showed (for the search insights on /admin/analytics): the click payload without a clicked result. */
export const searchSeenSchema = searchClickSchema
  .omit({ clickedResultId: true, clickedResultType: true, clickPosition: true })
  .extend({ kind: z.literal("search") }) satisfies z.ZodType<SearchSeenPayload>;

export interface SearchClickDeps {
  database: Database;
  clientIp: string | null;
  resolveUserId: (headers: Headers) => Promise<string | null>;
}

/**
 * POST /api/search/click: one search_analytics row per clicked result (user_id when signed in). Bad input
 * gets 400 and changes nothing; a failed insert is logged only (spec §8 click-tracking failure), so 204.
 */
export async function handleSearchClick(request: Request, deps: SearchClickDeps): Promise<Response> {
  const read = await readBeaconBody(request, {
    maxBytes: SEARCH_CLICK_MAX_BYTES,
    consumeLimit: consumeClickLimit,
    clientIp: deps.clientIp,
    invalidMessage: "Invalid search click payload",
  });
  if (!read.ok) return read.response;
  const parsed = searchClickSchema.safeParse(read.body);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join(".") || "payload";
    return jsonResponse({ error: `Invalid search click payload: ${field}` }, 400);
  }
  try {
    const userId = await deps.resolveUserId(request.headers);
    await recordSearchClick(deps.database.db, parsed.data, userId);
  } catch (error) {
    logger.warn("search click not recorded", { error });
  }
  return new Response(null, { status: 204 });
}

/** Searches shown, counted apart from clicks so a busy results page never eats the click budget. */
const consumeSeenLimit = createIpLimiter("search-seen", 60, 60);

/**
 * POST /api/search/seen: one search_analytics row without a clicked result per search the results page
 * showed — the denominator of click-through, and where zero-result queries come from. Same rules as the click beacon:
 * bad input 400, a failed insert logged only, 204.
 */
export async function handleSearchSeen(request: Request, deps: SearchClickDeps): Promise<Response> {
  const read = await readBeaconBody(request, {
    maxBytes: SEARCH_CLICK_MAX_BYTES,
    consumeLimit: consumeSeenLimit,
    clientIp: deps.clientIp,
    invalidMessage: "Invalid search payload",
  });
  if (!read.ok) return read.response;
  const parsed = searchSeenSchema.safeParse(read.body);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join(".") || "payload";
    return jsonResponse({ error: `Invalid search payload: ${field}` }, 400);
  }
  try {
    await recordSearchSeen(deps.database.db, parsed.data, await deps.resolveUserId(request.headers));
  } catch (error) {
    logger.warn("search not recorded", { error });
  }
  return new Response(null, { status: 204 });
}
