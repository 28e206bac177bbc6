import { describe, expect, it } from "vitest";
import { DEFAULT_FLAGS, type Flags } from "~/core/site/flags";
import { AREA_RULES, decideAccess, findAreaRule } from "./areas";
import { GUEST, type Viewer } from "./viewer";

const user: Viewer = { role: "user" };
const mate: Viewer = { role: "dj" };
const admin: Viewer = { role: "admin" };
const flags = (overrides: Partial<Flags> = {}): Flags => ({ ...DEFAULT_FLAGS, ...overrides });
const decide = (path: string, f: Flags, viewer: Viewer = GUEST) => {
  const rule = findAreaRule(path);
  if (!rule) throw new Error(`no rule for ${path}`);
  return decideAccess(rule, f, viewer, path);
};

describe("flag-gated routes (spec §2)", () => {
  it("radio off shows Feature Unavailable; on allows", () => {
    expect(decide("/radio", flags({ radioEnabled: false }))).toEqual({ kind: "feature-unavailable", feature: "Radio" });
    expect(decide("/radio", flags())).toEqual({ kind: "allow" });
  });
  it("events and events/{slug} follow the events flag (off by default)", () => {
    expect(decide("/events", flags())).toEqual({ kind: "feature-unavailable", feature: "Events" });
    expect(decide("/events/some-night", flags())).toMatchObject({ kind: "feature-unavailable" });
    expect(decide("/events/some-night", flags({ eventsPageEnabled: true }))).toEqual({ kind: "allow" });
  });
  it("news is absent (404) when the news page flag or the master news flag is off", () => {
    expect(decide("/news", flags({ newsPageEnabled: false }))).toEqual({ kind: "not-found" });
    expect(decide("/news/a-story", flags({ newsEnabled: false }))).toEqual({ kind: "not-found" });
    expect(decide("/news", flags())).toEqual({ kind: "allow" });
  });
  it("calendar feeds are files: a closed flag is a plain 404, whatever the area's page does", () => {
    const on = flags({ eventsPageEnabled: true });
    expect(decide("/events.ics", flags())).toEqual({ kind: "not-found" });
    expect(decide("/events.ics", on)).toEqual({ kind: "allow" });
    expect(decide("/dj/nadia-voss/events.ics", flags())).toEqual({ kind: "not-found" });
    expect(decide("/venues/kessel/events.ics", { ...on, venuesEnabled: false })).toEqual({ kind: "not-found" });
    expect(decide("/venues/kessel/events.ics", on)).toEqual({ kind: "allow" });
    expect(decide("/production/x/events.ics", { ...on, productionLinesEnabled: false })).toEqual({ kind: "not-found" });
    expect(decide(`/calendar/${"t".repeat(43)}/events.ics`, flags())).toEqual({ kind: "not-found" });
    expect(decide(`/calendar/${"t".repeat(43)}/events.ics`, on)).toEqual({ kind: "allow" });
  });

  it("venues and productions redirect home when off", () => {
    for (const path of ["/venues", "/venues/club"])
      expect(decide(path, flags({ venuesEnabled: false }))).toEqual({ kind: "redirect", to: "/" });
    for (const path of ["/productions", "/production/label"])
      expect(decide(path, flags({ productionLinesEnabled: false }))).toEqual({ kind: "redirect", to: "/" });
  });
  it("login-gated routes show Feature Unavailable when login is off, a sign-in prompt for guests otherwise", () => {
    for (const path of ["/profile", "/claim-dj-profile", "/complete-profile", "/edit-profile", "/profile-settings"]) {
      expect(decide(path, flags({ loginEnabled: false }), user)).toEqual({
        kind: "feature-unavailable",
        feature: "Login",
      });
      expect(decide(path, flags())).toEqual({ kind: "sign-in", returnTo: path });
      expect(decide(path, flags(), user)).toEqual({ kind: "allow" });
    }
  });
  it("/my/following/productions needs login and the production lines flag", () => {
    expect(decide("/my/following/productions", flags({ productionLinesEnabled: false }), user)).toEqual({
      kind: "redirect",
      to: "/",
    });
    expect(decide("/my/following/productions", flags())).toMatchObject({ kind: "sign-in" });
    expect(decide("/my/following/productions", flags(), user)).toEqual({ kind: "allow" });
  });
});

describe("guards (spec §6)", () => {
  const adminPaths = [
    "/admin/dashboard",
    "/admin/events/create",
    "/admin/events/e1/edit",
    "/admin/bookings",
    "/admin/bookings/7",
    "/admin/analytics",
  ];
  it("admin routes send everyone but admins home, guests too", () => {
    for (const path of adminPaths) {
      expect(decide(path, flags())).toEqual({ kind: "redirect", to: "/" });
      expect(decide(path, flags(), user)).toEqual({ kind: "redirect", to: "/" });
      expect(decide(path, flags(), mate)).toEqual({ kind: "redirect", to: "/" });
      expect(decide(path, flags(), admin)).toEqual({ kind: "allow" });
    }
  });
  const matePaths = ["/mate/dashboard", "/mate/events", "/mate/events/create", "/mate/events/analytics"];
  it("mate routes: guests go home, signed-in non-mates see Mate Access Required, mates enter", () => {
    for (const path of matePaths) {
      expect(decide(path, flags())).toEqual({ kind: "redirect", to: "/" });
      expect(decide(path, flags(), user)).toEqual({ kind: "mate-required" });
      expect(decide(path, flags(), mate)).toEqual({ kind: "allow" });
    }
  });
  // Decision 025: venue managers and producers need not be mates; the record of that very resource is the loader's check.
  const resourcePaths = [
    "/venue/manage/club",
    "/venue/manage/club/details",
    "/venue/manage/club/events",
    "/venue/manage/club/staff",
    "/venue/manage/club/analytics",
    "/venue/manage/club/bookings",
    "/venue/manage/club/media",
    "/venue/manage/club/delete",
    "/my-venues",
    "/producer/my-productions",
    "/producer/dashboard/label",
  ];
  it("venue and producer routes: guests go home; any signed-in person reaches the loader's record check", () => {
    for (const path of resourcePaths) {
      expect(decide(path, flags())).toEqual({ kind: "redirect", to: "/" });
      expect(decide(path, flags(), user)).toEqual({ kind: "allow" });
      expect(decide(path, flags(), mate)).toEqual({ kind: "allow" });
      expect(decide(path, flags(), admin)).toEqual({ kind: "allow" });
    }
  });
  it("an invitation opens for a guest too (its page offers sign-up or sign-in and comes back to it)", () => {
    expect(decide("/venue/invitations/abc", flags())).toEqual({ kind: "allow" });
    expect(decide("/venue/invitations/abc", flags(), user)).toEqual({ kind: "allow" });
  });
  it("every rule's pattern matches itself and only the public table's paths have rules", () => {
    expect(findAreaRule("/about")).toBeUndefined();
    expect(findAreaRule("/dj/someone")).toBeUndefined();
    expect(AREA_RULES.length).toBe(new Set(AREA_RULES.map((r) => r.pattern)).size);
  });
});
