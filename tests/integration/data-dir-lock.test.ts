import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from "~server/db/data-dir-lock";
import { runTsx, spawnTsx } from "./helpers/spawn";

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), "booth-lock-"));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    child.on("error", reject);
    child.on("exit", () => resolve(child.pid!));
  });
}

describe("data-dir lock", () => {
  it("creates the data dir and a lock file with pid, purpose and start time, removed on release", () => {
    const dir = path.join(tempDir(), "nested", "data");
    const lock = acquireDataDirLock(dir, "server");
    expect(lock.path).toBe(path.join(dir, LOCK_FILE_NAME));
    const info = JSON.parse(readFileSync(lock.path, "utf8"));
    expect(info).toMatchObject({ pid: process.pid, purpose: "server" });
    expect(Number.isNaN(Date.parse(info.startedAt))).toBe(false);
    expect(() => acquireDataDirLock(dir, "cli")).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    acquireDataDirLock(dir, "again").release();
  });

  it("a second process on the same DATA_DIR fails at once with a clear message", async () => {
    const dir = tempDir();
    const holder = spawnTsx("tests/integration/fixtures/hold-lock.ts", [dir]);
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout!.on("data", (d) => String(d).includes("locked") && resolve());
        holder.on("exit", (code) => reject(new Error(`holder exited early (${code})`)));
      });
      const second = await runTsx("tests/integration/fixtures/hold-lock.ts", [dir, "0"]);
      expect(second.code).not.toBe(0);
      expect(second.stderr).toContain(
        `Data directory ${dir} is in use by another Booth process (pid ${holder.pid}, server, since`,
      );
      expect(second.stderr).toContain("Stop it first, or point DATA_DIR elsewhere.");

      // The operator CLI refuses too, without touching the database.
      const cli = await runTsx("cli/main.ts", ["flags:list"], { DATA_DIR: dir, DATABASE_URL: "" });
      expect(cli.code).toBe(1);
      expect(cli.stderr).toContain("is in use by another Booth process");
      expect(existsSync(path.join(dir, "pglite"))).toBe(false);
    } finally {
      holder.kill("SIGKILL");
    }
  });

  it("takes over a stale lock left by a process that no longer exists", async () => {
    const dir = tempDir();
    const pid = await deadPid();
    const file = path.join(dir, LOCK_FILE_NAME);
    writeFileSync(file, JSON.stringify({ pid, purpose: "server", startedAt: new Date(0).toISOString() }));
    const lock = acquireDataDirLock(dir, "test");
    expect(JSON.parse(readFileSync(file, "utf8")).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it("takes over the lock of a SIGKILLed holder", async () => {
    const dir = tempDir();
    const holder = spawnTsx("tests/integration/fixtures/hold-lock.ts", [dir]);
    await new Promise<void>((resolve) => holder.stdout!.on("data", (d) => String(d).includes("locked") && resolve()));
    const exited = new Promise((r) => holder.on("exit", r));
    holder.kill("SIGKILL");
    await exited;
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
    const lock = acquireDataDirLock(dir, "test");
    lock.release();
  });

  it.skipIf(process.platform !== "linux")(
    "takes over the lock of a holder that is a zombie (killed, not yet reaped by its parent)",
    async () => {
      const dir = tempDir();
      // The shell starts a child that exits at once, prints its pid, then becomes `sleep`, which never reaps it.
      const parent = spawn("sh", ["-c", "sleep 0 & echo $!; exec sleep 30"], { stdio: ["ignore", "pipe", "ignore"] });
      try {
        const pid = await new Promise<number>((resolve, reject) => {
          parent.stdout!.once("data", (d) => resolve(Number(String(d).trim())));
          parent.on("error", reject);
        });
        const state = () => {
          const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
          return stat
            .slice(stat.lastIndexOf(")") + 1)
            .trim()
            .charAt(0);
        };
        for (let i = 0; i < 100 && state() !== "Z"; i++) await new Promise((r) => setTimeout(r, 20));
        expect(state()).toBe("Z");
        // kill(pid, 0) still succeeds on a zombie: that alone would call it alive.
        expect(() => process.kill(pid, 0)).not.toThrow();
        const file = path.join(dir, LOCK_FILE_NAME);
        writeFileSync(file, JSON.stringify({ pid, purpose: "server", startedAt: new Date(0).toISOString() }));
        const lock = acquireDataDirLock(dir, "test");
        expect(JSON.parse(readFileSync(file, "utf8")).pid).toBe(process.pid);
        lock.release();
      } finally {
        parent.kill("SIGKILL");
      }
    },
  );

  it("still refuses a holder that is alive and sleeping", async () => {
    const dir = tempDir();
    const sleeper = spawn("sleep", ["30"], { stdio: "ignore" });
    try {
      const file = path.join(dir, LOCK_FILE_NAME);
      writeFileSync(
        file,
        JSON.stringify({ pid: sleeper.pid, purpose: "server", startedAt: new Date(0).toISOString() }),
      );
      expect(() => acquireDataDirLock(dir, "test")).toThrow(DataDirLockedError);
    } finally {
      sleeper.kill("SIGKILL");
    }
  });

  it("release() leaves a lock that is no longer ours alone", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, "test");
    writeFileSync(lock.path, JSON.stringify({ pid: 999999, purpose: "other", startedAt: "x" }));
    lock.release();
    expect(existsSync(lock.path)).toBe(true);
  });
});
