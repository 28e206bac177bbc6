import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { createInterface } from "node:readline";
import { createGunzip, createGzip } from "node:zlib";
import type { Database } from "~server/db/client.server";
import { type ExportResult, exportSiteData } from "~server/domain/data-moves/export-site-data.server";
import { type ImportResult, importSiteData } from "~server/domain/data-moves/import-site-data.server";

/**
 * `cli export` / `cli import`: the site as one gzip'd file (see site-export-format). Written to `<file>.partial` and
 * renamed when complete, so a file with the final name is never half-written.
 */
export async function writeExportFile(database: Database, file: string, uploadsDir: string): Promise<ExportResult> {
  const partial = `${file}.partial`;
  const gzip = createGzip({ level: 6 });
  const out = createWriteStream(partial);
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
  };
  try {
    const result = await exportSiteData(database, { write, uploadsDir });
    gzip.end();
    await once(out, "close");
    await rename(partial, file);
    return result;
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

export async function readExportFile(
  database: Database,
  file: string,
  uploadsDir: string,
  options: { replace?: boolean } = {},
): Promise<ImportResult> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    return await importSiteData(database, lines, { uploadsDir, replace: options.replace });
  } finally {
    lines.close();
    input.destroy();
  }
}
