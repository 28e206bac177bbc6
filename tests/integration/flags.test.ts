import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_FLAGS } from "~/core/site/flags";
import type { Database } from "~server/db/client.server";
import { featureFlags, settings } from "~server/db/schema";
import { getFlags } from "~server/domain/flags/get-flags.server";
import { setFlag } from "~server/domain/flags/set-flag.server";
import { expectAppError } from "./helpers/expect-app-error";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("flags storage", () => {
  it("returns the spec defaults on an empty database", async () => {
    expect(await getFlags(database.db)).toEqual(DEFAULT_FLAGS);
  });

  it("round-trips settings flags by model name and by storage key", async () => {
    await setFlag(database.db, "radioEnabled", false);
    await setFlag(database.db, "feature_events_page_enabled", true);
    let flags = await getFlags(database.db);
    expect(flags.radioEnabled).toBe(false);
    expect(flags.eventsPageEnabled).toBe(true);
    const [row] = await database.db.select().from(settings).where(eq(settings.key, "feature_radio_enabled"));
    expect(row.value).toBe("false");

    await setFlag(database.db, "radioEnabled", true);
    flags = await getFlags(database.db);
    expect(flags.radioEnabled).toBe(true);
    const [again] = await database.db.select().from(settings).where(eq(settings.key, "feature_radio_enabled"));
    expect(again.value).toBe("true");
    expect(again.updatedAt.getTime()).toBeGreaterThanOrEqual(row.updatedAt.getTime());
  });

  it("round-trips feature_flags rows", async () => {
    await setFlag(database.db, "hideFollowCount", true);
    await setFlag(database.db, "production_lines_enabled", false);
    const flags = await getFlags(database.db);
    expect(flags.hideFollowCount).toBe(true);
    expect(flags.productionLinesEnabled).toBe(false);
    const rows = await database.db.select().from(featureFlags);
    expect(rows.find((r) => r.key === "hide_follow_count")?.enabled).toBe(true);
    await setFlag(database.db, "hideFollowCount", false);
    await setFlag(database.db, "productionLinesEnabled", true);
    expect((await getFlags(database.db)).hideFollowCount).toBe(false);
  });

  it("refuses unknown flags and the hard-wired maintenance flag", async () => {
    await expectAppError(
      setFlag(database.db, "nope", true),
      "not_found",
      'Unknown flag "nope". Run flags:list to see the flags.',
      {
        reason: "unknown_flag",
      },
    );
    const hardWired = "Maintenance mode (maintenanceMode) is hard-wired off and cannot be changed.";
    await expectAppError(setFlag(database.db, "maintenanceMode", true), "conflict", hardWired, {
      reason: "hard_wired",
    });
    await expectAppError(setFlag(database.db, "feature_maintenance_mode", true), "conflict", hardWired, {
      reason: "hard_wired",
    });
  });

  it("ignores a maintenance value written directly to the table", async () => {
    await database.db.insert(settings).values({ key: "feature_maintenance_mode", value: "true" });
    expect((await getFlags(database.db)).maintenanceMode).toBe(false);
  });

  it("keeps the defaults when the flags cannot be read", async () => {
    const broken = await createTestDatabase();
    await setFlag(broken.db, "radioEnabled", false);
    await broken.close();
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await getFlags(broken.db)).toEqual(DEFAULT_FLAGS);
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
