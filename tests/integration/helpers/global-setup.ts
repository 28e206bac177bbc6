/**
 * Migrates one template database per run, so each test file gets a fresh, migrated database quickly:
 * - PGlite: migrate in memory, dumpDataDir() to a temp file; test files load it with loadDataDir.
 * - PostgreSQL (TEST_DATABASE_URL): CREATE DATABASE booth_tpl_<pid>, migrate it, close every connection;
 *   test files CREATE DATABASE … TEMPLATE it and drop their copy afterwards.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, openInMemoryDatabase } from "~server/db/client.server";
import { migrateDatabase } from "~server/db/migrate.server";
import { quoteIdent, withDatabaseName } from "./template";

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const started = Date.now();
    const database = await openInMemoryDatabase();
    await migrateDatabase(database);
    const blob = await database.pglite!.dumpDataDir("none");
    await database.close();
    const dir = mkdtempSync(path.join(os.tmpdir(), "booth-pglite-template-"));
    const file = path.join(dir, "template.tar");
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    console.log(`[integration] PGlite template migrated and dumped in ${Date.now() - started} ms`);
    project.provide("pgliteTemplatePath", file);
    project.provide("pgTemplateDatabase", null);
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const templateName = `booth_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${quoteIdent(templateName)}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: withDatabaseName(url, templateName), dataDir: "", poolMax: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  project.provide("pgliteTemplatePath", null);
  project.provide("pgTemplateDatabase", templateName);
  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(`drop database if exists ${quoteIdent(templateName)} with (force)`);
    } finally {
      await c.end();
    }
  };
}
