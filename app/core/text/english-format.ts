/**
 * Dates and numbers in the fixed English that Booth's pages use whatever the visitor's locale (British day and month
 * names, comma thousands), written without Intl. The same text as Intl's "en-GB" dates and "en" numbers (CLDR, e.g.
 * "Sept"), which `english-format.test.ts` checks day by day against the runtime's Intl.
 *
 * Why not Intl: the first Intl formatter a page builds loads the browser's locale data. On a mid-range
 * phone that was ≈ 20 ms (≈ 80 ms at Lighthouse's 4× slowdown) in the middle of the home page's and a DJ profile's
 * hydration, plus a few ms per further date format, for text the server had already written.
 */

export const WEEKDAYS_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export const WEEKDAYS_LONG = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export const MONTHS_SHORT = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
] as const;
export const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** 1234567 → "1,234,567", as `Intl.NumberFormat("en")` writes a whole number. */
export function groupedInteger(value: number): string {
  // Anything but a safe whole number (none is expected: these are counts) is left to Intl.
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en");
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 ? `-${digits}` : digits;
}

/** "5 Sept 2026": a date's UTC day, short month and year, as `Intl.DateTimeFormat("en-GB")` writes them. */
export function dayMonthYear(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS_SHORT[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
