import { describe, expect, it } from "vitest";
import { hasNulInAddress } from "./nul-in-address.server";

describe("an address with U+0000", () => {
  it("is caught in the query, the path, encoded in either case or raw", () => {
    expect(hasNulInAddress("http://x.test/venues?q=club%00&city=Berlin")).toBe(true);
    expect(hasNulInAddress("http://x.test/dj/nadia%00voss")).toBe(true);
    expect(hasNulInAddress("http://x.test/news?category=a%00")).toBe(true);
    expect(hasNulInAddress("http://x.test/search?q=a\u0000b")).toBe(true);
  });

  it("leaves every other address alone, %0 followed by another digit and %2500 included", () => {
    expect(hasNulInAddress("http://x.test/venues?q=club&city=Berlin")).toBe(false);
    expect(hasNulInAddress("http://x.test/search?q=%0A%09")).toBe(false);
    expect(hasNulInAddress("http://x.test/search?q=100%25")).toBe(false);
    expect(hasNulInAddress("http://x.test/search?q=%2500")).toBe(false);
  });
});
