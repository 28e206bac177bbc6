/**
 * The reads the spec's timeouts are about (§8, §9: "User query timeout (6 s)", "Data fetch timeout (12 s)"), named
 * so the test hooks can slow one down or fail it (server/test-hooks/read-faults.server.ts, decision 039). Nothing is
 * installed in production: a named read is the read itself.
 */
export const NAMED_READS = ["account-standing", "page-data", "session"] as const;
export type NamedRead = (typeof NAMED_READS)[number];

export type ReadInterceptor = <T>(name: NamedRead, read: () => Promise<T>) => Promise<T>;

let interceptor: ReadInterceptor | null = null;

/** Only the test hooks call this (null takes the interceptor away again). */
export function interceptNamedReads(next: ReadInterceptor | null): void {
  interceptor = next;
}

export function namedRead<T>(name: NamedRead, read: () => Promise<T>): Promise<T> {
  return interceptor ? interceptor(name, read) : read();
}
