import { once } from "node:events";
import { chmodSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import path from "node:path";
import { createGzip } from "node:zlib";
import type { Database } from "~server/db/client.server";
import { exportSiteData } from "~server/domain/data-moves/export-site-data.server";
import { logger } from "~server/logger.server";

/** In DATA_DIR, beside the lock file: only who can read the data directory can ask (decision 036). */
export const BACKUP_SOCKET_NAME = "backup.sock";

export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), BACKUP_SOCKET_NAME);
}

/**
 * `cli backup` while the server runs on PGlite (decision 036). PGlite is one process's database (the data-directory
 * lock), so a backup must come from the server itself: it answers `GET /backup` on a Unix socket in DATA_DIR (mode
 * 0600, no TCP port, so no network path to it) with the same file `cli export` writes — one REPEATABLE READ
 * snapshot of every table, then the uploads — which `cli import` restores. While the snapshot is read, other
 * queries of this process wait for it (PGlite has one connection): a backup of a small site takes seconds.
 */
export async function startBackupSocket(options: {
  database: Database;
  dataDir: string;
  uploadsDir: string;
}): Promise<() => Promise<void>> {
  const file = backupSocketPath(options.dataDir);
  // A socket file left by a process that died: we hold the data-directory lock, so it is not another server's.
  rmSync(file, { force: true });
  let running = false;
  const server: Server = createServer((req, res) => {
    if (req.method !== "GET" || req.url !== "/backup") {
      res.writeHead(404).end();
      return;
    }
    if (running) {
      res.writeHead(409, { "Content-Type": "text/plain" }).end("A backup is already under way.\n");
      return;
    }
    running = true;
    const started = Date.now();
    res.writeHead(200, { "Content-Type": "application/gzip" });
    const gzip = createGzip({ level: 6 });
    gzip.pipe(res);
    const write = async (line: string) => {
      if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
    };
    exportSiteData(options.database, { write, uploadsDir: options.uploadsDir })
      .then((result) => {
        gzip.end();
        logger.info("backup sent", { tables: result.tables.length, files: result.files, ms: Date.now() - started });
      })
      .catch((error) => {
        // The file then lacks its closing line: `cli backup` (and `cli import`) refuse it.
        logger.error("backup failed", { error });
        gzip.destroy();
        res.destroy();
      })
      .finally(() => {
        running = false;
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => resolve());
  });
  chmodSync(file, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(file, { force: true });
  };
}

/** Asks the server holding `dataDir` for a backup; resolves with the response stream (gzip'd export lines). */
export function requestBackup(dataDir: string): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketPath(dataDir), path: "/backup", method: "GET" }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`the server refused the backup (HTTP ${res.statusCode})`));
        return;
      }
      resolve(res);
    });
    req.on("error", reject);
    req.end();
  });
}
