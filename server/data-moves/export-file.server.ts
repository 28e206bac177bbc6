import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";
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

/** Writes a backup streamed by the server (gzip'd export lines) to `file`, via `<file>.partial` like an export. */
export async function receiveBackup(stream: NodeJS.ReadableStream, file: string): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await pipeline(stream, createWriteStream(partial));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Each table's row count as the file states it, and its upload count, reading every line once (constant memory);
 * throws when the file lacks its closing line (cut off: the server failed mid-way).
 */
export async function summariseExportFile(
  file: string,
): Promise<{ tables: { table: string; rows: number }[]; files: number }> {
  const tables: { table: string; rows: number }[] = [];
  let files = 0;
  let closed = false;
  for await (const line of linesOf(file)) {
    if (line.startsWith('{"$end"')) {
      const end = JSON.parse(line) as { $end: string; rows: number };
      tables.push({ table: end.$end, rows: end.rows });
    } else if (line.startsWith('{"file"')) files++;
    else if (line.startsWith('{"done"')) closed = true;
  }
  if (!closed) throw new Error(`${file} is cut off (no closing line): the backup failed`);
  return { tables, files };
}

/**
 * The file's lines, read only as fast as the import asks for them: a stream's async iterator pulls, so a large file
 * takes constant memory, and no line can be emitted before the import is ready for it (readline's events can: lines
 * that arrive while the import is still opening its transaction would be lost).
 */
async function* linesOf(file: string): AsyncGenerator<string> {
  const input = createReadStream(file).pipe(createGunzip());
  const decoder = new StringDecoder("utf8");
  let rest = "";
  try {
    for await (const chunk of input) {
      const parts = (rest + decoder.write(chunk as Buffer)).split("\n");
      rest = parts.pop() ?? "";
      yield* parts;
    }
    rest += decoder.end();
    if (rest) yield rest;
  } finally {
    input.destroy();
  }
}

export async function readExportFile(
  database: Database,
  file: string,
  uploadsDir: string,
  options: { replace?: boolean } = {},
): Promise<ImportResult> {
  return importSiteData(database, linesOf(file), { uploadsDir, replace: options.replace });
}
