// The cluster primary of `npm start` on PostgreSQL (decision 036): N workers share one port (the primary accepts
// and hands connections round-robin). The first worker migrates and seeds alone; the others start once it
// listens. A worker that dies is replaced; SIGTERM/SIGINT stop every worker gracefully within 10 s.
import cluster from "node:cluster";
import { logger } from "../server/logger.server.ts";

/** Workers get 9 s to finish their requests (server/main.ts); the primary gives up on them at 10 s. */
const SHUTDOWN_DEADLINE_MS = 9_500;
/** More replacements than this within a minute means a worker cannot start: stop instead of looping. */
const MAX_RESTARTS_PER_MINUTE = 10;

export function runWorkers({ workers, onExit }) {
  let stopping = false;
  const restarts = [];

  const fork = (seeds) => {
    const worker = cluster.fork({ BOOTH_WORKER_SEEDS: seeds ? "1" : "0" });
    logger.info("worker started", { worker: worker.id, pid: worker.process.pid });
    return worker;
  };

  // Until one worker has listened, the next to start is the one that migrates and seeds; then the rest follow.
  let firstListening = false;
  const startFirst = () => {
    fork(true).once("listening", () => {
      firstListening = true;
      for (let i = 1; i < workers; i++) fork(false);
    });
  };
  startFirst();

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    logger.warn("worker exited; starting another", { worker: worker.id, pid: worker.process.pid, code, signal });
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      logger.error("workers keep exiting; stopping", { restartsInLastMinute: restarts.length });
      void shutdown("restart loop", 1);
      return;
    }
    if (firstListening) fork(false);
    else startFirst();
  });

  const shutdown = async (reason, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info(`received ${reason}, stopping workers`);
    const alive = Object.values(cluster.workers ?? {}).filter(Boolean);
    const exited = alive.map((w) => new Promise((resolve) => (w.isDead() ? resolve() : w.once("exit", resolve))));
    for (const w of alive) w.process.kill("SIGTERM");
    const deadline = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DEADLINE_MS).unref());
    await Promise.race([Promise.all(exited), deadline]);
    for (const w of alive) {
      if (!w.isDead()) {
        logger.warn("worker did not stop in time; killing it", { worker: w.id, pid: w.process.pid });
        w.process.kill("SIGKILL");
      }
    }
    onExit?.();
    logger.info("stopped cleanly");
    process.exit(exitCode);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
