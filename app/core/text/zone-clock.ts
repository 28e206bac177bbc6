/**
 * The wall clock of an instant in a time zone, as numbers: what event days, calendar feeds and the news editor's
 * local times are all computed from. One `Intl.DateTimeFormat` per zone, kept (building one with a time zone costs
 * tens of microseconds, and a page formats hundreds of dates); the zones in use are few, the map is bounded anyway.
 */
export interface ZoneParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let format = clocks.get(timeZone);
  if (!format) {
    if (clocks.size >= 1000) clocks.clear();
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    clocks.set(timeZone, format);
  }
  return format;
}

export function zoneParts(date: Date, timeZone: string): ZoneParts {
  const out: Record<string, number> = {};
  for (const part of clockOf(timeZone).formatToParts(date)) {
    if (part.type !== "literal") out[part.type] = Number(part.value);
  }
  return out as unknown as ZoneParts;
}

/** The wall clock of `parts` read as if it were UTC, in milliseconds (its difference to the instant is the offset). */
export function wallClockAsUtc(parts: ZoneParts): number {
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}
