/**
 * A tiny per-process cache with a time to live, for reads the spec allows to be briefly stale
 * (spec §9: the all-DJs list may be cached for 2 minutes). Concurrent misses share one load.
 */
export class TtlCache<V> {
  private entries = new Map<string, { value: Promise<V>; expires: number }>();
  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failed load is not cached.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  invalidate(): void {
    this.entries.clear();
  }
}
