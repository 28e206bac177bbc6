import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readExportFile, writeExportFile } from "~server/data-moves/export-file.server";
import { type Database, openDatabase } from "~server/db/client.server";
import { migrateDatabase } from "~server/db/migrate.server";
import {
  seedDj,
  seedEvent,
  seedFollow,
  seedNews,
  seedRadioTrack,
  seedUser,
  seedVenue,
} from "~server/db/seed/factories.server";
import { checksumSiteTables } from "~server/domain/data-moves/checksum-site-tables.server";
import { expectAppError } from "./helpers/expect-app-error";
import { createTestDatabase, testEngine } from "./helpers/test-database";

const work = mkdtempSync(path.join(tmpdir(), "booth-moves-"));
let source: Database;
const opened: Database[] = [];

async function fresh(): Promise<Database> {
  const database = await createTestDatabase();
  opened.push(database);
  return database;
}

/** A PGlite data directory of its own, migrated: the embedded side of a move whatever engine this leg runs on. */
async function freshPglite(name: string): Promise<Database> {
  const database = await openDatabase({ dataDir: path.join(work, name) });
  await migrateDatabase(database);
  opened.push(database);
  return database;
}

async function totalRows(database: Database): Promise<number> {
  return (await checksumSiteTables(database.db)).reduce((sum, t) => sum + t.rows, 0);
}

beforeAll(async () => {
  source = await fresh();
  const db = source.db;
  const fan = await seedUser(db, { name: "Zoë Ünicode ✨" });
  const dj = await seedDj(db, { bio: '<p>Line one\nline "two" — ünïcode</p>' });
  await seedFollow(db, fan.id, dj.id);
  const venue = await seedVenue(db);
  // Publishing an event writes its change log through a trigger: the copy must carry the log, not add to it.
  await seedEvent(db, { lineupDjs: [dj], venueId: venue.id });
  await seedNews(db);
  await seedRadioTrack(db, { artistSlug: dj.slug });
  await mkdir(path.join(work, "src-uploads", "djs", dj.id), { recursive: true });
  await writeFile(path.join(work, "src-uploads", "djs", dj.id, "1-640.webp"), Buffer.from([0, 1, 2, 255]));
}, 120_000);

afterAll(async () => {
  for (const database of opened) await database.close().catch(() => {});
  await rm(work, { recursive: true, force: true });
});

describe(`export and import (${testEngine()})`, () => {
  it("moves every row and upload to an empty database of the same engine, and back to the embedded one", async () => {
    const file = path.join(work, "site.booth.gz");
    const exported = await writeExportFile(source, file, path.join(work, "src-uploads"));
    expect(exported.files).toBe(1);
    const before = await checksumSiteTables(source.db);
    expect(exported.tables).toEqual(before);
    expect(before.find((t) => t.table === "event_changes")?.rows).toBeGreaterThan(0);

    const target = await fresh();
    const uploads = path.join(work, "target-uploads");
    const imported = await readExportFile(target, file, uploads);
    expect(imported.tables).toEqual(before);
    expect(await checksumSiteTables(target.db)).toEqual(before);
    const [djDir] = await readdir(path.join(uploads, "djs"));
    const copied = readFileSync(path.join(uploads, "djs", djDir, "1-640.webp"));
    expect([...copied]).toEqual([0, 1, 2, 255]);

    // Across engines: to PGlite and from there into another database of this leg's engine, nothing lost.
    const embedded = await freshPglite("embedded");
    await readExportFile(embedded, file, path.join(work, "embedded-uploads"));
    expect(await checksumSiteTables(embedded.db)).toEqual(before);
    const second = path.join(work, "second.booth.gz");
    await writeExportFile(embedded, second, path.join(work, "embedded-uploads"));
    const back = await fresh();
    await readExportFile(back, second, path.join(work, "back-uploads"));
    expect(await checksumSiteTables(back.db)).toEqual(before);
  }, 180_000);

  it("a cut-off or altered file is refused and the target keeps nothing of it", async () => {
    const file = path.join(work, "whole.booth.gz");
    await writeExportFile(source, file, path.join(work, "src-uploads"));
    const lines = gunzipSync(readFileSync(file)).toString("utf8").trimEnd().split("\n");

    const cut = path.join(work, "cut.booth.gz");
    writeFileSync(cut, gzipSync(`${lines.slice(0, -3).join("\n")}\n`));
    const target = await fresh();
    const uploads = path.join(work, "cut-uploads");
    await expectAppError(readExportFile(target, cut, uploads), "invalid_input", /ends early/);
    expect(await totalRows(target)).toBe(0);
    await expect(readFile(path.join(uploads, "djs"))).rejects.toThrow();

    // One character of one row changed: its table no longer matches its checksum.
    const rowIndex = lines.findIndex((line) => line.includes("Zoë Ünicode"));
    const altered = [...lines];
    altered[rowIndex] = altered[rowIndex].replace("Zoë", "Zoe");
    const bad = path.join(work, "altered.booth.gz");
    writeFileSync(bad, gzipSync(`${altered.join("\n")}\n`));
    await expectAppError(readExportFile(target, bad, uploads), "invalid_input", /does not match its checksum/);
    expect(await totalRows(target)).toBe(0);

    const notOurs = path.join(work, "other.gz");
    writeFileSync(notOurs, gzipSync('{"hello":"world"}\n'));
    await expectAppError(readExportFile(target, notOurs, uploads), "invalid_input", /not a Booth export/);
  }, 180_000);

  it("refuses a database that holds data unless told to replace it, then replaces all of it", async () => {
    const file = path.join(work, "replace.booth.gz");
    await writeExportFile(source, file, path.join(work, "src-uploads"));
    const target = await fresh();
    const stranger = await seedUser(target.db, { name: "Already Here" });
    await expectAppError(
      readExportFile(target, file, path.join(work, "replace-uploads")),
      "invalid_input",
      /already holds data/,
    );
    const still = await target.db.execute(sql`select count(*)::int as n from users where id = ${stranger.id}`);
    expect(Number((still as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(1);

    await readExportFile(target, file, path.join(work, "replace-uploads"), { replace: true });
    expect(await checksumSiteTables(target.db)).toEqual(await checksumSiteTables(source.db));
  }, 180_000);
});
