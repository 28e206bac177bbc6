/**
 * Data frozen once, deeply, and then shared unchanged between requests: a held read's rows as the
 * pages show them. Cached page parts key such data by identity instead of by its JSON (app/ui/prerendered.tsx),
 * which is only sound when nothing in it can change — so only what went through `frozenDeep` counts, not an
 * object frozen shallowly elsewhere. A changed record is a new object.
 */
const deeplyFrozen = new WeakSet<object>();

/** Freezes data and everything in it, and returns it. */
export function frozenDeep<T>(value: T): T {
  if (value !== null && typeof value === "object" && !deeplyFrozen.has(value)) {
    for (const inner of Object.values(value)) frozenDeep(inner);
    Object.freeze(value);
    deeplyFrozen.add(value);
  }
  return value;
}

/** Whether `frozenDeep` froze this value (so it can stand for itself). */
export function isFrozenDeep(value: unknown): boolean {
  return value !== null && typeof value === "object" && deeplyFrozen.has(value);
}
