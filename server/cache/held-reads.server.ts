import type { Db } from "~server/db/client.server";
import { ALL_PUBLIC_CONTENT, onPublicChange } from "./public-changes.server";
import { TtlCache } from "./ttl-cache.server";

/** How long a held read may be reused when no write announced a change: only a backstop for writes from outside. */
export const HELD_READ_TTL_MS = 5_000;

export interface HeldReadsOptions {
  /** The public-change sources that make these reads stale; any other source leaves them. Omit for every source. */
  sources?: readonly string[];
  /** Keys held per database (bounded, as keys may come from URLs). */
  maxEntries: number;
  ttlMs?: number;
}

export type HeldRead<V> = (db: Db, key: string, load: () => Promise<V>) => Promise<V>;

/**
 * Reads that public pages make on every render (a DJ's row, the follower count, the front-page news), held in
 * memory per database until a write announces a change through publicContentChanged (this process at once,
 * others by their change notice) or HELD_READ_TTL_MS passes. Per database, so two databases in one process
 * (tests) never see each other's rows; a change bumps a generation that is part of every key, so what was read
 * before the change is never served after it, even by a load still under way.
 */
export function heldReads<V>({ sources, maxEntries, ttlMs = HELD_READ_TTL_MS }: HeldReadsOptions): HeldRead<V> {
  const caches = new WeakMap<Db, TtlCache<V>>();
  let generation = 0;
  onPublicChange((source) => {
    if (!sources || source === ALL_PUBLIC_CONTENT || sources.includes(source)) generation += 1;
  });
  return (db, key, load) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new TtlCache<V>(ttlMs, maxEntries);
      caches.set(db, cache);
    }
    return cache.get(`${generation}\u0000${key}`, load);
  };
}
