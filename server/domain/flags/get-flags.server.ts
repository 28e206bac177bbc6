import { DEFAULT_FLAGS, type Flags, resolveFlags } from "~/core/flags";
import type { Db } from "~server/db/client.server";
import { featureFlags, settings } from "~server/db/schema";

/**
 * Reads both flag tables and resolves them over the defaults (spec §4).
 * Spec §8 "Flag load failure → defaults kept": a failed read is logged and the defaults are returned.
 */
export async function getFlags(db: Db): Promise<Flags> {
  try {
    const [settingRows, featureFlagRows] = await Promise.all([
      db.select({ key: settings.key, value: settings.value }).from(settings),
      db.select({ key: featureFlags.key, enabled: featureFlags.enabled }).from(featureFlags),
    ]);
    return resolveFlags({ settings: settingRows, featureFlags: featureFlagRows });
  } catch (err) {
    console.error("[flags] could not load flags, keeping defaults:", err instanceof Error ? err.message : err);
    return { ...DEFAULT_FLAGS };
  }
}
