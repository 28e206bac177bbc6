/**
 * A lock file on DATA_DIR so that only one Booth process opens the embedded PGlite database at a time
 * (PGlite has no cross-process locking; two writers would corrupt it).
 *
 * Self-contained on purpose: only `node:` imports and erasable TypeScript, because scripts/start.mjs imports
 * it with Node's native type stripping before anything else is loaded.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE_NAME = "booth.lock";

export interface LockInfo {
  pid: number;
  purpose: string;
  startedAt: string;
}

export interface DataDirLock {
  path: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  readonly holder: LockInfo;
  readonly dataDir: string;
  constructor(dataDir: string, holder: LockInfo) {
    super(
      `Data directory ${dataDir} is in use by another Booth process (pid ${holder.pid}, ${holder.purpose}, since ${holder.startedAt}). Stop it first, or point DATA_DIR elsewhere.`,
    );
    this.name = "DataDirLockedError";
    this.holder = holder;
    this.dataDir = dataDir;
  }
}

/** Lock files held by this process (a same-pid lock file not in here is a leftover, e.g. pid 1 in a container). */
const heldByThisProcess = new Set<string>();

/**
 * Linux: the state letter of /proc/<pid>/stat ("pid (comm) S ..."; comm may hold spaces and parentheses, so
 * read after the last ")"). undefined where it cannot be read (no /proc on macOS or Windows, a hidden or
 * vanished pid): kill(pid, 0) decides then.
 */
function procState(pid: number): string | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  const close = stat.lastIndexOf(")");
  if (close < 0) return undefined;
  return (
    stat
      .slice(close + 1)
      .trim()
      .charAt(0) || undefined
  );
}

/**
 * Whether a lock holder still runs. A zombie (state Z: killed with -9, not yet reaped by its parent, e.g. a
 * shell or npm that is itself still exiting) answers kill(pid, 0) like a live process, but it can no longer
 * touch the database, so it counts as gone; so does state X (dead).
 */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  const state = procState(pid);
  if (state === "Z" || state === "X" || state === "x") return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<LockInfo>;
    if (typeof parsed.pid !== "number") return undefined;
    return {
      pid: parsed.pid,
      purpose: String(parsed.purpose ?? "unknown"),
      startedAt: String(parsed.startedAt ?? "?"),
    };
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(dataDir: string, purpose: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const info: LockInfo = { pid: process.pid, purpose, startedAt: new Date().toISOString() };
  const content = `${JSON.stringify(info)}\n`;

  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, "wx");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = readLock(file);
      const ours = heldByThisProcess.has(path.resolve(file));
      if (holder && (ours || (holder.pid !== process.pid && isProcessAlive(holder.pid)))) {
        throw new DataDirLockedError(dataDir, holder);
      }
      if (!holder) {
        // Unreadable: maybe another process is between create and write. Give it a moment once.
        if (attempt === 0) {
          sleepSync(50);
          continue;
        }
      }
      // Stale (its process is gone, e.g. after kill -9) or our own leftover: take it over.
      try {
        unlinkSync(file);
      } catch (unlinkErr) {
        if ((unlinkErr as NodeJS.ErrnoException).code !== "ENOENT") throw unlinkErr;
      }
      continue;
    }
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    heldByThisProcess.add(path.resolve(file));
    return makeHandle(file, info);
  }
  const holder = readLock(file);
  if (holder) throw new DataDirLockedError(dataDir, holder);
  throw new Error(`Could not acquire the lock file ${file}`);
}

function makeHandle(file: string, info: LockInfo): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener("exit", release);
    heldByThisProcess.delete(path.resolve(file));
    const current = readLock(file);
    // Only remove the file if it is still ours (someone may have taken over a lock we thought stale).
    if (current && current.pid === info.pid && current.startedAt === info.startedAt) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  process.on("exit", release);
  return { path: file, release };
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
