import { DEFAULT_FLAGS, type Flags, resolveFlags } from "~/core/site/flags";
import { ALL_PUBLIC_CONTENT, onPublicChange } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { featureFlags, settings } from "~server/db/schema";

/**
 * Flags read once and kept: an anonymous page needs no flag query. Dropped when any flag is saved
 * (`setFlag` announces it), when another process or the CLI saves one (migration 0009's notice), and after
 * FLAGS_BACKSTOP_MS in case a notice was missed. Per database, because tests open several in one process.
 */
const FLAGS_BACKSTOP_MS = 5_000;

interface Held {
  flags: Promise<Flags>;
  /** The flags once read (null while reading). */
  resolved: Flags | null;
  /** The drop count when the read started: a read that overlapped a drop is not kept. */
  generation: number;
  expires: number;
}

const held = new WeakMap<Db, Held>();
let generation = 0;

onPublicChange((source) => {
  if (source === "flags" || source === "settings" || source === "feature_flags" || source === ALL_PUBLIC_CONTENT)
    generation++;
});

/**
 * The flags resolved over the defaults (spec §4), from memory when nothing changed since they were read.
 * Spec §8 "Flag load failure → defaults kept": a failed read is logged, the defaults are returned, and the
 * next call reads again.
 */
export function getFlags(db: Db): Promise<Flags> {
  const now = Date.now();
  const current = held.get(db);
  if (current && current.generation === generation && current.expires > now) return current.flags;
  const entry: Held = {
    flags: readFlags(db).then(({ flags, read }) => {
      if (read) entry.resolved = flags;
      else if (held.get(db) === entry) held.delete(db);
      return flags;
    }),
    resolved: null,
    generation,
    expires: now + FLAGS_BACKSTOP_MS,
  };
  held.set(db, entry);
  return entry.flags;
}

/** The flags held in memory when they are current, without waiting; null when they must be read first. */
export function heldFlags(db: Db): Flags | null {
  const current = held.get(db);
  return current && current.generation === generation && current.expires > Date.now() ? current.resolved : null;
}

/** Frozen: every request shares the one object. */
async function readFlags(db: Db): Promise<{ flags: Flags; read: boolean }> {
  try {
    const [settingRows, featureFlagRows] = await Promise.all([
      db.select({ key: settings.key, value: settings.value }).from(settings),
      db.select({ key: featureFlags.key, enabled: featureFlags.enabled }).from(featureFlags),
    ]);
    return { flags: Object.freeze(resolveFlags({ settings: settingRows, featureFlags: featureFlagRows })), read: true };
  } catch (err) {
    console.error("[flags] could not load flags, keeping defaults:", err instanceof Error ? err.message : err);
    return { flags: { ...DEFAULT_FLAGS }, read: false };
  }
}
