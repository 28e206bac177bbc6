import type { Db } from "~server/db/client.server";
import { TtlCache } from "./ttl-cache.server";

/** A TtlCache per database: what one database's reads put in it is never served for another. */
export interface PerDatabaseCache<V> {
  get(db: Db, key: string, load: () => Promise<V>): Promise<V>;
  /** Forgets every database's entries. */
  invalidate(): void;
}

/**
 * One process serves one database, but tests open many in one process and share the loaded modules (decision
 * 052): a cache keyed by the request alone would answer one test's database with another's rows. Each database
 * gets its own TtlCache (dropped with the database, a WeakMap key); `invalidate` starts them all afresh.
 */
export function perDatabaseCache<V>(ttlMs: number, maxEntries = Number.POSITIVE_INFINITY): PerDatabaseCache<V> {
  let caches = new WeakMap<Db, TtlCache<V>>();
  return {
    get(db, key, load) {
      let cache = caches.get(db);
      if (!cache) {
        cache = new TtlCache<V>(ttlMs, maxEntries);
        caches.set(db, cache);
      }
      return cache.get(key, load);
    },
    invalidate() {
      caches = new WeakMap();
    },
  };
}
