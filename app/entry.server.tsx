import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleDataRequestFunction,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { DATABASE_UNAVAILABLE_SCREEN } from "~/core/site/page-data";
import { DATABASE_RETRY_AFTER_S, hadDatabaseOutage, noteDatabaseOutage } from "~server/adapters/database-outage.server";
import { hadSlowPageData } from "~server/adapters/page-data.server";
import { getRequestContext } from "~server/context.server";
import { reportServerError } from "~server/error-reporting.server";
import { logger } from "~server/logger.server";
import { createDeferHydrationBody } from "./ssr/defer-hydration.server";
import { renderPartMarkup } from "./ssr/part-markup.server";
import { withRenderedRoutesOnly } from "./ssr/rendered-routes.server";
import { NonceProvider } from "./ui/nonce";
import { setMarkupRenderer } from "./ui/prerendered";

export const streamTimeout = 5_000;

/**
 * A loader, action or render that failed on the server (reported as a server 500 with the request
 * id). Aborted requests (the visitor went away) are not errors.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: RouterContextProvider },
) {
  if (request.signal.aborted) return;
  // The 503 thrown below to re-render as the database screen is ours, not an error.
  if (error instanceof Response) return;
  // The database down or too slow is not our bug: the page becomes a 503, logged by the app, not reported.
  if (noteDatabaseOutage(context, error)) {
    logger.warn("database unavailable", { path: new URL(request.url).pathname, error });
    return;
  }
  let requestId: string | undefined;
  let userId: string | null = null;
  try {
    ({ requestId, userId } = getRequestContext(context));
  } catch {
    // Outside a request of ours: report without them.
  }
  reportServerError(error, { requestId, path: new URL(request.url).pathname, userId });
}

/** A 503 "try again": when to (crawlers and proxies honour it), and kept by no cache. */
function tryAgainHeaders(headers: Headers): void {
  headers.set("Retry-After", String(DATABASE_RETRY_AFTER_S));
  headers.set("Cache-Control", "no-store");
}

/**
 * Route data for a client-side navigation (a `.data` request). A loader that failed because the database cannot
 * answer was noted by `handleError` above; React Router has encoded it as its generic 500, which the browser would
 * show as "Something went wrong — we've been notified". It is answered instead as the document request is
 * (decision 039): 503, Retry-After, the database screen's payload as JSON. React Router's client turns a 4xx/5xx
 * answer that it did not encode into a route error response carrying the body's text, which the root error boundary
 * reads (`errorScreenPayload`) — the database screen in the shell the visitor already has, no crash report. A slow
 * read (decision 041) needs no rewrite: its 503 screen is a thrown `data()`, encoded as such; it gets the headers.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (hadDatabaseOutage(context)) {
    // The encoded 500 is not sent: stop its stream (and the timer React Router keeps for it).
    void response.body?.cancel().catch(() => {});
    const headers = new Headers({ "Content-Type": "application/json; charset=utf-8" });
    tryAgainHeaders(headers);
    return new Response(JSON.stringify({ screen: DATABASE_UNAVAILABLE_SCREEN }), {
      status: 503,
      statusText: "Service Unavailable",
      headers,
    });
  }
  if (hadSlowPageData(context)) tryAgainHeaders(response.headers);
  return response;
};

// Pure, repeated parts of pages (cards, the footer…) are rendered to HTML once and reused (decision 024).
setMarkupRenderer(renderPartMarkup);

/**
 * React Router's Node entry plus the per-request CSP nonce: the nonce reaches React Router's inline
 * scripts (ServerRouter, Scripts, ScrollRestoration) so the policy can forbid every other inline script.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (hadDatabaseOutage(loadContext)) {
    tryAgainHeaders(responseHeaders);
    // Thrown once: React Router renders the page again with this as the error, in the root error boundary, with its
    // status (503) — the real shell, the database screen. The second render does not come back here with it.
    if (responseStatusCode !== 503) {
      throw Response.json({ screen: DATABASE_UNAVAILABLE_SCREEN }, { status: 503, statusText: "Service Unavailable" });
    }
  } else if (hadSlowPageData(loadContext)) {
    // The loader already threw the 503 slow-data screen (decision 041): the page renders with it as it is.
    tryAgainHeaders(responseHeaders);
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = getRequestContext(loadContext).nonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={withRenderedRoutesOnly(routerContext)} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary is written in place, however large. React's default (12.8 KB) sends a
        // big one after the rest, put in place by an inline script: the deferred parts of a page (app/ui/
        // deferred.tsx, the whole home page among them) would be missing without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // Hydration code is fetched after the stylesheets, not with the HTML (decision 013). The rewrite is
          // also the body itself, which hands on one chunk per turn of the event loop (decisions 026, 043).
          const { destination, body } = createDeferHydrationBody(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // React writes to anything with a Node writable's write/end/on/destroy (ReactDestination).
          pipe(destination as unknown as NodeJS.WritableStream);
          resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
