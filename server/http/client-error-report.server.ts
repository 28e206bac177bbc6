import { parseClientErrorReport } from "~/core/site/client-error-report-schema";
import { CLIENT_ERROR_MAX_BYTES, CLIENT_ERRORS_PER_MINUTE } from "~/core/site/client-errors";
import { isAcceptedOrigin } from "~/core/site/public-origin";
import { reportBrowserCrash } from "~server/error-reporting.server";
import { createIpLimiter } from "~server/limits/ip-limit.server";
import { logger } from "~server/logger.server";
import { jsonResponse, readBeaconBody } from "~server/request/beacon-body.server";

const consumeClientErrorLimit = createIpLimiter("client-errors", CLIENT_ERRORS_PER_MINUTE, 60);
/** A body that is not a crash report (unreadable JSON or the wrong shape). */
const INVALID_ERROR_REPORT = "Invalid error report";

/**
 * POST /api/client-errors: a crash the global error screen caught in a visitor's browser. Logged as one line with
 * this request's id (so "We've been notified about this error." is true without any error service), and sent to
 * Sentry when SENTRY_DSN is set and the browser did not send it there itself. Only from this site's own pages
 * (an Origin that is this site, or Sec-Fetch-Site same-origin: the app's cross-site check lets clients with
 * neither through, which is right for a form but not for a report only a page sends); body at most 8 KB; per
 * address a few a minute. 204 logged; 400 bad body; 403 not from our pages; 413 too large; 429 over the limit.
 */
export async function handleClientErrorReport(
  request: Request,
  deps: { publicUrl: string; clientIp: string | null; requestId: string | undefined },
): Promise<Response> {
  const origin = request.headers.get("origin");
  const fromOurPage = origin
    ? isAcceptedOrigin(origin, deps.publicUrl)
    : request.headers.get("sec-fetch-site") === "same-origin";
  if (!fromOurPage) return jsonResponse({ error: "Reports are accepted from this site's pages only" }, 403);
  const read = await readBeaconBody(request, {
    maxBytes: CLIENT_ERROR_MAX_BYTES,
    consumeLimit: consumeClientErrorLimit,
    clientIp: deps.clientIp,
    invalidMessage: INVALID_ERROR_REPORT,
  });
  if (!read.ok) return read.response;
  const report = parseClientErrorReport(read.body);
  if (!report) return jsonResponse({ error: INVALID_ERROR_REPORT }, 400);
  const sentry = report.sentToSentry
    ? "sent by the browser"
    : reportBrowserCrash({ ...report, requestId: deps.requestId })
      ? "sent"
      : "not configured";
  logger.error("browser crash", {
    requestId: deps.requestId,
    screen: report.screen,
    path: report.path,
    name: report.name,
    message: report.message,
    stack: report.stack,
    sentry,
  });
  return new Response(null, { status: 204 });
}
