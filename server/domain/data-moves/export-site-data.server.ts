import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "~server/db/client.server";
import { listSiteTables } from "./list-site-tables.server";
import {
  countMigrations,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportHeader,
  streamTableRows,
  type TableSummary,
  useCanonicalSession,
} from "./site-export-format.server";

export interface ExportResult {
  tables: TableSummary[];
  files: number;
}

async function* uploadFiles(root: string, prefix = ""): AsyncGenerator<string> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(path.join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* uploadFiles(root, key);
    else if (entry.isFile() && !entry.name.endsWith(".tmp")) yield key;
  }
}

/**
 * Writes the whole site — every table in one consistent snapshot (REPEATABLE READ), then the uploads — as lines
 * through `write` (which should wait for the stream to drain, so memory stays flat).
 */
export async function exportSiteData(
  database: Database,
  options: { write: (line: string) => Promise<void>; uploadsDir: string; now?: Date },
): Promise<ExportResult> {
  const { write } = options;
  const tables = await listSiteTables(database.db);
  const summaries = await database.db.transaction(
    async (tx) => {
      await useCanonicalSession(tx);
      const header: ExportHeader = {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        createdAt: (options.now ?? new Date()).toISOString(),
        migrations: await countMigrations(tx),
        engine: database.engine,
      };
      await write(JSON.stringify(header));
      const done: TableSummary[] = [];
      for (const table of tables) {
        await write(JSON.stringify({ table: table.name, columns: table.columns }));
        const summary = await streamTableRows(tx, table, write);
        await write(JSON.stringify({ $end: table.name, rows: summary.rows, sha256: summary.sha256 }));
        done.push(summary);
      }
      return done;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );

  const filesHash = createHash("sha256");
  let files = 0;
  for await (const key of uploadFiles(options.uploadsDir)) {
    const data = await readFile(path.join(options.uploadsDir, ...key.split("/")));
    filesHash.update(key).update(data);
    files++;
    await write(JSON.stringify({ file: key, data: data.toString("base64") }));
  }
  await write(JSON.stringify({ done: true, tables: summaries.length, files, filesSha256: filesHash.digest("hex") }));
  return { tables: summaries, files };
}
