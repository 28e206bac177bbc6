/**
 * An artificially slow database for the tests of the spec's timeouts (§8, §9: "User query timeout (6 s)", "Data
 * fetch timeout (12 s)"): a test names a read and how long it should take; that read then waits so long before it
 * runs. Off by default — nothing but a test calls `setTestReadDelay`, so in production the map is empty and a read
 * runs at once (one Map lookup).
 */
const delays = new Map<string, number>();

/** The named reads a test may slow down. */
export type SlowableRead = "account-standing";

/** Test-only: from now on the named read waits `ms` first (null: no more). */
export function setTestReadDelay(name: SlowableRead, ms: number | null): void {
  if (ms === null) delays.delete(name);
  else delays.set(name, ms);
}

export async function slowableRead<T>(name: SlowableRead, read: () => Promise<T>): Promise<T> {
  const ms = delays.get(name);
  if (ms) await new Promise((r) => setTimeout(r, ms));
  return read();
}
