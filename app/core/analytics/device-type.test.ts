import { describe, expect, it } from "vitest";
import { countDevices, DEVICE_TYPES, deviceType } from "./device-type";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

describe("device types (spec §9: tablet, mobile, desktop)", () => {
  it("has exactly the spec's three types", () => {
    expect([...DEVICE_TYPES].sort()).toEqual(["desktop", "mobile", "tablet"]);
  });

  it("reads phones, tablets and desktops from real user agents", () => {
    expect(deviceType(IPHONE)).toBe("mobile");
    expect(deviceType(ANDROID_PHONE)).toBe("mobile");
    expect(deviceType(IPAD)).toBe("tablet");
    expect(deviceType(ANDROID_TABLET)).toBe("tablet");
    expect(deviceType(MAC)).toBe("desktop");
    expect(deviceType(WINDOWS)).toBe("desktop");
  });

  it("counts a missing or unreadable agent as a desktop, so no view is lost", () => {
    expect(deviceType(null)).toBe("desktop");
    expect(deviceType("")).toBe("desktop");
    expect(deviceType("curl/8.0")).toBe("desktop");
  });

  it("folds grouped agents into one count per type, zeros included", () => {
    expect(
      countDevices([
        { userAgent: IPHONE, n: 3 },
        { userAgent: ANDROID_PHONE, n: 2 },
        { userAgent: null, n: 1 },
      ]),
    ).toEqual([
      { device: "mobile", views: 5 },
      { device: "desktop", views: 1 },
      { device: "tablet", views: 0 },
    ]);
  });
});
