import { DJ_ACTIVITY_MAX_BYTES, INVALID_ACTIVITY_PAYLOAD, parseDjActivityBeacon } from "~/core/analytics/dj-activity";
import { appErrorResponse } from "~server/adapters/app-error-response.server";
import type { Database } from "~server/db/client.server";
import { AppError } from "~server/domain/app-error.server";
import { recordDjActivity } from "~server/domain/dj-activity/record-dj-activity.server";
import { createIpLimiter } from "~server/limits/ip-limit.server";
import { logger } from "~server/logger.server";
import { jsonResponse, readBeaconBody } from "~server/request/beacon-body.server";
import { readCity, readCountry } from "~server/request/visitor-place.server";
import type { ProfileViewBuffer } from "./profile-view-buffer.server";

/** A busy visitor sends a view and a handful of clicks per page; 120 a minute is far above real use. */
const consumeBeaconLimit = createIpLimiter("dj-activity", 120, 60);

export interface BeaconDeps {
  database: Database;
  clientIp: string | null;
  /** Header carrying the visitor's country (COUNTRY_HEADER), set by a trusted proxy; undefined = none. */
  countryHeader: string | undefined;
  /** Header carrying the visitor's city (CITY_HEADER), set by a trusted proxy; undefined = none. */
  cityHeader?: string | undefined;
  /** Where profile views wait to be stored in batches (decision 035); without it each view is stored at once. */
  viewBuffer?: ProfileViewBuffer;
  /** The signed-in user's id, or null for guests (user_activities.user_id, spec §6). */
  resolveUserId: (headers: Headers) => Promise<string | null>;
}

/**
 * POST /api/dj-activity: validates a beacon and records it. Answers 204 whether or not anything was
 * stored (unknown DJ, duplicate view, database trouble): failures are logged, never shown (spec §8). The one
 * exception is overload: when the batched-view queue is full the view is refused with 503 and Retry-After (decision
 * 037) rather than acknowledged and dropped.
 */
export async function handleDjActivityBeacon(request: Request, deps: BeaconDeps): Promise<Response> {
  const read = await readBeaconBody(request, {
    maxBytes: DJ_ACTIVITY_MAX_BYTES,
    consumeLimit: consumeBeaconLimit,
    clientIp: deps.clientIp,
    invalidMessage: INVALID_ACTIVITY_PAYLOAD,
  });
  if (!read.ok) return read.response;
  const parsed = parseDjActivityBeacon(read.body);
  if (!parsed.ok) return jsonResponse({ error: parsed.error }, 400);

  try {
    const userId = await deps.resolveUserId(request.headers);
    const actor = { userId, userAgent: request.headers.get("user-agent") };
    const country = readCountry(request.headers, deps.countryHeader);
    const event = parsed.value;
    if (event.kind === "view" && deps.viewBuffer) {
      // The slug's format was checked by the parser; whether the DJ exists is the batch's own check.
      const queued = deps.viewBuffer.add({
        actor,
        input: { ...event, country, city: readCity(request.headers, deps.cityHeader) },
        at: new Date(),
      });
      // A full queue (the writer behind): not acknowledged, so a 2xx always means the view is kept.
      if (!queued) return viewQueueFull();
    } else {
      await recordDjActivity(deps.database.db, actor, event, country, readCity(request.headers, deps.cityHeader));
    }
  } catch (error) {
    // A refused beacon (an invalid slug) is answered; trouble while storing it is only logged.
    if (error instanceof AppError) return appErrorResponse(error);
    logger.warn("dj activity not recorded", { kind: parsed.value.kind, slug: parsed.value.slug, error });
  }
  return new Response(null, { status: 204 });
}

function viewQueueFull(): Response {
  return new Response(JSON.stringify({ error: "Busy, try again shortly" }), {
    status: 503,
    headers: { "content-type": "application/json", "retry-after": "2", "cache-control": "no-store" },
  });
}
