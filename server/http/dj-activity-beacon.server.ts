import { DJ_ACTIVITY_MAX_BYTES, parseDjActivityBeacon } from "~/core/dj-activity";
import type { Database } from "~server/db/client.server";
import { AppError } from "~server/domain/app-error.server";
import { recordDjActivity } from "~server/domain/dj-activity/record-dj-activity.server";
import { logger } from "~server/logger.server";
import { appErrorResponse } from "./app-error-response.server";
import { jsonResponse, readBeaconBody } from "./beacon-body.server";
import { createIpLimiter } from "./ip-limit.server";

/** A busy visitor sends a view and a handful of clicks per page; 120 a minute is far above real use. */
const consumeBeaconLimit = createIpLimiter("dj-activity", 120, 60);

export interface BeaconDeps {
  database: Database;
  clientIp: string | null;
  /** Header carrying the visitor's country (COUNTRY_HEADER), set by a trusted proxy; undefined = none. */
  countryHeader: string | undefined;
  /** The signed-in user's id, or null for guests (user_activities.user_id, spec §6). */
  resolveUserId: (headers: Headers) => Promise<string | null>;
}

/**
 * POST /api/dj-activity: validates a beacon and records it. Answers 204 whether or not anything was
 * stored (unknown DJ, duplicate view, database trouble): failures are logged, never shown (spec §8).
 */
export async function handleDjActivityBeacon(request: Request, deps: BeaconDeps): Promise<Response> {
  const read = await readBeaconBody(request, {
    maxBytes: DJ_ACTIVITY_MAX_BYTES,
    consumeLimit: consumeBeaconLimit,
    clientIp: deps.clientIp,
    invalidMessage: "Invalid activity payload",
  });
  if (!read.ok) return read.response;
  const parsed = parseDjActivityBeacon(read.body);
  if (!parsed.ok) return jsonResponse({ error: parsed.error }, 400);

  try {
    const userId = await deps.resolveUserId(request.headers);
    const actor = { userId, userAgent: request.headers.get("user-agent") };
    const country = readCountry(request.headers, deps.countryHeader);
    await recordDjActivity(deps.database.db, actor, parsed.value, country);
  } catch (error) {
    // A refused beacon (an invalid slug) is answered; trouble while storing it is only logged.
    if (error instanceof AppError) return appErrorResponse(error);
    logger.warn("dj activity not recorded", { kind: parsed.value.kind, slug: parsed.value.slug, error });
  }
  return new Response(null, { status: 204 });
}

/** ISO 3166 alpha-2 only; proxies' placeholders for unknown/Tor (XX, T1) are dropped. */
export function readCountry(headers: Headers, headerName: string | undefined): string | null {
  if (!headerName) return null;
  const value = headers.get(headerName)?.trim().toUpperCase() ?? "";
  if (!/^[A-Z]{2}$/.test(value) || value === "XX" || value === "T1") return null;
  return value;
}
