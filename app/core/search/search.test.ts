import { describe, expect, it } from "vitest";
import { formatSearchCount, SEARCH_COUNT_CAP } from "./search";

describe("formatSearchCount", () => {
  it("shows exact counts as they are and a capped count with a plus", () => {
    expect(formatSearchCount(0, false)).toBe("0");
    expect(formatSearchCount(42, false)).toBe("42");
    expect(formatSearchCount(SEARCH_COUNT_CAP, false)).toBe("100");
    expect(formatSearchCount(SEARCH_COUNT_CAP, true)).toBe("100+");
    expect(formatSearchCount(1000, true)).toBe("1,000+");
  });
});
