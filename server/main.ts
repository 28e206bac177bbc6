// The React Router server build, bundled into this entry by Vite.

import { createServer, type RequestListener } from "node:http";
import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { utcDay } from "~/core/analytics/dj-analytics";
import { addDays } from "~/core/events/events";
import { rollupSiteDailyStats } from "~server/domain/analytics/rollup-site-daily-stats.server";
import { createApp } from "./app";
import { createAuth } from "./auth/auth.server";
import { listenForPublicChanges } from "./cache/public-changes.server";
import type { AppConfig } from "./config.server";
import { startBackupSocket } from "./data-moves/backup-socket.server";
import { type Database, openDatabase } from "./db/client.server";
import { migrateDatabase } from "./db/migrate.server";
import { seedDemoIfEmpty } from "./db/seed/demo-seed.server";
import { seedDemoPressKits } from "./domain/press-kits/seed-demo-press-kits.server";
import { clearSearchCache } from "./domain/search/search-everything.server";
import { SearchIndex } from "./domain/search/search-index.server";
import { clearSuggestionCache } from "./domain/search/suggest-search.server";
import { SuggestionIndex } from "./domain/search/suggestion-index.server";
import { startErrorReporting } from "./error-reporting.server";
import { logFirstAdminNotice } from "./first-admin-notice.server";
import { createCalendarFeedFastPath } from "./http/calendar-feed-fast-path.server";
import { createPageCache, type PageCache } from "./http/page-cache.server";
import { createProfileViewBuffer } from "./http/profile-view-buffer.server";
import { createPublicApiFastPath } from "./http/public-api-fast-path.server";
import { createSuggestionsFastPath, type SuggestionsFastPath } from "./http/suggestions-fast-path.server";
import { scheduleNextStatsRollup } from "./jobs/dj-stats-jobs.server";
import { alertDeps, createAppJobRunner, scheduleNextDigestRun } from "./jobs/follower-alert-jobs.server";
import { startNewsPublishTimer } from "./jobs/news-publish-timer.server";
import { scheduleNextSupportRetention } from "./jobs/support-retention-jobs.server";
import { createApiReadLimit } from "./limits/api-read-limit.server";
import { logger } from "./logger.server";
import { createMailer } from "./mail/mailer.server";
import { reactBuild } from "./react-build.server";
import { uploadStorage } from "./storage/file-storage.server";

export interface StartOptions {
  config: AppConfig;
  clientDir: string;
  /** Called after the database is closed, to release the data-directory lock. */
  onClosed?: () => void;
  seedDemo?: boolean;
}

const SHUTDOWN_DEADLINE_MS = 9_000;

/**
 * Opens and migrates the database, seeds demo content on the first run, and serves.
 * SIGTERM/SIGINT stop accepting connections, let in-flight requests finish, checkpoint and close the
 * database, then exit 0 — within 10 s even if a client keeps a connection open.
 */
export async function start({ config, clientDir, onClosed, seedDemo = true }: StartOptions) {
  logger.setLevel(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  if (seedDemo) {
    const seeded = await seedDemoIfEmpty(database.db);
    if (seeded) {
      // The demo's page views of past days rolled up as the nightly job does (decision 037): /admin/analytics reads them.
      await rollupSiteDailyStats(database.db, addDays(utcDay(new Date()), -400), addDays(utcDay(new Date()), -1));
      // Two demo press kits, their photos and riders written to DATA_DIR/uploads (decision 058).
      await seedDemoPressKits(database.db, uploadStorage(config.dataDir));
      logger.info("demo content seeded on first run");
    }
  }
  // Once per start (the process that seeds), so a fresh install learns how to get into /admin.
  if (seedDemo) await logFirstAdminNotice(database.db, config);

  const mailer = createMailer(config);
  const auth = createAuth(config, database, mailer);
  let fastPath: SuggestionsFastPath | null = null;
  let pages: PageCache | null = null;
  // Suggestions answer from names in memory once read (decision 014); a name change forgets cached answers.
  const suggestionIndex = new SuggestionIndex(database, {
    onChange: () => {
      clearSuggestionCache();
      fastPath?.clear();
      // Pages rendered while the index still held the old names (the search page) go too.
      pages?.clear();
    },
  });
  await suggestionIndex.start();
  // Searches likewise (decision 014): each type from memory once read, from the database meanwhile.
  const searchIndex = new SearchIndex(database, {
    onChange: () => {
      clearSearchCache();
      pages?.clear();
    },
  });
  await searchIndex.start();
  await startErrorReporting(config.sentryDsn);
  const viewBuffer = createProfileViewBuffer(database.db);
  // One per-address limit for the public API, taken by its fast path and by the app alike (decision 061).
  const apiLimit = createApiReadLimit(config.apiRateLimit);
  const app = createApp({
    apiLimit,
    config,
    database,
    viewBuffer,
    build: build as unknown as ServerBuild,
    mode: "production",
    clientDir,
    auth,
    mailer,
    suggestionIndex,
    searchIndex,
  });
  // The headers the app itself gives a suggestions answer, for the fast path to send the same.
  const probe = await app.request("/api/search/suggestions?q=");
  fastPath = createSuggestionsFastPath({ index: suggestionIndex, db: database.db, headers: probe.headers });
  const suggestions = fastPath;
  // Anonymous pages from rendered copies (decision 020), dropped by every public change, here or (on
  // PostgreSQL) in another process.
  const stopPublicChanges = await listenForPublicChanges(database);
  // Articles dated in the future appear at their time (decision 030): searches cached before then go too.
  const stopNewsTimer = startNewsPublishTimer(database.db, { onDue: clearSearchCache });
  pages = config.pageCache ? createPageCache({ fetch: (request, env) => app.fetch(request, env) }) : null;
  const pageCache = pages;
  // Public API answers from memory (decision 061), on the page cache's switch and its invalidation.
  const apiAnswers = config.pageCache
    ? createPublicApiFastPath({
        fetch: (request, env) => app.fetch(request, env),
        limit: apiLimit,
        trustedProxies: config.trustedProxies,
      })
    : null;
  // Public calendar feeds from memory, dropped by the same public changes as the pages.
  const feeds = createCalendarFeedFastPath({ db: database.db, origin: config.publicUrl });
  // Background jobs (decision 028): the daily follower-alert digests, claimed with SKIP LOCKED so every process
  // on one PostgreSQL may run a runner; JOBS=off leaves them to the others.
  const jobRunner = config.jobs
    ? createAppJobRunner(database.db, alertDeps(config, mailer), undefined, {
        rawMonths: config.analyticsRawMonths,
      })
    : null;
  if (jobRunner) {
    await scheduleNextDigestRun(database.db);
    await scheduleNextStatsRollup(database.db);
    await scheduleNextSupportRetention(database.db);
    jobRunner.start();
  }
  // `cli backup` while serving on PGlite (decision 036): a Unix socket in DATA_DIR; PostgreSQL needs none.
  const stopBackupSocket = database.pglite ? await startBackupSocketOrWarn(config, database) : null;
  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      // Suggestion requests the fast path can answer, and anonymous pages, never reach Hono (a page's first
      // render goes through the app from the page cache); everything else goes on unchanged.
      createServer: ((options: object, listener: RequestListener) =>
        createServer(options, (req, res) => {
          if (
            !suggestions.handle(req, res) &&
            !feeds.handle(req, res) &&
            !apiAnswers?.handle(req, res) &&
            !pageCache?.handle(req, res)
          )
            listener(req, res);
        })) as typeof createServer,
    },
    (info) => {
      logger.info(`Booth is listening on ${config.publicUrl}`, {
        address: `${info.address}:${info.port}`,
        database: database.engine,
        react: reactBuild(),
      });
    },
  );
  // Slow clients must not hold sockets forever.
  const httpServer = server as unknown as import("node:http").Server;
  httpServer.requestTimeout = 30_000;
  httpServer.headersTimeout = 15_000;
  httpServer.keepAliveTimeout = 5_000;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`received ${signal}, shutting down`);
    const deadline = setTimeout(() => {
      logger.warn("shutdown deadline reached; exiting");
      process.exit(0);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    await new Promise<void>((resolve) => {
      httpServer.close(() => resolve());
      httpServer.closeIdleConnections();
    });
    try {
      // Profile views still waiting for their batch (at most a few milliseconds' worth) are stored first.
      await viewBuffer.flush();
      await stopBackupSocket?.();
      await jobRunner?.stop();
      stopNewsTimer();
      await stopPublicChanges();
      await suggestionIndex.stop();
      await searchIndex.stop();
      await database.close();
    } catch (error) {
      logger.error("closing the database failed", { error });
    }
    onClosed?.();
    logger.info("stopped cleanly");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return { app, server: httpServer, database };
}

async function startBackupSocketOrWarn(config: AppConfig, database: Database) {
  try {
    return await startBackupSocket({
      database,
      dataDir: config.dataDir,
      uploadsDir: path.join(path.resolve(config.dataDir), "uploads"),
    });
  } catch (error) {
    // E.g. a DATA_DIR path too long for a socket: the site serves; backups then need the server stopped.
    logger.warn("backup socket unavailable; `cli backup` needs the server stopped", { error });
    return null;
  }
}
