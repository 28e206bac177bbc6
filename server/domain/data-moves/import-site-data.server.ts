import { createHash } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";
import { AppError } from "~server/domain/app-error.server";
import { assertSafeKey } from "~server/storage/file-storage.server";
import { listSiteTables } from "./list-site-tables.server";
import {
  countMigrations,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type Executor,
  type ExportHeader,
  quoteIdent,
  type TableSummary,
  useCanonicalSession,
} from "./site-export-format.server";

const BATCH = 500;

export interface ImportResult {
  header: ExportHeader;
  /** What the file said each table held (checked line by line while reading). */
  tables: TableSummary[];
  files: number;
  /** Where the uploads that were replaced now are (null when there were none). */
  previousUploads: string | null;
}

function refuse(message: string): never {
  throw new AppError("invalid_input", message);
}

function parseLine(line: string, lineNo: number): Record<string, unknown> {
  try {
    const value = JSON.parse(line);
    if (value && typeof value === "object" && !Array.isArray(value)) return value;
  } catch {
    // reported below
  }
  return refuse(`The export file is damaged at line ${lineNo}: not a JSON object.`);
}

async function totalRows(tx: Executor, tables: string[]): Promise<number> {
  if (tables.length === 0) return 0;
  const union = tables.map((t) => `select count(*)::int as n from ${quoteIdent(t)}`).join(" union all ");
  const result = await tx.execute(sql.raw(`select coalesce(sum(n), 0)::int as n from (${union}) counts`));
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

/**
 * Loads an export into this database in ONE transaction: all of it or, on any damage or mismatch, nothing. The
 * target must be empty (a freshly migrated database) unless `replace` is set, which empties it first. Triggers are
 * held off while rows go in (an event's change log is data being copied, not news to announce again), and the upload
 * files are staged beside DATA_DIR/uploads and swapped in only after the commit.
 */
export async function importSiteData(
  database: Database,
  lines: AsyncIterable<string>,
  options: { uploadsDir: string; replace?: boolean },
): Promise<ImportResult> {
  const tables = await listSiteTables(database.db);
  const known = new Map(tables.map((t) => [t.name, t]));
  const staging = `${options.uploadsDir}.importing-${process.pid}`;
  await rm(staging, { recursive: true, force: true });

  let header: ExportHeader | undefined;
  const summaries: TableSummary[] = [];
  let files = 0;
  let finished = false;

  try {
    await database.db.transaction(async (tx) => {
      await useCanonicalSession(tx);
      const names = tables.map((t) => t.name);
      if ((await totalRows(tx, names)) > 0) {
        if (!options.replace) {
          refuse(
            "This database already holds data. Import into a new, empty database, or pass --replace yes to overwrite it.",
          );
        }
        await tx.execute(sql.raw(`truncate ${names.map(quoteIdent).join(", ")} cascade`));
      }
      for (const name of names) await tx.execute(sql.raw(`alter table ${quoteIdent(name)} disable trigger user`));

      let lineNo = 0;
      let current: { name: string; columns: string[]; hash: ReturnType<typeof createHash>; rows: number } | null = null;
      let batch: string[] = [];
      const filesHash = createHash("sha256");
      const flush = async () => {
        if (!current || batch.length === 0) return;
        const cols = current.columns.map(quoteIdent).join(", ");
        const table = quoteIdent(current.name);
        await tx.execute(
          sql`${sql.raw(`insert into ${table} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${table}, `)}${`[${batch.join(",")}]`}${sql.raw("::json)")}`,
        );
        batch = [];
      };

      for await (const raw of lines) {
        lineNo++;
        if (raw === "") continue;
        if (finished) refuse(`The export file has data after its end (line ${lineNo}).`);
        if (!header) {
          const h = parseLine(raw, lineNo);
          if (h.format !== EXPORT_FORMAT) refuse("This is not a Booth export file.");
          if (h.version !== EXPORT_VERSION) {
            refuse(`This export has format version ${String(h.version)}; this Booth reads version ${EXPORT_VERSION}.`);
          }
          const here = await countMigrations(tx);
          if (h.migrations !== here) {
            refuse(
              `The export comes from a Booth with ${String(h.migrations)} schema migrations; this database has ${here}. Use the same Booth version on both sides.`,
            );
          }
          header = h as unknown as ExportHeader;
          continue;
        }
        if (current) {
          if (!raw.startsWith('{"$end":')) {
            current.hash.update(raw);
            current.hash.update("\n");
            current.rows++;
            batch.push(raw);
            if (batch.length >= BATCH) await flush();
            continue;
          }
          await flush();
          const end = parseLine(raw, lineNo);
          const sha256 = current.hash.digest("hex");
          if (end.$end !== current.name || end.rows !== current.rows || end.sha256 !== sha256) {
            refuse(`The export file is damaged: table ${current.name} does not match its checksum.`);
          }
          summaries.push({ table: current.name, rows: current.rows, sha256 });
          current = null;
          continue;
        }
        const entry = parseLine(raw, lineNo);
        if (typeof entry.table === "string") {
          const table = known.get(entry.table);
          if (!table) refuse(`The export has a table this Booth does not know: ${entry.table}.`);
          const columns = entry.columns as unknown;
          if (!Array.isArray(columns) || columns.join(",") !== table.columns.join(",")) {
            refuse(`The columns of table ${entry.table} differ from this Booth's.`);
          }
          current = { name: table.name, columns: table.columns, hash: createHash("sha256"), rows: 0 };
        } else if (typeof entry.file === "string" && typeof entry.data === "string") {
          try {
            assertSafeKey(entry.file);
          } catch {
            refuse(`The export names an upload outside the uploads folder: ${entry.file}.`);
          }
          const data = Buffer.from(entry.data, "base64");
          filesHash.update(entry.file).update(data);
          const file = path.join(staging, ...entry.file.split("/"));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, data);
          files++;
        } else if (entry.done === true) {
          if (
            entry.tables !== summaries.length ||
            entry.files !== files ||
            entry.filesSha256 !== filesHash.digest("hex")
          ) {
            refuse("The export file is damaged: its closing line does not match what was read.");
          }
          finished = true;
        } else {
          refuse(`The export file is damaged at line ${lineNo}.`);
        }
      }
      if (!header) refuse("The export file is empty.");
      if (!finished) refuse("The export file ends early: it was cut off while being written or copied.");
      for (const name of names) await tx.execute(sql.raw(`alter table ${quoteIdent(name)} enable trigger user`));
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }

  let previousUploads: string | null = null;
  await mkdir(staging, { recursive: true });
  try {
    previousUploads = `${options.uploadsDir}.before-import-${Date.now()}`;
    await rename(options.uploadsDir, previousUploads);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    previousUploads = null;
  }
  await rename(staging, options.uploadsDir);
  return { header: header as ExportHeader, tables: summaries, files, previousUploads };
}
