/**
 * The event_id rule: fixed at creation as `{slugified name}-{YYYY-MM-DD}`, the date being the event's
 * local day in its own time zone, with `-2`, `-3`… when that id is taken. The canonical URL is /events/{event_id}
 * (spec §2's search target). The one implementation: create-event and the demo seed both use it. Server-side in
 * practice (slugify's transliteration tables stay out of the browser bundle).
 */

import { slugify } from "~/core/text/slugs";
import { localDateOf } from "./events";

/** Longest name part, so an id with its date and a collision suffix stays well under the 120-character slug cap. */
export const EVENT_ID_NAME_MAX = 80;

/** What the mate_events check constraint allows (and what the event routes accept). */
export const EVENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,140}$/;

export function isEventId(value: unknown): value is string {
  return typeof value === "string" && EVENT_ID_PATTERN.test(value);
}

/** `{slugified name}-{YYYY-MM-DD}`; a name with nothing to slug becomes "event". */
export function eventIdBase(name: string, startsAt: Date, timeZone: string): string {
  const slug = slugify(name, EVENT_ID_NAME_MAX) || "event";
  return `${slug}-${localDateOf(startsAt, timeZone)}`;
}

/** The first free id: the base itself, else base-2, base-3… (`taken` holds the ids that exist). */
export function firstFreeEventId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
