import type { Db } from "~server/db/client.server";
import { listSiteTables } from "./list-site-tables.server";
import { streamTableRows, type TableSummary, useCanonicalSession } from "./site-export-format.server";

/** Row count and SHA-256 of every table, computed exactly as an export computes them (to prove a move lost nothing). */
export async function checksumSiteTables(db: Db): Promise<TableSummary[]> {
  const tables = await listSiteTables(db);
  return db.transaction(
    async (tx) => {
      await useCanonicalSession(tx);
      const summaries: TableSummary[] = [];
      for (const table of tables) summaries.push(await streamTableRows(tx, table, () => {}));
      return summaries;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
