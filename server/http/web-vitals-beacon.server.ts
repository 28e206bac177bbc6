import { parseWebVitalBeacon, WEB_VITAL_BEACON_MAX_BYTES } from "~/core/web-vitals";
import type { Database } from "~server/db/client.server";
import { recordWebVital } from "~server/domain/vitals/record-web-vital.server";
import { logger } from "~server/logger.server";
import { jsonResponse, readBeaconBody } from "./beacon-body.server";
import { createIpLimiter } from "./ip-limit.server";

/** Five metrics a page load, a few page loads a minute: 60 a minute per address is plenty. */
const consumeVitalsLimit = createIpLimiter("web-vitals", 60, 60);

/** POST /api/vitals: one measurement of a real visit (issue 24). 204 stored or not; bad input 400. */
export async function handleWebVitalBeacon(
  request: Request,
  deps: { database: Database; clientIp: string | null },
): Promise<Response> {
  const read = await readBeaconBody(request, {
    maxBytes: WEB_VITAL_BEACON_MAX_BYTES,
    consumeLimit: consumeVitalsLimit,
    clientIp: deps.clientIp,
    invalidMessage: "Invalid web vital",
  });
  if (!read.ok) return read.response;
  const sample = parseWebVitalBeacon(read.body);
  if (!sample) return jsonResponse({ error: "Invalid web vital" }, 400);
  try {
    await recordWebVital(deps.database.db, sample);
  } catch (error) {
    logger.warn("web vital not recorded", { metric: sample.metric, error });
  }
  return new Response(null, { status: 204 });
}
