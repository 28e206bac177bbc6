import { type FlagDefinition, findFlagDefinition } from "~/core/site/flags";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { featureFlags, settings } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";

/**
 * Switches a flag on or off, by model name (radioEnabled) or storage key (feature_radio_enabled).
 * Settings flags are upserted as 'true'/'false' (spec §7: upsert key, value, updated_at on conflict key);
 * feature_flags rows are upserted with enabled and updated_at.
 */
export async function setFlag(db: Db, nameOrKey: string, enabled: boolean): Promise<FlagDefinition> {
  const def = findFlagDefinition(nameOrKey);
  if (!def) {
    throw new AppError("not_found", `Unknown flag "${nameOrKey}". Run flags:list to see the flags.`, {
      reason: "unknown_flag",
    });
  }
  if (def.hardWiredOff) {
    throw new AppError("conflict", `${def.label} (${def.name}) is hard-wired off and cannot be changed.`, {
      reason: "hard_wired",
    });
  }
  const now = new Date();
  if (def.store === "settings") {
    const value = enabled ? "true" : "false";
    await db
      .insert(settings)
      .values({ key: def.key, value, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  } else {
    await db
      .insert(featureFlags)
      .values({ key: def.key, enabled, updatedAt: now })
      .onConflictDoUpdate({ target: featureFlags.key, set: { enabled, updatedAt: now } });
  }
  await publicContentChanged(db, "flags");
  return def;
}
