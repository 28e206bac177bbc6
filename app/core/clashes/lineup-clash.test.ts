import { describe, expect, it } from "vitest";
import type { Place } from "~/core/places/resolve-place";
import { parseClashOverride, radiusClauseFormSchema } from "./clash-forms";
import {
  type ClashEvent,
  type ClauseHolder,
  dayWarnings,
  eventClash,
  eventWarningText,
  type OtherEvent,
  radiusUnchecked,
} from "./lineup-clash";

// Gazetteer coordinates (GeoNames) of the demo's cities and their neighbours.
const BERLIN: Place = { known: true, name: "Berlin", country: "DE", latitude: 52.52437, longitude: 13.41053 };
const POTSDAM: Place = { known: true, name: "Potsdam", country: "DE", latitude: 52.39886, longitude: 13.06566 }; // 27.2 km
const LEIPZIG: Place = { known: true, name: "Leipzig", country: "DE", latitude: 51.33962, longitude: 12.37129 }; // 149.8 km
const LONDON: Place = { known: true, name: "London", country: "GB", latitude: 51.50853, longitude: -0.12574 };
const UNKNOWN: Place = { known: false, reason: "unknown-city" };

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

function event(start: string, place: Place, extra: Partial<ClashEvent> = {}): ClashEvent {
  return {
    start: at(start),
    end: new Date(at(start).getTime() + 6 * HOUR),
    place,
    venueId: null,
    productionLineId: null,
    clauses: [],
    ...extra,
  };
}

const TRESOR: ClauseHolder = {
  kind: "venue",
  id: "v-tresor",
  name: "Tresor",
  clause: { radiusKm: 50, daysBefore: 30, daysAfter: 30 },
};

describe("eventClash: the default window (300 km, 12 h)", () => {
  const booking = event("2027-03-13T21:00:00Z", BERLIN); // ends 03:00 on the 14th
  it("the same time anywhere is a clash", () => {
    expect(eventClash(booking, event("2027-03-13T23:00:00Z", LONDON))).toEqual({ kind: "same-time" });
    expect(eventClash(booking, event("2027-03-13T23:00:00Z", UNKNOWN))).toEqual({ kind: "same-time" });
  });
  it("within 12 h and 300 km", () => {
    expect(eventClash(booking, event("2027-03-14T15:00:00Z", LEIPZIG))).toMatchObject({ kind: "nearby", hours: 12 });
    expect(eventClash(booking, event("2027-03-14T15:00:01Z", LEIPZIG))).toBeNull();
    expect(eventClash(booking, event("2027-03-13T03:00:00Z", POTSDAM))).toMatchObject({ kind: "nearby", hours: 12 });
  });
  it("far away is no clash, however close in time", () => {
    expect(eventClash(booking, event("2027-03-14T10:00:00Z", LONDON))).toBeNull();
  });
  it("an unknown place skips the radius part and says so", () => {
    const other = event("2027-03-14T10:00:00Z", UNKNOWN);
    expect(eventClash(booking, other)).toBeNull();
    expect(radiusUnchecked(booking, other)).toBe(true);
    expect(radiusUnchecked(booking, event("2027-05-14T10:00:00Z", UNKNOWN))).toBe(false);
    expect(radiusUnchecked(booking, event("2027-03-14T10:00:00Z", LONDON))).toBe(false);
  });
});

describe("eventClash: radius clauses", () => {
  const guarded = event("2027-03-13T21:00:00Z", BERLIN, { venueId: "v-tresor", clauses: [TRESOR] }); // to 03:00 14th
  it("a booking inside the other event's clause: days and kilometres, both ends included", () => {
    const dayAfterEnd = event("2027-04-13T03:00:00Z", POTSDAM); // starts exactly 30 days after the guarded end
    expect(eventClash(dayAfterEnd, guarded)).toMatchObject({ kind: "clause", holder: { name: "Tresor" } });
    expect(eventClash(event("2027-04-13T03:00:01Z", POTSDAM), guarded)).toBeNull();
    const before = event("2027-02-11T15:00:00Z", POTSDAM); // ends 21:00 on 11 Feb, 30 days before the start
    expect(eventClash(before, guarded)).toMatchObject({ kind: "clause" });
    expect(eventClash(event("2027-02-11T14:59:59Z", POTSDAM), guarded)).toBeNull();
  });
  it("outside the radius is no clash", () => {
    expect(eventClash(event("2027-03-20T21:00:00Z", LEIPZIG), guarded)).toBeNull();
  });
  it("the booking's own clause guards it too", () => {
    expect(eventClash(guarded, event("2027-03-20T21:00:00Z", POTSDAM))).toMatchObject({ kind: "clause" });
  });
  it("a venue's clause never clashes with its own nights", () => {
    expect(eventClash(event("2027-03-20T21:00:00Z", BERLIN, { venueId: "v-tresor" }), guarded)).toBeNull();
  });
  it("a production line's clause", () => {
    const line: ClauseHolder = {
      kind: "production line",
      id: "p-1",
      name: "Klubnacht",
      clause: { radiusKm: 500, daysBefore: 0, daysAfter: 90 },
    };
    const festival = event("2027-06-01T12:00:00Z", BERLIN, { productionLineId: "p-1", clauses: [line] });
    expect(eventClash(event("2027-08-01T21:00:00Z", LEIPZIG), festival)).toMatchObject({
      kind: "clause",
      holder: line,
    });
    expect(eventClash(event("2027-05-30T21:00:00Z", LEIPZIG), festival)).toBeNull();
  });
});

describe("warning texts", () => {
  const other: OtherEvent = {
    ...event("2027-03-13T21:00:00Z", BERLIN, { venueId: "v-tresor", clauses: [TRESOR] }),
    eventId: "klubnacht-2027-03-13",
    name: "Klubnacht",
    where: "Tresor, Berlin",
    timeZone: "Europe/Berlin",
  };
  it("names the public event, where and when in its zone", () => {
    const clash = eventClash(event("2027-03-20T21:00:00Z", POTSDAM), other);
    if (!clash) throw new Error("expected a clash");
    expect(eventWarningText("Mira Solis", other, clash)).toBe(
      "Mira Solis plays Klubnacht (Tresor, Berlin) on Sat 13 Mar, 22:00 CET, 27 km away: inside Tresor's radius clause (50 km, 30 days before and 30 days after).",
    );
  });
  it("a day says only held or unavailable", () => {
    expect(
      dayWarnings("d1", "Mira Solis", {
        day: "2027-03-13",
        confirmed: false,
        firstHeldByOther: true,
        unavailable: true,
      }).map((w) => w.text),
    ).toEqual(["Mira Solis is held on Sat 13 Mar 2027.", "Mira Solis is unavailable on Sat 13 Mar 2027."]);
    expect(
      dayWarnings("d1", "Mira Solis", {
        day: "2027-03-13",
        confirmed: false,
        firstHeldByOther: false,
        unavailable: false,
      }),
    ).toEqual([]);
  });
});

describe("the clause form and the override", () => {
  it("takes a clause, or none", () => {
    expect(radiusClauseFormSchema.parse({ radiusKm: "50", daysBefore: "30", daysAfter: "30" })).toEqual({
      radiusKm: 50,
      daysBefore: 30,
      daysAfter: 30,
    });
    expect(radiusClauseFormSchema.parse({ radiusKm: "", daysBefore: "", daysAfter: "" })).toBeNull();
    // A post without the form's fields is refused, never read as "no clause" (it would remove the stored one).
    expect(radiusClauseFormSchema.safeParse({}).success).toBe(false);
    expect(radiusClauseFormSchema.safeParse({ radiusKm: "<script>" }).success).toBe(false);
    expect(radiusClauseFormSchema.parse({ radiusKm: "20000", daysBefore: "365", daysAfter: "0" })).toEqual({
      radiusKm: 20000,
      daysBefore: 365,
      daysAfter: 0,
    });
  });
  it("refuses a radius of 0 or over 20,000 km and more than 365 days, by field", () => {
    const issues = (v: Record<string, string>) => {
      const r = radiusClauseFormSchema.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    };
    expect(issues({ radiusKm: "0", daysBefore: "1", daysAfter: "1" })).toEqual([
      "radiusKm: A radius is a whole number of kilometres from 1 to 20,000",
    ]);
    expect(issues({ radiusKm: "20001", daysBefore: "1", daysAfter: "1" })).toHaveLength(1);
    expect(issues({ radiusKm: "50", daysBefore: "366", daysAfter: "x" })).toEqual([
      "daysBefore: A clause lasts a whole number of days from 0 to 365",
      "daysAfter: A clause lasts a whole number of days from 0 to 365",
    ]);
  });
  it("an override needs a reason", () => {
    expect(parseClashOverride({})).toEqual({ override: false });
    expect(parseClashOverride({ clashOverride: "1", clashReason: "  " })).toEqual({
      error: "Say why the DJ is booked despite the clash",
    });
    expect(parseClashOverride({ clashOverride: "1", clashReason: "x".repeat(501) })).toHaveProperty("error");
    expect(parseClashOverride({ clashOverride: "1", clashReason: " Agreed with Tresor " })).toEqual({
      override: true,
      reason: "Agreed with Tresor",
    });
  });
});
