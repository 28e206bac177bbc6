import { describe, expect, it } from "vitest";
import { canManageEvent } from "./event-ownership";

describe("canManageEvent", () => {
  it("lets the creator manage their own event", () => {
    expect(canManageEvent({ createdBy: "u1" }, { userId: "u1", isAdmin: false })).toBe(true);
  });
  it("refuses another mate's event and events nobody created", () => {
    expect(canManageEvent({ createdBy: "u2" }, { userId: "u1", isAdmin: false })).toBe(false);
    expect(canManageEvent({ createdBy: null }, { userId: "u1", isAdmin: false })).toBe(false);
  });
  it("lets admins manage every event", () => {
    expect(canManageEvent({ createdBy: "u2" }, { userId: "a", isAdmin: true })).toBe(true);
    expect(canManageEvent({ createdBy: null }, { userId: "a", isAdmin: true })).toBe(true);
  });
  it("scopes a venue's managers to the events at that venue, whoever created them", () => {
    const actor = { userId: "m", isAdmin: false, venueId: "v1" };
    expect(canManageEvent({ createdBy: "someone", venueId: "v1" }, actor)).toBe(true);
    expect(canManageEvent({ createdBy: "m", venueId: "v2" }, actor)).toBe(false);
    expect(canManageEvent({ createdBy: "m", venueId: null }, actor)).toBe(false);
    expect(canManageEvent({ createdBy: "m", venueId: "v2" }, { ...actor, isAdmin: true })).toBe(false);
  });
});

describe("canManageEvent on a producer dashboard (scoped to one production line)", () => {
  const producer = { userId: "p", isAdmin: false, productionLineId: "line-a" };
  it("lets the line's producer manage the line's events, whoever created them", () => {
    expect(canManageEvent({ createdBy: "someone", productionLineId: "line-a" }, producer)).toBe(true);
  });
  it("refuses another line's events and events of no line, even the producer's own and even for admins", () => {
    expect(canManageEvent({ createdBy: "p", productionLineId: "line-b" }, producer)).toBe(false);
    expect(canManageEvent({ createdBy: "p", productionLineId: null }, producer)).toBe(false);
    expect(canManageEvent({ createdBy: "p", productionLineId: "line-b" }, { ...producer, isAdmin: true })).toBe(false);
  });
});
