import { interceptNamedReads, type NamedRead } from "~server/db/named-reads.server";

/**
 * An artificially slow (or absent) database for the tests of the spec's timeouts and of outages (§8, §9: "User
 * query timeout (6 s)", "Data fetch timeout (12 s)"; decision 039): a test names a read and how long it should take,
 * or that it fails as a stopped database fails; that read then does so. Only a test calls the setters (in-process, or
 * through the E2E_HOOKS-only /api/test/read-faults); the first call installs the interceptor, so production never
 * runs this code.
 */
interface ReadFault {
  delayMs: number | null;
  outage: boolean;
}

const faults = new Map<NamedRead, ReadFault>();

function setFault(name: NamedRead, change: Partial<ReadFault>): void {
  interceptNamedReads(readWithFault);
  const next = { delayMs: null, outage: false, ...faults.get(name), ...change };
  if (next.delayMs === null && !next.outage) faults.delete(name);
  else faults.set(name, next);
}

/** Test-only: from now on the named read waits `ms` first (null: no more). */
export function setTestReadDelay(name: NamedRead, ms: number | null): void {
  setFault(name, { delayMs: ms && ms > 0 ? ms : null });
}

/** Test-only: from now on the named read fails as it does when PostgreSQL is stopped (false: it works again). */
export function setTestReadOutage(name: NamedRead, on: boolean): void {
  setFault(name, { outage: on });
}

/** Test-only: every named read back to normal. */
export function clearTestReadFaults(): void {
  faults.clear();
}

/**
 * The error a stopped PostgreSQL gives a query (SQLSTATE 57P01, admin_shutdown), so a simulated outage takes the
 * same path after the driver as a real one (`isDatabaseUnavailable`).
 */
function simulatedOutage(): Error {
  return Object.assign(new Error("terminating connection due to administrator command (simulated by a test)"), {
    code: "57P01",
  });
}

async function readWithFault<T>(name: NamedRead, read: () => Promise<T>): Promise<T> {
  const fault = faults.get(name);
  if (fault) {
    if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs as number));
    if (fault.outage) throw simulatedOutage();
  }
  return read();
}
