import cluster from "node:cluster";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import { needsProfileCompletion } from "~/core/access/roles";
import { AUTH_MESSAGES } from "~/core/accounts/auth-messages";
import { isEmbedPath } from "~/core/api/oembed";
import { APP_VERSION } from "~/core/site/app-version";
import { renderHeroCrowdSvg } from "~/core/site/hero-crowd";
import { DATABASE_UNAVAILABLE_SCREEN } from "~/core/site/page-data";
import { removeTrailingSlash } from "~/core/site/trailing-slash";
import { namedRead } from "~server/db/named-reads.server";
import { handleDepositCapture, handleDepositOrder } from "./adapters/booking-deposit.server";
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE_MESSAGE } from "./adapters/database-outage.server";
import { withPageDataDeadline } from "./adapters/page-data.server";
import { noteUnreadableSession, withUnreadableSessions } from "./adapters/unreadable-session.server";
import { type Auth, CLIENT_IP_HEADER } from "./auth/auth.server";
import { answerNotingOutage } from "./auth/auth-outage.server";
import { issueDeviceCookie, trustedDevice } from "./auth/device-cookie.server";
import { resolveViewer } from "./auth/get-viewer.server";
import type { AppConfig } from "./config.server";
import { createLoadContext } from "./context.server";
import type { Database } from "./db/client.server";
import { isDatabaseUnavailable } from "./db/database-unavailable.server";
import { getFlags } from "./domain/flags/get-flags.server";
import { checkDatabase } from "./domain/health/check-database.server";
import type { SearchIndex } from "./domain/search/search-index.server";
import type { SuggestionIndex } from "./domain/search/suggestion-index.server";
import { reportServerError } from "./error-reporting.server";
import { artworkHandler } from "./http/artwork.server";
import { handleClientErrorReport } from "./http/client-error-report.server";
import { resolveClientIp } from "./http/client-ip.server";
import { handleConsentCopy } from "./http/consent-copy.server";
import { diskFullAnswer, refuseApiWritesOnFullDisk, withDiskFullActions } from "./http/disk-full.server";
import { handleDjActivityBeacon } from "./http/dj-activity-beacon.server";
import {
  FORM_NUL_REFUSAL,
  hasNulInFormBody,
  isRefusedPageBody,
  PAGE_BODY_REFUSAL,
} from "./http/form-submission.server";
import { answerGigsWidget, buildGigsWidget, GIGS_WIDGET_PATH } from "./http/gigs-widget.server";
import { hasNulInAddress, NUL_ADDRESS_REFUSAL } from "./http/nul-in-address.server";
import { hasNulInJsonBody, JSON_NUL_REFUSAL } from "./http/nul-in-json.server";
import { answerEmbed, answerOembed } from "./http/oembed.server";
import { crossSiteRefusal, isCrossSiteRequest } from "./http/origin-check.server";
import { createProfileViewBuffer, type ProfileViewBuffer } from "./http/profile-view-buffer.server";
import { createPublicApi, PUBLIC_API_PREFIX } from "./http/public-api.server";
import { compressResponses } from "./http/response-compression.server";
import { handleSearchClick, handleSearchSeen } from "./http/search-click.server";
import { handleSearchSuggestions } from "./http/search-suggestions.server";
import { shareCardHandler } from "./http/share-card.server";
import { robotsResponse, sitemapPartXml, sitemapResponse, sitemapXml } from "./http/sitemap.server";
import { thirdPartyOrigins } from "./http/third-party-origins.server";
import { handleWebVitalBeacon } from "./http/web-vitals-beacon.server";
import { type ApiLimitAnswer, createApiReadLimit } from "./limits/api-read-limit.server";
import { keepLimitsIn } from "./limits/limit-store.server";
import { authEndpointPolicy, consumeAuthLimit } from "./limits/rate-limit.server";
import { logger } from "./logger.server";
import type { Mailer } from "./mail/mailer.server";
import { reactBuild } from "./react-build.server";
import { isDiskFull, watchDiskReserve } from "./storage/disk-space.server";
import { uploadStorage } from "./storage/file-storage.server";
import { MAX_PRESS_PHOTO_BODY_BYTES, MAX_RIDER_BODY_BYTES, pressUploadOf } from "./storage/press-uploads-http.server";
import {
  isTracklistUploadRequest,
  isUploadRequest,
  MAX_TRACKLIST_UPLOAD_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
  serveUpload,
} from "./storage/uploads-http.server";
import { mountTestHooks } from "./test-hooks/mount-test-hooks.server";
import { withTrackedEvents } from "./tracked-events.server";

export const MAX_BODY_BYTES = 1024 * 1024;

export interface CreateAppOptions {
  config: AppConfig;
  database: Database;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** Folder with the browser build (build/client); absent in development, where Vite serves assets. */
  clientDir?: string;
  auth: Auth;
  mailer: Mailer;
  /** Names for search suggestions held in memory (decision 014); without it the database answers. */
  suggestionIndex?: SuggestionIndex;
  /** The searched rows held in memory (decision 014); without it the database answers searches. */
  searchIndex?: SearchIndex;
  /** Where beacon profile views wait to be stored in batches (decision 035); one is made when not given. */
  viewBuffer?: ProfileViewBuffer;
  /** The public API's per-address limit, shared with its fast path (decision 061); one is made when not given. */
  apiLimit?: (ip: string | null) => ApiLimitAnswer;
}

type Env = { Variables: { requestId: string; secureHeadersNonce?: string; clientIp: string | null } };

export function createApp({
  config,
  database,
  build,
  mode,
  clientDir,
  auth,
  mailer,
  suggestionIndex,
  searchIndex,
  viewBuffer = createProfileViewBuffer(database.db),
  apiLimit = createApiReadLimit(config.apiRateLimit),
}: CreateAppOptions) {
  const app = new Hono<Env>();
  // Rate limits shared by every process on PostgreSQL, in memory on PGlite (decision 036).
  keepLimitsIn(database);
  const isHttps = config.publicUrl.startsWith("https:");
  // What the device cookies of the account limits are signed with and checked against (decision 048).
  const devices = { config, database };
  // Writes refused while DATA_DIR's disk is below its reserve, so PGlite never meets a full disk (decision 042).
  const diskReserve = watchDiskReserve(config.dataDir, config.diskReserveMb * 1024 * 1024);
  const handleRequest = createRequestHandler(
    withUnreadableSessions(withPageDataDeadline(withDiskFullActions(build, diskReserve))),
    mode,
  );
  // Who sends a beacon or a search click; a session the database cannot read is not taken for a guest's: the beacon
  // fails as its write would in that outage.
  const beaconUserId = async (headers: Headers) => {
    const resolved = await resolveViewer(auth, database, headers);
    if (resolved.unreadable) throw resolved.unreadable;
    return resolved.userId;
  };

  app.use(requestId());

  app.use(async (c, next) => {
    if (hasNulInAddress(c.req.url)) return c.json({ error: NUL_ADDRESS_REFUSAL, requestId: c.get("requestId") }, 400);
    return next();
  });

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    if (!c.req.path.startsWith("/assets/")) {
      logger.info("request", {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(ms * 10) / 10,
        requestId: c.get("requestId"),
      });
    }
  });

  // A trailing slash is removed with a permanent redirect that keeps the query (spec §2).
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    const target = removeTrailingSlash(url.pathname);
    if (target !== url.pathname && (c.req.method === "GET" || c.req.method === "HEAD")) {
      return c.redirect(`${target}${url.search}`, 308);
    }
    return next();
  });

  // The embed views are the only pages other sites may frame (decision 061): they bring their own CSP with
  // `frame-ancestors *`, and the site's X-Frame-Options: DENY, added below, is taken off them here, after it was set.
  app.use(async (c, next) => {
    await next();
    if (isEmbedPath(c.req.path)) c.res.headers.delete("X-Frame-Options");
  });

  // Third parties join the policy only when their env vars are set.
  const thirdParty = thirdPartyOrigins(config);
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // Vite's dev client needs eval and inline module scripts; production gets the strict policy.
        scriptSrc: [
          ...(mode === "development" ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", NONCE]),
          ...thirdParty.scriptSrc,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...thirdParty.imgSrc],
        fontSrc: ["'self'", "data:"],
        connectSrc: [...(mode === "development" ? ["'self'", "ws:", "wss:"] : ["'self'"]), ...thirdParty.connectSrc],
        mediaSrc: ["'self'", "https:"],
        // Exactly the players the DJ profile's media facades load on click (app/core/djs/media-embeds.ts).
        // and the radio's widgets (app/core/radio/radio-widgets.ts), whose SoundCloud widget URL is configurable.
        frameSrc: [
          ...new Set([
            "'self'",
            "https://w.soundcloud.com",
            "https://player-widget.mixcloud.com",
            "https://www.youtube-nocookie.com",
            "https://player.vimeo.com",
            new URL(config.soundcloudWidgetUrl).origin,
            ...thirdParty.frameSrc,
          ]),
        ],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      strictTransportSecurity: isHttps ? "max-age=63072000; includeSubDomains" : false,
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
      // A route that sets its own, stricter header (uploads and generated art: `default-src 'none'`) keeps it.
      overwrite: false,
    }),
  );

  // The rest of an oversized body is never read, so the connection cannot be reused: say so.
  const tooLarge = (c: Context<Env>) =>
    c.json({ error: "Payload Too Large", requestId: c.get("requestId") }, 413, { Connection: "close" });
  const defaultBodyLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  // Only the photo uploads and the tracklist import (server/storage/uploads-http.server.ts) may send more than 1 MiB.
  const uploadBodyLimit = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: tooLarge });
  const tracklistBodyLimit = bodyLimit({ maxSize: MAX_TRACKLIST_UPLOAD_BODY_BYTES, onError: tooLarge });
  // The press kit's photo (25 MB) and rider (10 MB) uploads (server/storage/press-uploads-http.server.ts).
  const pressPhotoBodyLimit = bodyLimit({ maxSize: MAX_PRESS_PHOTO_BODY_BYTES, onError: tooLarge });
  const riderBodyLimit = bodyLimit({ maxSize: MAX_RIDER_BODY_BYTES, onError: tooLarge });
  app.use((c, next) => {
    if (isTracklistUploadRequest(c.req.method, c.req.path)) return tracklistBodyLimit(c, next);
    const press = pressUploadOf(c.req.method, c.req.path);
    if (press) return (press === "photo" ? pressPhotoBodyLimit : riderBodyLimit)(c, next);
    return (isUploadRequest(c.req.method, c.req.path) ? uploadBodyLimit : defaultBodyLimit)(c, next);
  });

  app.use(compressResponses());

  app.use(async (c, next) => {
    let remoteAddress: string | undefined;
    try {
      remoteAddress = getConnInfo(c).remote.address;
    } catch {
      remoteAddress = undefined;
    }
    c.set("clientIp", resolveClientIp(remoteAddress, c.req.header("x-forwarded-for"), config.trustedProxies));
    return next();
  });

  // CSRF: state-changing requests from other sites are refused before any handler runs.
  app.use(async (c, next) => {
    if (isCrossSiteRequest(c.req.method, c.req.raw.headers, config.publicUrl)) {
      logger.warn("cross-site request refused", {
        method: c.req.method,
        path: c.req.path,
        origin: c.req.header("origin"),
      });
      return crossSiteRefusal(c.req.raw, config.publicUrl, c.get("requestId"));
    }
    return next();
  });
  app.use("/api/*", refuseApiWritesOnFullDisk(diskReserve));

  if (clientDir) {
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        // The build writes .br and .gz copies of text assets (scripts/precompress-assets.mjs): no per-request work.
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.use("/favicon.svg", serveStatic({ root: clientDir }));
    app.use("/robots.txt", serveStatic({ root: clientDir }));
  }

  const uploads = uploadStorage(config.dataDir);
  app.get("/uploads/*", (c) => serveUpload(c, uploads));

  const crowdSvg = renderHeroCrowdSvg();
  app.get("/art/hero/crowd.svg", (c) =>
    c.body(crowdSvg, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    }),
  );

  // Generated artwork: demo content and fallbacks work offline, with no external image URLs.
  app.get("/art/:kind/:file", artworkHandler());
  // Share cards of the public pages (decision 060): what a shared link shows on the sharing sites.
  app.get(
    "/og/:kind/:file",
    shareCardHandler(() => database.db, uploads),
  );

  // Search engines: robots.txt and the sitemap of public pages and DJs, built from PUBLIC_URL.
  app.get("/robots.txt", () => robotsResponse(config.publicUrl));
  app.get("/sitemap.xml", async () => sitemapResponse(await sitemapXml(database.db, config.publicUrl)));
  app.get("/:file{sitemap-[0-9]+\\.xml}", async (c) =>
    sitemapResponse(await sitemapPartXml(database.db, config.publicUrl, Number(c.req.param("file").slice(8, -4)))),
  );

  app.get("/api/health", async (c) => {
    const db = await checkDatabase(database);
    const healthy = db.status === "up";
    // "reading" while suggestions come from the database (just started, or names just changed): decision 014;
    // "partly in memory" when some types are past the memory bound and answered by the database (decision 053),
    // named in suggestionsFromDatabase / searchFromDatabase.
    const where = (index?: { ready: boolean; databaseTypes: string[] }) =>
      !index
        ? "database"
        : !index.ready
          ? "reading"
          : index.databaseTypes.length > 0
            ? "partly in memory"
            : "in-memory";
    const suggestions = where(suggestionIndex);
    const search = where(searchIndex);
    const fromDatabase = {
      ...(suggestionIndex?.databaseTypes.length ? { suggestionsFromDatabase: suggestionIndex.databaseTypes } : {}),
      ...(searchIndex?.databaseTypes.length ? { searchFromDatabase: searchIndex.databaseTypes } : {}),
    };
    return c.json(
      // `react` says which React bundle renders the pages: "development" on a production server is a slow server.
      {
        status: healthy ? "ok" : "degraded",
        version: APP_VERSION,
        react: reactBuild(),
        database: db,
        suggestions,
        search,
        ...fromDatabase,
        // Which of `npm start`'s worker processes answered (1…N; absent with one process): decision 036.
        worker: cluster.worker?.id,
        // Free space on DATA_DIR against its reserve; reads go on when it is low, writes answer 507 (decision 042).
        disk: await diskReserve.status(),
      },
      healthy ? 200 : 503,
    );
  });

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const policy = authEndpointPolicy(c.req.method, c.req.path);
    if (!policy.exposed) return c.json({ error: "Not Found", requestId: c.get("requestId") }, 404);
    // U+0000 cannot reach PostgreSQL text: refused before better-auth, as a page's form body is.
    if ((await hasNulInFormBody(c.req.raw)) || (await hasNulInJsonBody(c.req.raw))) {
      return c.json({ error: JSON_NUL_REFUSAL, requestId: c.get("requestId") }, 400);
    }
    const kind = policy.limit;
    if (kind) {
      const email = c.req.method === "POST" ? await readEmail(c.req.raw) : null;
      // A browser that signed in to this account before has its own limit instead of the account's (decision 048).
      const device = email ? await trustedDevice(devices, c.req.raw.headers, email) : null;
      const limit = await consumeAuthLimit(kind, c.get("clientIp"), email, device);
      if (!limit.ok) {
        logger.warn("auth rate limit", { kind, ip: c.get("clientIp"), path: c.req.path });
        c.header("Retry-After", String(limit.retryAfterS));
        return c.json({ error: AUTH_MESSAGES.rateLimited, code: "RATE_LIMITED" }, 429);
      }
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get("clientIp") ?? "");
    const authRequest = new Request(c.req.raw, { headers });
    // GET /get-session is the session read every page makes (a test may fail it as an outage fails it).
    const { response, outage } = await answerNotingOutage(() =>
      c.req.path === "/api/auth/get-session"
        ? namedRead("session", () => auth.handler(authRequest))
        : auth.handler(authRequest),
    );
    // better-auth answered 500 because the database is down: the app's 503 "try again" with Retry-After (onError).
    if (outage) throw outage;
    if (kind === "sign-in" && response.status >= 400) {
      logger.warn("sign-in failed", { ip: c.get("clientIp"), status: response.status });
    }
    if (kind === "sign-in" && response.status === 200) {
      const signedIn = (await response
        .clone()
        .json()
        .catch(() => null)) as { user?: { id?: unknown } } | null;
      const userId = signedIn?.user?.id;
      const deviceCookie = typeof userId === "string" ? await issueDeviceCookie(devices, userId) : null;
      if (deviceCookie) response.headers.append("Set-Cookie", deviceCookie);
    }
    return response;
  });

  // DJ activity beacons (views, clicks, shares, plays): validated, rate-limited, answered 204.
  app.post("/api/dj-activity", (c) =>
    handleDjActivityBeacon(c.req.raw, {
      database,
      clientIp: c.get("clientIp"),
      countryHeader: config.countryHeader,
      cityHeader: config.cityHeader,
      viewBuffer,
      resolveUserId: beaconUserId,
    }),
  );

  // Cookie consent: the background copy of a choice saved in the browser.
  app.post("/api/consent", (c) => handleConsentCopy(c.req.raw, { database, clientIp: c.get("clientIp") }));
  // A crash the global error screen caught in the browser: logged here with its request id, and sent to Sentry.
  app.post("/api/client-errors", (c) =>
    handleClientErrorReport(c.req.raw, {
      publicUrl: config.publicUrl,
      clientIp: c.get("clientIp"),
      requestId: c.get("requestId"),
    }),
  );

  // Booking deposits: the PayPal buttons' createOrder and onApprove, for the sender of an inquiry.
  app.post("/api/bookings/deposit/order", (c) =>
    handleDepositOrder(c.req.raw, { database, config, clientIp: c.get("clientIp") }),
  );
  app.post("/api/bookings/deposit/capture", (c) =>
    handleDepositCapture(c.req.raw, { database, config, clientIp: c.get("clientIp") }),
  );

  // Real visitors' web vitals, for the p75 per route on /admin/vitals.
  app.post("/api/vitals", (c) => handleWebVitalBeacon(c.req.raw, { database, clientIp: c.get("clientIp") }));

  // Search: suggestions for the bar, and the click beacon of the bar and the results page.
  app.get("/api/search/suggestions", (c) =>
    handleSearchSuggestions(new URL(c.req.url), database, { index: suggestionIndex }),
  );
  app.post("/api/search/click", (c) =>
    handleSearchClick(c.req.raw, {
      database,
      clientIp: c.get("clientIp"),
      resolveUserId: beaconUserId,
    }),
  );
  // Each search the results page shows (search insights on /admin/analytics).
  app.post("/api/search/seen", (c) =>
    handleSearchSeen(c.req.raw, {
      database,
      clientIp: c.get("clientIp"),
      resolveUserId: beaconUserId,
    }),
  );

  // The public read-only API (decision 061): no cookies, any origin, problem+json errors.
  app.route(PUBLIC_API_PREFIX, createPublicApi({ database, publicUrl: config.publicUrl, limit: apiLimit }));

  // oEmbed for DJ and event pages, and the embed views it frames (decision 061).
  const embeds = { database, config };
  app.get("/oembed", (c) => answerOembed(c, embeds));
  app.get("/embed/dj/:slug", (c) => answerEmbed(embeds, { kind: "dj", slug: c.req.param("slug") }));
  app.get("/embed/events/:eventId", (c) => answerEmbed(embeds, { kind: "event", eventId: c.req.param("eventId") }));
  // The gig widget other sites load as a module script: it reads the API above from their pages (decision 061).
  const gigsWidget = buildGigsWidget(config.brandName);
  app.get(GIGS_WIDGET_PATH, (c) => answerGigsWidget(c, gigsWidget));

  // The end-to-end suite's hooks: one place, mounted only with E2E_HOOKS=on.
  if (config.e2eHooks) mountTestHooks(app, { config, database, mailer });

  app.all("/api/*", (c) => c.json({ error: "Not Found", requestId: c.get("requestId") }, 404));

  app.all("*", async (c) => {
    if (isRefusedPageBody(c.req.method, c.req.header("content-type"))) {
      return c.json({ error: PAGE_BODY_REFUSAL, requestId: c.get("requestId") }, 415);
    }
    if (await hasNulInFormBody(c.req.raw)) {
      return c.json({ error: FORM_NUL_REFUSAL, requestId: c.get("requestId") }, 400);
    }
    const [flags, resolved] = await Promise.all([
      getFlags(database.db),
      resolveViewer(auth, database, c.req.raw.headers),
    ]);
    // Decided here, answered by the root loader (so client-side navigations get a proper redirect too).
    const pathname = new URL(c.req.url).pathname.replace(/\.data$/, "") || "/";
    const sessionRedirect = resolved.blockedSignOut
      ? "/"
      : needsProfileCompletion(resolved.viewer.role, resolved.profileCompleted, pathname)
        ? "/complete-profile"
        : null;
    const loadContext = createLoadContext({
      config,
      database,
      flags,
      requestId: c.get("requestId"),
      nonce: c.get("secureHeadersNonce") ?? "",
      clientIp: c.get("clientIp"),
      auth,
      mailer,
      viewer: resolved.viewer,
      userId: resolved.userId,
      sessionId: resolved.sessionId,
      sessionRedirect,
      searchIndex,
    });
    // A session the database could not read is not a guest: the page is the database screen, 503 (decision 039).
    // Except the Google callback, whose session-read error sends the visitor home (spec §8), from where the same
    // rule applies.
    if (resolved.unreadable && pathname !== "/auth/callback") noteUnreadableSession(loadContext, resolved.unreadable);
    const cookieHeader = c.req.header("cookie");
    const { result: response, setCookie: trackedCookie } = await withTrackedEvents(
      config,
      cookieHeader,
      () => handleRequest(c.req.raw, loadContext),
      (answer) => answer.status === 200,
    );
    // Spec §7 events of a change only the server saw (admin action, auth action), on their way to the browser.
    if (trackedCookie) {
      response.headers.append("Set-Cookie", trackedCookie);
      response.headers.set("Cache-Control", "private, no-store");
    }
    // Sliding sessions: the refreshed cookie rides on whatever page was served.
    for (const cookie of resolved.responseHeaders?.getSetCookie() ?? []) response.headers.append("Set-Cookie", cookie);
    // What a signed-in person sees is theirs alone: no shared or browser cache may keep it (a proxy, the back
    // button after sign-out on a shared computer). Route data (.data) is per viewer too unless a route says otherwise.
    if (resolved.userId || cookieHeader?.includes("session_token=")) {
      response.headers.set("Cache-Control", "private, no-store");
    } else if (c.req.path.endsWith(".data") && !response.headers.has("Cache-Control")) {
      response.headers.set("Cache-Control", "private, no-store");
    }
    return response;
  });

  app.onError((err, c) => {
    if (isDiskFull(err)) return diskFullAnswer(c, err);
    // The database down, restarting or too slow (statement timeout): a clear "try again", not our bug.
    if (isDatabaseUnavailable(err)) {
      logger.warn("database unavailable", { requestId: c.get("requestId"), path: c.req.path, error: err });
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_S));
      c.header("Cache-Control", "no-store");
      if (c.req.path.startsWith("/api/")) {
        return c.json({ error: DATABASE_UNAVAILABLE_MESSAGE, code: "DATABASE_UNAVAILABLE" }, 503);
      }
      // Route data of a client-side navigation (a signed-in visitor's session read failed before React Router
      // ran): the database screen's payload, as entry.server's handleDataRequest answers (decision 041).
      if (c.req.path.endsWith(".data")) return c.json({ screen: DATABASE_UNAVAILABLE_SCREEN }, 503);
      return c.html(databaseFallbackPage(), 503);
    }
    logger.error("unhandled error", { requestId: c.get("requestId"), path: c.req.path, error: err });
    reportServerError(err, { requestId: c.get("requestId"), path: c.req.path });
    if (c.req.path.startsWith("/api/")) {
      return c.json({ error: "Internal Server Error", requestId: c.get("requestId") }, 500);
    }
    return c.html(fallbackErrorPage(), 500);
  });

  return app;
}

/** The email of an auth request body (JSON or form), for the per-account limit; the body stays readable. */
async function readEmail(request: Request): Promise<string | null> {
  try {
    const type = request.headers.get("content-type") ?? "";
    if (type.includes("application/json")) {
      const body = (await request.clone().json()) as { email?: unknown };
      return typeof body?.email === "string" ? body.email : null;
    }
    if (type.includes("form")) {
      const form = await request.clone().formData();
      const email = form.get("email");
      return typeof email === "string" ? email : null;
    }
  } catch {
    // Malformed bodies are answered by better-auth itself.
  }
  return null;
}

/** The database screen's words, when the database failed before React Router could render the page in its shell. */
function databaseFallbackPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Try again in a moment · Booth</title></head><body style="background:#0b0b0f;color:#f4f4f6;font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0"><main style="text-align:center;padding:24px"><h1>We can't reach our database right now</h1><p>Try again in a moment. Nothing you saved before is lost.</p><p><a href="" style="color:#e879f9">Try Again</a></p></main></body></html>`;
}

/** Shown only when React Router itself cannot render: same words as the global error screen. */
function fallbackErrorPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Something went wrong</title></head><body style="background:#0b0b0f;color:#f4f4f6;font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0"><main style="text-align:center;padding:24px"><h1>Something went wrong</h1><p>We've been notified about this error.</p><p><a href="" style="color:#e879f9">Reload Page</a></p></main></body></html>`;
}

export const clientDirFor = (buildDir: string) => path.join(buildDir, "client");
