import { dayLabel, momentLabel } from "~/core/calendar/calendar";
import { distanceKm } from "~/core/places/distance";
import type { Place } from "~/core/places/resolve-place";

/**
 * The lineup clash check's rules (decision 056): when does a DJ's other booking clash with the one being saved, and
 * how the warning reads. Pure: the facts come from server/domain/clashes.
 */

/** Without a clause: another published event within this distance and this many hours of this one clashes. */
export const DEFAULT_CLASH_RADIUS_KM = 300;
export const DEFAULT_CLASH_HOURS = 12;
export const MAX_CLASH_RADIUS_KM = 20_000;
export const MAX_CLAUSE_DAYS = 365;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A venue's or production line's radius clause: no other gig within radiusKm, from daysBefore to daysAfter. */
export interface RadiusClause {
  radiusKm: number;
  daysBefore: number;
  daysAfter: number;
}

export interface ClauseHolder {
  kind: "venue" | "production line";
  id: string;
  name: string;
  clause: RadiusClause;
}

/** An event as the check sees it: when, where, whose (its venue and line), and the clauses its holders set. */
export interface ClashEvent {
  start: Date;
  end: Date | null;
  place: Place;
  venueId: string | null;
  productionLineId: string | null;
  clauses: readonly ClauseHolder[];
}

/** Another published event a lineup DJ plays. */
export interface OtherEvent extends ClashEvent {
  eventId: string;
  name: string;
  where: string | null;
  timeZone: string;
}

export type EventClash =
  | { kind: "same-time" }
  | { kind: "nearby"; km: number; hours: number }
  | { kind: "clause"; km: number; holder: ClauseHolder };

interface Span {
  from: number;
  to: number;
}

function spanOf(event: { start: Date; end: Date | null }): Span {
  const from = event.start.getTime();
  return { from, to: Math.max(from, event.end?.getTime() ?? from) };
}

function overlaps(a: Span, b: Span): boolean {
  return (a.from < b.to && b.from < a.to) || a.from === b.from;
}

/** Time between two spans (0 when they touch or overlap). */
function gapMs(a: Span, b: Span): number {
  return Math.max(0, Math.max(a.from, b.from) - Math.min(a.to, b.to));
}

/** Whether `other` falls in the clause's days around `guarded` (both ends included). */
export function insideClauseWindow(guarded: Span, other: Span, clause: RadiusClause): boolean {
  return other.to >= guarded.from - clause.daysBefore * DAY_MS && other.from <= guarded.to + clause.daysAfter * DAY_MS;
}

function holds(holder: ClauseHolder, event: ClashEvent): boolean {
  return holder.kind === "venue" ? event.venueId === holder.id : event.productionLineId === holder.id;
}

function clauseClash(guarded: ClashEvent, other: ClashEvent, km: number): EventClash | null {
  for (const holder of guarded.clauses) {
    // A venue's clause guards its nights against others', not against its own next night.
    if (holds(holder, other)) continue;
    if (km <= holder.clause.radiusKm && insideClauseWindow(spanOf(guarded), spanOf(other), holder.clause))
      return { kind: "clause", km, holder };
  }
  return null;
}

/**
 * Whether another published event of a lineup DJ clashes with the one being saved: the same time anywhere (a DJ
 * plays one room at a time); within DEFAULT_CLASH_HOURS and DEFAULT_CLASH_RADIUS_KM; or inside a radius clause of
 * either event's venue or production line. Distances need both places: with one unknown only the same-time rule
 * applies (radiusUnchecked says when that mattered).
 */
export function eventClash(booking: ClashEvent, other: ClashEvent): EventClash | null {
  const a = spanOf(booking);
  const b = spanOf(other);
  if (overlaps(a, b)) return { kind: "same-time" };
  if (!booking.place.known || !other.place.known) return null;
  const km = distanceKm(booking.place, other.place);
  const gap = gapMs(a, b);
  if (gap <= DEFAULT_CLASH_HOURS * HOUR_MS && km <= DEFAULT_CLASH_RADIUS_KM)
    return { kind: "nearby", km, hours: gap / HOUR_MS };
  return clauseClash(booking, other, km) ?? clauseClash(other, booking, km);
}

/** Whether the radius part would have been checked for this pair had both places been known. */
export function radiusUnchecked(booking: ClashEvent, other: ClashEvent): boolean {
  if (booking.place.known && other.place.known) return false;
  const a = spanOf(booking);
  const b = spanOf(other);
  if (overlaps(a, b)) return false;
  if (gapMs(a, b) <= DEFAULT_CLASH_HOURS * HOUR_MS) return true;
  return (
    booking.clauses.some((h) => !holds(h, other) && insideClauseWindow(a, b, h.clause)) ||
    other.clauses.some((h) => !holds(h, booking) && insideClauseWindow(b, a, h.clause))
  );
}

/** How far either side of an event the check must look: the default hours or the longest clause there can be. */
export function clashSearchWindow(start: Date, end: Date | null): { from: Date; to: Date } {
  const span = spanOf({ start, end });
  return { from: new Date(span.from - MAX_CLAUSE_DAYS * DAY_MS), to: new Date(span.to + MAX_CLAUSE_DAYS * DAY_MS) };
}

/** A DJ's day as the calendar knows it (in the DJ's zone), for the day the event starts. */
export interface DayFacts {
  day: string;
  /** Someone else's confirmed hold that day (a published event is checked as an event, by name). */
  confirmed: boolean;
  /** A 1st hold that day whose promoter is not the one saving. */
  firstHeldByOther: boolean;
  unavailable: boolean;
}

export interface ClashWarning {
  djProfileId: string;
  kind: "event" | "held" | "unavailable";
  /** The other event when it is public (only published events are checked as events). */
  eventId?: string;
  text: string;
}

function roundKm(km: number): string {
  return km < 10 ? km.toFixed(1) : String(Math.round(km));
}

function plural(n: number, one: string): string {
  return `${n} ${one}${n === 1 ? "" : "s"}`;
}

export function clauseLabel(clause: RadiusClause): string {
  return `${clause.radiusKm} km, ${plural(clause.daysBefore, "day")} before and ${plural(clause.daysAfter, "day")} after`;
}

/** The warning for another event: it is public, so it is named, with where and when (in its own zone). */
export function eventWarningText(djName: string, other: OtherEvent, clash: EventClash): string {
  const at = `${other.name}${other.where ? ` (${other.where})` : ""} on ${momentLabel(other.start, other.timeZone)}`;
  if (clash.kind === "same-time") return `${djName} plays ${at}, at the same time.`;
  if (clash.kind === "nearby")
    return `${djName} plays ${at}, ${roundKm(clash.km)} km away and ${plural(Math.round(clash.hours), "hour")} apart.`;
  return `${djName} plays ${at}, ${roundKm(clash.km)} km away: inside ${clash.holder.name}'s radius clause (${clauseLabel(clash.holder.clause)}).`;
}

/** The warnings of a DJ's day: never why or for whom — only "held" or "unavailable". */
export function dayWarnings(djProfileId: string, djName: string, facts: DayFacts): ClashWarning[] {
  const out: ClashWarning[] = [];
  if (facts.confirmed || facts.firstHeldByOther)
    out.push({ djProfileId, kind: "held", text: `${djName} is held on ${dayLabel(facts.day)}.` });
  if (facts.unavailable)
    out.push({ djProfileId, kind: "unavailable", text: `${djName} is unavailable on ${dayLabel(facts.day)}.` });
  return out;
}

/** What the check says when it could not measure a distance (no network geocoding: decision 055). */
export function unplacedNote(what: "booking" | { name: string }): string {
  return what === "booking"
    ? "This event's place is not a city we know, so distances were not checked (only times, holds and unavailable days)."
    : `${what.name} is not in a city we know, so its distance was not checked.`;
}
