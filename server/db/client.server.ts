/**
 * Opens Booth's database: embedded PGlite in DATA_DIR by default, or PostgreSQL when DATABASE_URL is set.
 * Both engines get the same Drizzle schema and migrations (see migrate.server.ts).
 *
 * PGlite is single-process: whoever opens a data dir must hold the data-dir lock first
 * (server/db/data-dir-lock.ts); this module does not take it, so tests can open in-memory copies freely.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

// biome-ignore lint/suspicious/noExplicitAny: the query-result HKT differs per driver; callers only use the query builder.
export type Db = PgDatabase<any, typeof schema>;

export type DatabaseEngine = "pglite" | "postgres";

export interface Database {
  db: Db;
  engine: DatabaseEngine;
  /** Round-trips `select 1`; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded instance, when engine is "pglite" (for dumps and raw access in tests/tools). */
  pglite?: PGlite;
  /** The pool, when engine is "postgres". */
  pool?: pg.Pool;
}

export interface OpenDatabaseOptions {
  /** postgres://… — when set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string;
  /** Booth's data directory; PGlite lives in `<dataDir>/pglite`. */
  dataDir: string;
  /** Pool size for PostgreSQL (default 10). */
  poolMax?: number;
  /**
   * PostgreSQL: a statement running longer than this is cancelled by the server (default 20 s, above the spec's
   * 12 s loader notice), so a stuck query or a held lock answers 503 instead of holding the request forever.
   */
  statementTimeoutMs?: number;
}

/** Waiting for a PostgreSQL connection (server stopped, pool exhausted) gives up after this. */
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 20_000;

export function pgliteDirFor(dataDir: string): string {
  return path.join(path.resolve(dataDir), "pglite");
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax, options.statementTimeoutMs);
  const dir = pgliteDirFor(options.dataDir);
  // PGlite creates its own directory but not missing parents.
  mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  return wrapPglite(client);
}

/** Opens an in-memory PGlite from a `dumpDataDir()` tarball (fast per-test databases). */
export async function openDatabaseFromDataDirBlob(blob: Blob | File): Promise<Database> {
  const client = await PGlite.create({ loadDataDir: blob, extensions: { pg_trgm } });
  return wrapPglite(client);
}

/** Opens an empty in-memory PGlite (nothing on disk). */
export async function openInMemoryDatabase(): Promise<Database> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  return wrapPglite(client);
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    engine: "pglite",
    pglite: client,
    async ping() {
      await client.query("select 1");
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        // Flush everything to the data files so the next start does not need WAL replay.
        await client.exec("CHECKPOINT");
      } finally {
        await client.close();
      }
    },
  };
}

async function openPostgres(
  databaseUrl: string,
  poolMax = 10,
  statementTimeoutMs = STATEMENT_TIMEOUT_MS,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Sent at connect: every session of the pool (the LISTEN one waits for notices, not statements).
    statement_timeout: statementTimeoutMs,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", (err) => console.error("[db] idle PostgreSQL client error:", err.message));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    engine: "postgres",
    pool,
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
