// `npm start`: validate configuration, take the data-directory lock, build only when the build is
// missing or stale, then serve — in one process, or (on PostgreSQL) in WEB_CONCURRENCY worker processes sharing
// one port through Node's cluster module (decision 036). Runs on the project's pinned Node (24), which strips
// TypeScript types natively, so the config, lock and worker-count modules are shared with the server as plain .ts.
import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfig } from "../server/config.server.ts";
import { acquireDataDirLock } from "../server/db/data-dir-lock.ts";
import { logger } from "../server/logger.server.ts";
import { planWorkers } from "../server/web-concurrency.ts";
import { buildDir, ensureBuild, root } from "./build-if-stale.mjs";
import { runWorkers } from "./workers.mjs";

process.chdir(root);
// React picks its development or production bundle from process.env.NODE_ENV when the server build first
// imports it (below): unless told otherwise, `npm start` is production. The development bundle renders about
// twice as slowly.
process.env.NODE_ENV ||= "production";

function fail(message) {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error.message);
}
logger.setLevel(config.logLevel);

async function serve(options) {
  const { start } = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
  await start({ config, clientDir: path.join(buildDir, "client"), ...options });
}

if (cluster.isWorker) {
  // A worker of the primary below: the primary holds the lock and has built; the first worker migrates and seeds
  // before the others start.
  try {
    await serve({ seedDemo: process.env.BOOTH_WORKER_SEEDS === "1" });
  } catch (error) {
    fail(`Booth worker could not start: ${error?.stack ?? error}`);
  }
} else {
  // The support pages and footer links open WhatsApp chats with this number: a real site must not send its
  // visitors to the demo number (README, configuration).
  if (!process.env.WHATSAPP_NUMBER) {
    logger.warn(
      `WHATSAPP_NUMBER is not set: the support pages and footer links use the demo number +${config.whatsappNumber}. Set your own before opening the site to the public.`,
    );
  }
  let lock;
  try {
    lock = acquireDataDirLock(config.dataDir, "server");
  } catch (error) {
    fail(error.message);
  }

  try {
    ensureBuild();
  } catch (error) {
    lock.release();
    fail(error.message);
  }

  const plan = planWorkers({
    engine: config.databaseUrl ? "postgres" : "pglite",
    requested: config.webConcurrency,
    cores: os.availableParallelism(),
    freeBytes: os.freemem(),
  });
  if (plan.workers > 1) {
    logger.info(`starting ${plan.workers} worker processes`, { reason: plan.reason });
    runWorkers({ workers: plan.workers, onExit: () => lock.release() });
  } else {
    logger.info("serving from this process", { reason: plan.reason });
    try {
      await serve({ onClosed: () => lock.release() });
    } catch (error) {
      lock.release();
      fail(`Booth could not start: ${error?.stack ?? error}`);
    }
  }
}
