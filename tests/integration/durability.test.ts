import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~server/db/client.server";
import { acquireDataDirLock } from "~server/db/data-dir-lock";
import { migrateDatabase } from "~server/db/migrate.server";
import { djRadioPlays } from "~server/db/schema";
import { spawnTsx } from "./helpers/spawn";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "booth-durability-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("PGlite durability", () => {
  it("keeps every acknowledged insert after the writer is killed with SIGKILL", async () => {
    const child = spawnTsx("tests/integration/fixtures/durability-writer.ts", [], { DATA_DIR: dataDir });
    const acked: string[] = [];
    let buffer = "";
    let stderr = "";
    child.stderr!.on("data", (d) => {
      stderr += d;
    });
    const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (d) => {
        buffer += d;
        const lines = buffer.split("\n");
        buffer = lines.pop()!;
        for (const line of lines) {
          if (line === "ready") setTimeout(resolve, 1500);
          else if (line.startsWith("ack ")) acked.push(line.slice(4));
        }
      });
      child.on("exit", (code) => reject(new Error(`writer exited early (${code}): ${stderr}`)));
    });
    child.kill("SIGKILL");
    await exited;
    expect(acked.length).toBeGreaterThan(10);

    // Reopen like a restarting server: the stale lock is taken over, PGlite recovers from the kill.
    const lock = acquireDataDirLock(dataDir, "test");
    const database = await openDatabase({ dataDir });
    try {
      await migrateDatabase(database);
      const found = new Set<string>();
      for (let i = 0; i < acked.length; i += 1000) {
        const rows = await database.db
          .select({ id: djRadioPlays.id })
          .from(djRadioPlays)
          .where(inArray(djRadioPlays.id, acked.slice(i, i + 1000)));
        for (const r of rows) found.add(r.id);
      }
      const missing = acked.filter((id) => !found.has(id));
      expect(missing, `${missing.length} of ${acked.length} acknowledged rows lost`).toEqual([]);
    } finally {
      await database.close();
      lock.release();
    }
  });
});
