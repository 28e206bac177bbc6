import { describe, expect, it } from "vitest";
import { countDevices, csvCell, deviceOf, parseAnalyticsRange, rangeDays, toCsv } from "./admin-analytics";

describe("admin analytics rules", () => {
  it("accepts the offered ranges only", () => {
    expect(parseAnalyticsRange("7")).toBe(7);
    expect(parseAnalyticsRange("365")).toBe(30);
    expect(parseAnalyticsRange(null)).toBe(30);
  });

  it("lists the UTC days of a range, oldest first, ending today", () => {
    expect(rangeDays(3, new Date("2027-03-01T23:30:00Z"))).toEqual(["2027-02-27", "2027-02-28", "2027-03-01"]);
  });

  it("tells phones, tablets, desktops and bots apart", () => {
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
    const pixel = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36";
    const tab = "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36";
    const mac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15";
    expect([iphone, pixel, tab, mac, "Googlebot/2.1", "", "curl/8"].map(deviceOf)).toEqual([
      "phone",
      "phone",
      "tablet",
      "desktop",
      "bot",
      "unknown",
      "unknown",
    ]);
    expect(
      countDevices([
        { userAgent: "Googlebot", n: 2 },
        { userAgent: null, n: 1 },
      ]),
    ).toEqual([
      { device: "phone", n: 0 },
      { device: "tablet", n: 0 },
      { device: "desktop", n: 0 },
      { device: "bot", n: 2 },
      { device: "unknown", n: 1 },
    ]);
  });

  it("writes CSV that spreadsheets read safely", () => {
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell(-3)).toBe("-3");
    expect(
      toCsv(
        ["q", "n"],
        [
          ["nadia", 2],
          [null, 0],
        ],
      ),
    ).toBe("q,n\r\nnadia,2\r\n,0\r\n");
  });
});
