import { describe, expect, it } from "vitest";
import {
  decodeTrackedEvents,
  encodeTrackedEvents,
  hasTrackedEventsCookie,
  MAX_TRACKED_EVENTS,
  nextTrackedEvents,
  type TrackedEvent,
  trackedEventsCookieValue,
} from "./tracked-events";

const signIn: TrackedEvent = { kind: "auth_action", data: { action: "sign_in", method: "email" } };
const verify: TrackedEvent = { kind: "admin_action", data: { action: "dj.verify", target_type: "dj" } };

describe("the tracked-events cookie", () => {
  it("round-trips a list through a value a cookie may hold", () => {
    const value = encodeTrackedEvents([signIn, verify]);
    expect(value).not.toMatch(/[\s",;\\]/);
    expect(decodeTrackedEvents(value)).toEqual([signIn, verify]);
  });

  it("keeps the newest events when there are more than fit", () => {
    const many = Array.from(
      { length: MAX_TRACKED_EVENTS + 3 },
      (_, i): TrackedEvent => ({
        kind: "admin_action",
        data: { action: `a${i}` },
      }),
    );
    const kept = decodeTrackedEvents(encodeTrackedEvents(many));
    expect(kept).toHaveLength(MAX_TRACKED_EVENTS);
    expect(kept[0].data.action).toBe("a3");
  });

  it("reads a malformed or foreign value as no events", () => {
    expect(decodeTrackedEvents(undefined)).toEqual([]);
    expect(decodeTrackedEvents("%E0%A4%A")).toEqual([]);
    expect(decodeTrackedEvents(encodeURIComponent("{}"))).toEqual([]);
    expect(decodeTrackedEvents(encodeURIComponent(JSON.stringify([{ kind: "page_view", data: {} }])))).toEqual([]);
    expect(
      decodeTrackedEvents(encodeURIComponent(JSON.stringify([{ kind: "auth_action", data: { x: { nested: 1 } } }]))),
    ).toEqual([]);
  });

  it("finds its value by name among other cookies, and tells whether any tracked-events cookie is there", () => {
    const header = `booth.session_token=abc; booth.tracked=${encodeTrackedEvents([signIn])}; other=1`;
    expect(decodeTrackedEvents(trackedEventsCookieValue(header, "booth.tracked"))).toEqual([signIn]);
    expect(trackedEventsCookieValue(header, "__Host-booth.tracked")).toBeUndefined();
    expect(hasTrackedEventsCookie(header)).toBe(true);
    expect(hasTrackedEventsCookie("__Host-booth.tracked=x")).toBe(true);
    expect(hasTrackedEventsCookie("booth.session_token=abc; untracked=1")).toBe(false);
    expect(hasTrackedEventsCookie(undefined)).toBe(false);
  });
});

describe("nextTrackedEvents(incoming, delivered, queued)", () => {
  it("clears the cookie once a page handed its events over, and leaves it alone when nothing happened", () => {
    expect(nextTrackedEvents([signIn], true, [])).toBeNull();
    expect(nextTrackedEvents([signIn], false, [])).toBeUndefined();
    expect(nextTrackedEvents([], false, [])).toBeUndefined();
  });

  it("adds this request's events after those still waiting (a redirect hands nothing over)", () => {
    expect(nextTrackedEvents([signIn], false, [verify])).toEqual([signIn, verify]);
    expect(nextTrackedEvents([signIn], true, [verify])).toEqual([verify]);
  });
});
