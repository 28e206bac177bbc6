import { type PerDatabaseCache, perDatabaseCache } from "~server/cache/per-database-cache.server";
import { ALL_PUBLIC_CONTENT, onPublicChange } from "~server/cache/public-changes.server";

/** Spec §9: the all-DJs list is cached for 2 minutes. */
export const PUBLIC_DJS_TTL_MS = 2 * 60 * 1000;

const caches: PerDatabaseCache<unknown>[] = [];

/**
 * A cache of public-directory reads, per database; `invalidatePublicDjs()` clears them all (call it when a profile
 * changes).
 */
export function publicDjCache<V>(): PerDatabaseCache<V> {
  const cache = perDatabaseCache<V>(PUBLIC_DJS_TTL_MS);
  caches.push(cache as PerDatabaseCache<unknown>);
  return cache;
}

export function invalidatePublicDjs(): void {
  for (const cache of caches) cache.invalidate();
}

/**
 * The announced sources these caches depend on. Writes announce themselves through publicContentChanged
 * (server/cache/public-changes.server.ts), in this process and by notice in every other; a flag can hide or show
 * directory sections; events, venues and production lines are in the sitemap these caches also hold (a check
 * found venues and lines missing: a new venue reached the sitemap only after 2 minutes); a lost notice means
 * anything may have changed.
 */
const SOURCES = new Set([
  "djs",
  "flags",
  "events",
  "news",
  "venues",
  "productions",
  "production_lines",
  ALL_PUBLIC_CONTENT,
]);

onPublicChange((source) => {
  if (SOURCES.has(source)) invalidatePublicDjs();
});
