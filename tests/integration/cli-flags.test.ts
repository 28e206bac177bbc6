import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runTsx } from "./helpers/spawn";

/**
 * The operator CLI's flags:set, run as an operator runs it (a real process on a PGlite data directory).
 * Several pairs in one run change together, and a bad pair anywhere changes none of them. The CLI always
 * works on its own data directory here, so the PostgreSQL leg would only repeat it.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("operator CLI: flags:set", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "booth-cli-flags-"));
  const cli = (...args: string[]) => runTsx("cli/main.ts", args, { DATA_DIR: dataDir, DATABASE_URL: "" });
  const flagValue = (listing: string, flag: string) =>
    listing
      .split("\n")
      .find((line) => line.startsWith(`${flag} `))
      ?.split(/\s{2,}/)[2];
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("switches several flags in one run, and a bad pair anywhere leaves every flag as it was", async () => {
    const both = await cli("flags:set", "radioEnabled", "off", "eventsPageEnabled", "on");
    expect(both.code).toBe(0);
    expect(both.stdout).toContain("radioEnabled (settings.feature_radio_enabled) is now off.");
    expect(both.stdout).toContain("eventsPageEnabled (settings.feature_events_page_enabled) is now on.");

    const bad = await cli("flags:set", "newsEnabled", "off", "noSuchFlag", "on");
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Unknown flag "noSuchFlag". Run flags:list to see the flags.');

    const odd = await cli("flags:set", "newsEnabled", "off", "venuesEnabled");
    expect(odd.code).toBe(2);
    expect(odd.stderr).toContain("Usage: flags:set <flag> <on|off> [<flag> <on|off> ...]");

    const listing = (await cli("flags:list")).stdout;
    expect(flagValue(listing, "radioEnabled")).toBe("off");
    expect(flagValue(listing, "eventsPageEnabled")).toBe("on");
    expect(flagValue(listing, "newsEnabled")).toBe("on");
    expect(flagValue(listing, "venuesEnabled")).toBe("on");
  }, 120_000);
});
