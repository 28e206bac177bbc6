/**
 * Applies the drizzle-kit migrations in server/db/migrations. Runs at every start (server and CLI); applied
 * migrations are recorded in drizzle.__drizzle_migrations, so a second run is a no-op.
 *
 * Where the migrations are found: the app always runs from the repository root (npm scripts set the cwd), so
 * `<cwd>/server/db/migrations` works from source (tsx, vitest) and from the Vite SSR bundle
 * (build/server/index.js) alike. BOOTH_MIGRATIONS_DIR overrides it (e.g. a container with another layout).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.server";

/** Arbitrary constant key shared by every Booth process migrating the same PostgreSQL database. */
export const MIGRATION_ADVISORY_LOCK_KEY = 7_240_316_001;

export function resolveMigrationsFolder(): string {
  const candidates = [
    process.env.BOOTH_MIGRATIONS_DIR,
    path.resolve(process.cwd(), "server/db/migrations"),
    // Running from source with another cwd: the folder sits beside this file.
    safeFileDir("./migrations"),
  ].filter((c): c is string => Boolean(c));
  for (const dir of candidates) {
    if (existsSync(path.join(dir, "meta", "_journal.json"))) return dir;
  }
  throw new Error(
    `Database migrations not found (looked in ${candidates.join(", ")}). Run Booth from the repository root or set BOOTH_MIGRATIONS_DIR.`,
  );
}

function safeFileDir(relative: string): string | undefined {
  try {
    return fileURLToPath(new URL(relative, import.meta.url));
  } catch {
    return undefined;
  }
}

export async function migrateDatabase(database: Database, options: { migrationsFolder?: string } = {}): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? resolveMigrationsFolder();
  if (database.engine === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  if (!database.pool) throw new Error("PostgreSQL database has no pool");
  // One dedicated connection holds the advisory lock for the whole run, so app processes starting together
  // migrate one after another; the later ones find nothing left to apply.
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_ADVISORY_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_ADVISORY_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
