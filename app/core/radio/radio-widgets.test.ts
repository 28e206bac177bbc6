import { describe, expect, it } from "vitest";
import {
  RADIO_UNAVAILABLE_AFTER_FAILURES,
  RADIO_UNAVAILABLE_MESSAGE,
  radioShouldStop,
  radioStatusLine,
  radioStatusMessage,
  WIDGET_FAILED_MESSAGE,
  WIDGET_SETUP_DELAY_MS,
  WIDGET_UNREACHABLE_MS,
} from "./radio-widgets";

describe("radioShouldStop(failuresInRow, playlistLength)", () => {
  it(`stops after ${RADIO_UNAVAILABLE_AFTER_FAILURES} tracks in a row could not play`, () => {
    expect(radioShouldStop(1, 20)).toBe(false);
    expect(radioShouldStop(2, 20)).toBe(false);
    expect(radioShouldStop(3, 20)).toBe(true);
  });

  it("goes round a shorter queue once at most, and stops at once with a single track", () => {
    expect(radioShouldStop(1, 2)).toBe(false);
    expect(radioShouldStop(2, 2)).toBe(true);
    expect(radioShouldStop(1, 1)).toBe(true);
    expect(radioShouldStop(1, 0)).toBe(true);
  });
});

describe("a platform that cannot be reached", () => {
  it("is given up on within 5 s of play, after the spec's 1.5 s setup delay has had its answer time", () => {
    expect(WIDGET_SETUP_DELAY_MS).toBe(1500);
    expect(WIDGET_UNREACHABLE_MS).toBeGreaterThanOrEqual(WIDGET_SETUP_DELAY_MS + 1500);
    // With time to spare for fetching the player code on the first play.
    expect(WIDGET_UNREACHABLE_MS).toBeLessThanOrEqual(3000);
  });

  it("is named: the radio plays from SoundCloud, which cannot be reached now", () => {
    const link = "https://soundcloud.com/nova/deep-house-mix";
    expect(radioStatusMessage("unreachable", link)).toBe(
      "The radio plays from SoundCloud, which can't be reached right now. Press play to try again.",
    );
    expect(radioStatusLine("unreachable", link)).toBe("Can't reach SoundCloud");
    expect(radioStatusMessage("unreachable", "https://www.mixcloud.com/nova/set/")).toMatch(/plays from Mixcloud/);
    expect(radioStatusMessage("unreachable", "https://youtu.be/abcdefghijk")).toMatch(/plays from YouTube/);
  });

  it("keeps the messages of a track that fails and of failures in a row, and says nothing otherwise", () => {
    expect(radioStatusMessage("failed", null)).toBe(WIDGET_FAILED_MESSAGE);
    expect(radioStatusMessage("unavailable", null)).toBe(RADIO_UNAVAILABLE_MESSAGE);
    expect(radioStatusLine("unavailable", null)).toBe("Can't reach the music");
    for (const status of ["idle", "loading", "ready"] as const) {
      expect(radioStatusMessage(status, "https://soundcloud.com/a/b")).toBeNull();
      expect(radioStatusLine(status, "https://soundcloud.com/a/b")).toBeNull();
    }
  });
});
