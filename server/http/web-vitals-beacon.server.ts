import {
  parseWebVitalBeacons,
  WEB_VITAL_BEACON_MAX_BYTES,
  WEB_VITAL_BEACONS_PER_MINUTE,
} from "~/core/analytics/web-vitals";
import type { Database } from "~server/db/client.server";
import { recordWebVitals } from "~server/domain/vitals/record-web-vital.server";
import { createIpLimiter } from "~server/limits/ip-limit.server";
import { logger } from "~server/logger.server";
import { jsonResponse, readBeaconBody } from "~server/request/beacon-body.server";

/**
 * One beacon a page view (its metrics together), and one address may be a whole club's Wi-Fi: the limit counts page
 * views of many people.
 */
const consumeVitalsLimit = createIpLimiter("web-vitals", WEB_VITAL_BEACONS_PER_MINUTE, 60);
/** A body that is not a web-vital sample (unreadable JSON or the wrong shape). */
const INVALID_WEB_VITAL = "Invalid web vital";

/**
 * POST /api/vitals: the measurements of one page view of a real visit. 204 stored or not — also over the limit,
 * when the beacon is dropped: a 429 would be a console error on the visitor's page for a figure nobody misses; bad
 * input 400.
 */
export async function handleWebVitalBeacon(
  request: Request,
  deps: { database: Database; clientIp: string | null },
): Promise<Response> {
  const read = await readBeaconBody(request, {
    maxBytes: WEB_VITAL_BEACON_MAX_BYTES,
    consumeLimit: consumeVitalsLimit,
    clientIp: deps.clientIp,
    invalidMessage: INVALID_WEB_VITAL,
    overLimit: () => new Response(null, { status: 204, headers: { "X-Beacon-Dropped": "rate-limited" } }),
  });
  if (!read.ok) return read.response;
  const samples = parseWebVitalBeacons(read.body);
  if (!samples) return jsonResponse({ error: INVALID_WEB_VITAL }, 400);
  try {
    await recordWebVitals(deps.database.db, samples);
  } catch (error) {
    logger.warn("web vitals not recorded", { route: samples[0].route, error });
  }
  return new Response(null, { status: 204 });
}
