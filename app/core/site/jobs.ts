/** Rules of the generic job queue (decision 028). */

/** Retry delay after the `attempts`-th failed attempt: 30 s, 1, 2, 4… minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** How long a runner holds a claimed job; a runner that dies leaves it to others after this. */
export const JOB_LOCK_MS = 5 * 60_000;
