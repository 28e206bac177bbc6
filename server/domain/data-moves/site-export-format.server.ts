import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";
import type { SiteTable } from "./list-site-tables.server";

/**
 * The export file (decision 031): gzip'd lines of JSON. A header, then per table a start line, one line per row
 * (the row as PostgreSQL's row_to_json writes it, so nothing is re-encoded on the way out or in), and an end line
 * with the row count and a SHA-256 of the row lines; then the upload files; then a closing line. Both engines write
 * the same text for the same data, so a checksum taken on one engine can be checked on the other.
 */
export const EXPORT_FORMAT = "booth-export";
export const EXPORT_VERSION = 1;

export interface ExportHeader {
  format: typeof EXPORT_FORMAT;
  version: number;
  createdAt: string;
  /** How many schema migrations the source had applied: an import needs the same. */
  migrations: number;
  engine: string;
}

export interface TableSummary {
  table: string;
  rows: number;
  sha256: string;
}

// biome-ignore lint/suspicious/noExplicitAny: drizzle's transaction type differs per driver; only execute() is used.
export type Executor = Pick<Db, "execute"> | { execute: (query: any) => Promise<unknown> };

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Rows and timestamps read the same on both engines and any server time zone. */
export async function useCanonicalSession(tx: Executor): Promise<void> {
  await tx.execute(sql.raw("set local timezone = 'UTC'"));
  await tx.execute(sql.raw("set local extra_float_digits = 1"));
}

export async function countMigrations(tx: Executor): Promise<number> {
  const rows = rowsOf<{ n: number | string }>(
    await tx.execute(sql.raw("select count(*)::int as n from drizzle.__drizzle_migrations")),
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Streams one table's rows (as row_to_json text, in primary-key order) through a cursor, a thousand at a time, so a
 * table of millions of rows takes constant memory. Must run inside a transaction.
 */
export async function streamTableRows(
  tx: Executor,
  table: SiteTable,
  onRow: (json: string) => Promise<void> | void,
): Promise<TableSummary> {
  const columns = table.columns.map(quoteIdent).join(", ");
  const order = table.primaryKey.length ? table.primaryKey.map(quoteIdent).join(", ") : "1";
  const hash = createHash("sha256");
  let rows = 0;
  await tx.execute(
    sql.raw(
      `declare booth_rows no scroll cursor for select row_to_json(r)::text as j from (select ${columns} from ${quoteIdent(table.name)} order by ${order}) r`,
    ),
  );
  for (;;) {
    const batch = rowsOf<{ j: string }>(await tx.execute(sql.raw("fetch 1000 from booth_rows")));
    if (batch.length === 0) break;
    for (const { j } of batch) {
      hash.update(j);
      hash.update("\n");
      rows++;
      await onRow(j);
    }
  }
  await tx.execute(sql.raw("close booth_rows"));
  return { table: table.name, rows, sha256: hash.digest("hex") };
}
