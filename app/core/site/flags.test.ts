import { describe, expect, it } from "vitest";
import {
  DEFAULT_FLAGS,
  FLAG_DEFINITIONS,
  findFlagDefinition,
  isFrontPageNewsOn,
  isNewsPageOn,
  parseSettingValue,
  resolveFlags,
} from "./flags";

const empty = { settings: [], featureFlags: [] };

describe("flag defaults (spec §4)", () => {
  it("match the spec exactly", () => {
    expect(DEFAULT_FLAGS).toEqual({
      radioEnabled: true,
      loginEnabled: true,
      paymentsEnabled: true,
      maintenanceMode: false,
      heroSystemEnabled: true,
      whatsappEnabled: false,
      eventsPageEnabled: false,
      mateDashboard2Enabled: false,
      eventAdminApproval: false,
      newsEnabled: true,
      frontPageNewsEnabled: true,
      venuesEnabled: true,
      hideFollowCount: false,
      newsPageEnabled: true,
      productionLinesEnabled: true,
    });
    expect(resolveFlags(empty)).toEqual(DEFAULT_FLAGS);
  });

  it("stores the spec's keys in the spec's tables", () => {
    const settingsKeys = FLAG_DEFINITIONS.filter((d) => d.store === "settings").map((d) => d.key);
    expect(settingsKeys).toEqual([
      "feature_radio_enabled",
      "feature_login_enabled",
      "feature_payments_enabled",
      "feature_maintenance_mode",
      "feature_hero_system_enabled",
      "feature_whatsapp_enabled",
      "feature_events_page_enabled",
      "feature_mate_dashboard_2_enabled",
      "feature_event_admin_approval",
      "feature_news_enabled",
      "feature_front_page_news_enabled",
      "feature_venues_enabled",
    ]);
    expect(FLAG_DEFINITIONS.filter((d) => d.store === "feature_flags").map((d) => d.key)).toEqual([
      "hide_follow_count",
      "news_page_enabled",
      "production_lines_enabled",
    ]);
  });
});

describe("resolveFlags", () => {
  it("turns radio and login off only when explicitly false", () => {
    const off = resolveFlags({
      settings: [
        { key: "feature_radio_enabled", value: "false" },
        { key: "feature_login_enabled", value: "false" },
      ],
      featureFlags: [],
    });
    expect(off.radioEnabled).toBe(false);
    expect(off.loginEnabled).toBe(false);
    const garbage = resolveFlags({
      settings: [
        { key: "feature_radio_enabled", value: "maybe" },
        { key: "feature_login_enabled", value: null },
      ],
      featureFlags: [],
    });
    expect(garbage.radioEnabled).toBe(true);
    expect(garbage.loginEnabled).toBe(true);
  });

  it("never turns maintenance on", () => {
    for (const value of ["true", true, "1", "on"]) {
      expect(
        resolveFlags({ settings: [{ key: "feature_maintenance_mode", value }], featureFlags: [] }).maintenanceMode,
      ).toBe(false);
    }
  });

  it("reads feature_flags booleans and ignores nulls", () => {
    const flags = resolveFlags({
      settings: [],
      featureFlags: [
        { key: "hide_follow_count", enabled: true },
        { key: "news_page_enabled", enabled: false },
        { key: "production_lines_enabled", enabled: null },
      ],
    });
    expect(flags.hideFollowCount).toBe(true);
    expect(flags.newsPageEnabled).toBe(false);
    expect(flags.productionLinesEnabled).toBe(true);
  });

  it("turns on default-off settings flags", () => {
    const flags = resolveFlags({ settings: [{ key: "feature_events_page_enabled", value: "true" }], featureFlags: [] });
    expect(flags.eventsPageEnabled).toBe(true);
  });
});

describe("helpers", () => {
  it("parses setting values", () => {
    expect(parseSettingValue("true")).toBe(true);
    expect(parseSettingValue('"false"')).toBe(false);
    expect(parseSettingValue(" OFF ")).toBe(false);
    expect(parseSettingValue(1)).toBe(true);
    expect(parseSettingValue(0)).toBe(false);
    expect(parseSettingValue(2)).toBeUndefined();
    expect(parseSettingValue("")).toBeUndefined();
    expect(parseSettingValue(undefined)).toBeUndefined();
  });

  it("finds flags by model name or storage key", () => {
    expect(findFlagDefinition("radioEnabled")?.key).toBe("feature_radio_enabled");
    expect(findFlagDefinition("news_page_enabled")?.name).toBe("newsPageEnabled");
    expect(findFlagDefinition("nope")).toBeUndefined();
  });

  it("combines the news switches", () => {
    expect(isNewsPageOn(DEFAULT_FLAGS)).toBe(true);
    expect(isNewsPageOn({ ...DEFAULT_FLAGS, newsEnabled: false })).toBe(false);
    expect(isNewsPageOn({ ...DEFAULT_FLAGS, newsPageEnabled: false })).toBe(false);
    expect(isFrontPageNewsOn({ ...DEFAULT_FLAGS, frontPageNewsEnabled: false })).toBe(false);
    expect(isFrontPageNewsOn({ ...DEFAULT_FLAGS, newsEnabled: false })).toBe(false);
  });
});
