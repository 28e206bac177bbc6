import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { rowsOf } from "~server/db/rows-of.server";

export interface SiteTable {
  name: string;
  /** Stored columns in table order (generated columns are left out: the target computes them). */
  columns: string[];
  /** Primary-key columns, the order rows are written in (so two dumps of the same data are byte-identical). */
  primaryKey: string[];
}

interface CatalogRow {
  name: string;
  columns: string[];
  primary_key: string[] | null;
  depends_on: string[] | null;
}

/**
 * Every table of the site's schema (partitions are read through their parent), in an order where each table comes
 * after the tables its foreign keys point to — the order an import inserts in. Drizzle's own migration ledger lives
 * in another schema and is not part of the site's data.
 */
export async function listSiteTables(db: Db): Promise<SiteTable[]> {
  const result = await db.execute(sql`
    select c.relname as name,
      (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum)) from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = c.oid and i.indisprimary) as primary_key,
      (select array_agg(distinct r.relname::text) from pg_constraint f
        join pg_class r on r.oid = f.confrelid
        where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as depends_on
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  const rows = rowsOf<CatalogRow>(result);
  return orderByDependencies(rows);
}

function orderByDependencies(rows: CatalogRow[]): SiteTable[] {
  const byName = new Map(rows.map((row) => [row.name, row]));
  const ordered: SiteTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (placed.has(name)) return;
    if (visiting.has(name)) throw new Error(`foreign keys form a cycle through table ${name}`);
    visiting.add(name);
    const row = byName.get(name);
    if (!row) return;
    for (const parent of row.depends_on ?? []) if (byName.has(parent)) visit(parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push({ name, columns: row.columns, primaryKey: row.primary_key ?? [] });
  };
  for (const row of rows) visit(row.name);
  return ordered;
}
