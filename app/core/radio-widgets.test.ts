import { describe, expect, it } from "vitest";
import { RADIO_UNAVAILABLE_AFTER_FAILURES, radioShouldStop } from "./radio-widgets";

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
