import { describe, expect, it } from "vitest";
import {
  dayMonthYear,
  groupedInteger,
  MONTHS_LONG,
  MONTHS_SHORT,
  WEEKDAYS_LONG,
  WEEKDAYS_SHORT,
} from "./english-format";

const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" });

describe("english-format", () => {
  it("names every day and month as Intl's en-GB does", () => {
    const day = 24 * 60 * 60 * 1000;
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 366 * 2; i++) {
      const date = new Date(start + i * day + 12 * 60 * 60 * 1000);
      expect(WEEKDAYS_SHORT[date.getUTCDay()]).toBe(utc({ weekday: "short" }).format(date));
      expect(WEEKDAYS_LONG[date.getUTCDay()]).toBe(utc({ weekday: "long" }).format(date));
      expect(MONTHS_SHORT[date.getUTCMonth()]).toBe(utc({ month: "short" }).format(date));
      expect(MONTHS_LONG[date.getUTCMonth()]).toBe(utc({ month: "long" }).format(date));
      expect(dayMonthYear(date)).toBe(utc({ day: "numeric", month: "short", year: "numeric" }).format(date));
    }
  });

  it("groups whole numbers as Intl's en does", () => {
    const en = new Intl.NumberFormat("en");
    for (const n of [
      0,
      7,
      42,
      999,
      1000,
      1001,
      12_345,
      999_999,
      1_000_000,
      1_234_567,
      -1,
      -1234,
      -1_234_567,
      2 ** 40,
    ]) {
      expect(groupedInteger(n), String(n)).toBe(en.format(n));
    }
    // Not a safe whole number: Intl's own answer.
    expect(groupedInteger(1234.5)).toBe(en.format(1234.5));
  });
});
