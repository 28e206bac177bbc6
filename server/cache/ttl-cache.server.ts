/**
 * A tiny per-process cache with a time to live, for reads the spec allows to be briefly stale
 * (spec §9: the all-DJs list 2 minutes, search results 5 minutes). Concurrent misses share one load.
 * `maxEntries` bounds memory for caches keyed by user input (search queries): past it, the oldest
 * entry is dropped (a Map iterates in insertion order).
 */
export class TtlCache<V> {
  private entries = new Map<string, { value: Promise<V>; expires: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // A failed load is not cached.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  invalidate(): void {
    this.entries.clear();
  }
}
