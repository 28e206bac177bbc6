import { CONSENT_COPY_MAX_BYTES, consentCopySchema } from "~/core/consent/consent-copy";
import type { Database } from "~server/db/client.server";
import { recordConsent } from "~server/domain/consent/record-consent.server";
import { createIpLimiter } from "~server/limits/ip-limit.server";
import { logger } from "~server/logger.server";
import { jsonResponse, readBeaconBody } from "~server/request/beacon-body.server";

/** A visitor saves a choice a few times at most; 20 a minute per address leaves room for a shared address. */
const consumeConsentLimit = createIpLimiter("consent-copy", 20, 60);
/** A body that is not a consent copy (unreadable JSON or the wrong shape). */
const INVALID_CONSENT_PAYLOAD = "Invalid consent payload";

/**
 * POST /api/consent: the background copy of a cookie choice already saved in the browser (spec §7). Strict
 * schema, per-IP limit; answers 204 once stored. The browser gives up after 10 s and ignores every failure
 * (spec §8), so trouble here is only logged.
 */
export async function handleConsentCopy(
  request: Request,
  deps: { database: Database; clientIp: string | null },
): Promise<Response> {
  const read = await readBeaconBody(request, {
    maxBytes: CONSENT_COPY_MAX_BYTES,
    consumeLimit: consumeConsentLimit,
    clientIp: deps.clientIp,
    invalidMessage: INVALID_CONSENT_PAYLOAD,
  });
  if (!read.ok) return read.response;
  const parsed = consentCopySchema.safeParse(read.body);
  if (!parsed.success) return jsonResponse({ error: INVALID_CONSENT_PAYLOAD }, 400);
  try {
    await recordConsent(deps.database.db, parsed.data, request.headers.get("user-agent"));
  } catch (error) {
    logger.warn("consent copy not recorded", { error });
    return jsonResponse({ error: "Consent not recorded" }, 503);
  }
  return new Response(null, { status: 204 });
}
