/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the run's template tarball,
 * or (TEST_DATABASE_URL) a PostgreSQL database copied from the run's template and dropped on close().
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase, openDatabaseFromDataDirBlob } from "~server/db/client.server";
import { quoteIdent, withDatabaseName } from "./template";

let templateBlob: Blob | undefined;

export function testEngine(): "pglite" | "postgres" {
  return process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
}

export async function createTestDatabase(): Promise<Database> {
  return (await createTestDatabaseWithUrl()).database;
}

/**
 * As createTestDatabase, with the connection URL of the new database on PostgreSQL (null on PGlite), for tests
 * that start app processes of their own on it.
 */
export async function createTestDatabaseWithUrl(): Promise<{ database: Database; url: string | null }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const file = inject("pgliteTemplatePath");
    if (!file) throw new Error("PGlite template missing: run integration tests through the vitest integration project");
    templateBlob ??= new Blob([readFileSync(file)]);
    return { database: await openDatabaseFromDataDirBlob(templateBlob), url: null };
  }

  const template = inject("pgTemplateDatabase");
  if (!template)
    throw new Error("PostgreSQL template missing: run integration tests through the vitest integration project");
  const name = `booth_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, async (c) => {
    // Copies from one template may collide for a moment ("source database is being accessed"); retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== "55006" || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + attempt * 50));
      }
    }
  });
  const databaseUrl = withDatabaseName(url, name);
  const database = await openDatabase({ databaseUrl, dataDir: "", poolMax: 4 });
  const close = database.close.bind(database);
  return {
    database: {
      ...database,
      async close() {
        await close();
        await adminQuery(url, (c) => c.query(`drop database if exists ${quoteIdent(name)} with (force)`));
      },
    },
    url: databaseUrl,
  };
}

async function adminQuery<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
