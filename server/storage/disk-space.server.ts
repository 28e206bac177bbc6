import { statfs as statfsAsync } from "node:fs/promises";
import { logger } from "~server/logger.server";

/**
 * A full disk under DATA_DIR (decision 042). PGlite is PostgreSQL over the real folder: when a table file
 * cannot grow it answers an error (53100), but when its write-ahead log needs a new 16 MB segment on a full disk it
 * stops answering for good — measured, the WASM engine spins inside one synchronous call, so the whole Node process
 * freezes (no reads, no health check, no clean SIGTERM). The only safe full disk is one PostgreSQL never meets: writes
 * are refused while the free space on DATA_DIR is below a reserve, which leaves room for what still writes then
 * (a checkpoint, a new WAL segment, a session refreshed on a page view, a background job).
 */

/** Node's errno codes and PostgreSQL's SQLSTATE for "no room left". */
const DISK_FULL_CODES = new Set(["ENOSPC", "EDQUOT", "53100"]);

/** Whether an error (or one it wraps: Drizzle and our own code add causes) means the disk is full. */
export function isDiskFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === "string" && DISK_FULL_CODES.has(e.code)) return true;
    if (typeof e.message === "string" && /no space left on device|disk quota exceeded/i.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

/** How old a free-space reading may be: one `statfs` a second at most, however many requests ask. */
const MAX_AGE_MS = 1_000;

export interface DiskReserve {
  /** Whether the free space was below the reserve at the last reading (re-read when older than a second). */
  isLow(): Promise<boolean>;
  /** The reading (refreshed like isLow): free bytes are null when the folder cannot be measured. */
  status(): Promise<{ freeBytes: number | null; reserveBytes: number; low: boolean }>;
}

type Statfs = (dir: string) => Promise<{ bavail: number | bigint; bsize: number | bigint }>;

export function watchDiskReserve(
  dir: string,
  reserveBytes: number,
  options: { statfs?: Statfs; now?: () => number; maxAgeMs?: number } = {},
): DiskReserve {
  const statfs = options.statfs ?? ((d: string) => statfsAsync(d));
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
  let readAt = Number.NEGATIVE_INFINITY;
  let freeBytes: number | null = null;
  let low = false;
  let reading: Promise<void> | null = null;
  let warnedUnreadable = false;

  const read = async () => {
    try {
      const s = await statfs(dir);
      freeBytes = Number(s.bavail) * Number(s.bsize);
      const wasLow = low;
      low = freeBytes < reserveBytes;
      warnedUnreadable = false;
      if (low && !wasLow) {
        logger.warn("disk space below the reserve: writes are refused until space is freed", {
          dir,
          freeMb: Math.floor(freeBytes / 1048576),
          reserveMb: Math.round(reserveBytes / 1048576),
        });
      } else if (!low && wasLow) {
        logger.info("disk space above the reserve again: writes are accepted", {
          dir,
          freeMb: Math.floor(freeBytes / 1048576),
        });
      }
    } catch (error) {
      // A folder we cannot measure is not proof of a full disk: writes go on, and the engine's own errors decide.
      freeBytes = null;
      low = false;
      if (!warnedUnreadable) logger.warn("free disk space could not be read", { dir, error });
      warnedUnreadable = true;
    } finally {
      readAt = now();
      reading = null;
    }
  };

  const refresh = async () => {
    if (now() - readAt >= maxAgeMs) {
      reading ??= read();
      await reading;
    }
  };
  return {
    async isLow() {
      if (reserveBytes <= 0) return false;
      await refresh();
      return low;
    },
    async status() {
      await refresh();
      return { freeBytes, reserveBytes, low: reserveBytes > 0 && low };
    },
  };
}
