import { matchPath } from "react-router";
import { type Flags, isNewsPageOn } from "./flags";
import type { Viewer } from "./viewer";

/**
 * Route access rules of spec §2, in one table: which flag gates a path and what happens when it is
 * off, and which guard protects it. Loaders and actions decide with `decideAccess` (server side);
 * the UI only hides links.
 */

export type FlagGate = "radio" | "events" | "news" | "venues" | "productions" | "login";
/**
 * "resource": the screens of one venue or production line (decision 025). Guests go home; a signed-in person
 * passes the area guard, and the loader/action then requires a record for that very resource (venue_managers,
 * user_roles) on its first line, answering 404 otherwise, so no one learns whether a slug exists.
 */
export type Guard = "none" | "login" | "mate" | "admin" | "resource";

export interface AreaRule {
  pattern: string;
  /** Human name for Feature Unavailable and the "coming" notice. */
  feature: string;
  gates: readonly FlagGate[];
  guard: Guard;
  /** A closed gate answers 404 instead of the area's screen (files such as calendar feeds: no page to show). */
  closed?: "not-found";
}

export const AREA_RULES = [
  { pattern: "/radio", feature: "Radio", gates: ["radio"], guard: "none" },
  { pattern: "/events", feature: "Events", gates: ["events"], guard: "none" },
  { pattern: "/events/:slug", feature: "Events", gates: ["events"], guard: "none" },
  { pattern: "/events/:slug/calendar.ics", feature: "Events", gates: ["events"], guard: "none" },
  // Calendar feeds (issue 20): files for calendar apps, so a closed flag is a plain 404, like an unknown feed.
  { pattern: "/events.ics", feature: "Events", gates: ["events"], guard: "none", closed: "not-found" },
  { pattern: "/dj/:slug/events.ics", feature: "Events", gates: ["events"], guard: "none", closed: "not-found" },
  {
    pattern: "/venues/:slug/events.ics",
    feature: "Events",
    gates: ["events", "venues"],
    guard: "none",
    closed: "not-found",
  },
  {
    pattern: "/production/:slug/events.ics",
    feature: "Events",
    gates: ["events", "productions"],
    guard: "none",
    closed: "not-found",
  },
  { pattern: "/calendar/:token/events.ics", feature: "Events", gates: ["events"], guard: "none", closed: "not-found" },
  { pattern: "/news", feature: "News", gates: ["news"], guard: "none" },
  // The feeds come before /news/:slug, which would match them too (findAreaRule takes the first match).
  { pattern: "/news/rss.xml", feature: "News", gates: ["news"], guard: "none" },
  { pattern: "/news/feed.json", feature: "News", gates: ["news"], guard: "none" },
  { pattern: "/news/:slug", feature: "News", gates: ["news"], guard: "none" },
  { pattern: "/venues", feature: "Venues", gates: ["venues"], guard: "none" },
  { pattern: "/venues/:slug", feature: "Venues", gates: ["venues"], guard: "none" },
  { pattern: "/productions", feature: "Production Lines", gates: ["productions"], guard: "none" },
  { pattern: "/production/:slug", feature: "Production Lines", gates: ["productions"], guard: "none" },
  { pattern: "/profile", feature: "Profile", gates: ["login"], guard: "login" },
  { pattern: "/claim-dj-profile", feature: "Claim a DJ profile", gates: ["login"], guard: "login" },
  { pattern: "/complete-profile", feature: "Complete your profile", gates: ["login"], guard: "login" },
  { pattern: "/edit-profile", feature: "Edit profile", gates: ["login"], guard: "login" },
  { pattern: "/profile-settings", feature: "Profile settings", gates: ["login"], guard: "login" },
  // The DJ profile editor: login here; being a manager of that very profile is checked by its loader/action.
  // The radio card's follow state of the playing DJ (issue 21), fetched in the browser: following needs sign-in.
  { pattern: "/dj/:slug/follow-state", feature: "Follow", gates: ["login"], guard: "none", closed: "not-found" },
  { pattern: "/dj/:slug/edit", feature: "Edit DJ profile", gates: ["login"], guard: "login" },
  { pattern: "/mate/dashboard", feature: "Mate Dashboard", gates: ["login"], guard: "mate" },
  { pattern: "/mate/events", feature: "Mate Events", gates: ["login"], guard: "mate" },
  // A DJ's own radio tracks (issue 21): no radio gate, like /admin/radio — they prepare them either way.
  { pattern: "/mate/radio", feature: "Mate Radio", gates: ["login"], guard: "mate" },
  // The DJ managers' booking inquiries (issue 23): only those sent to DJs they manage; another DJ's id is a 404.
  { pattern: "/mate/bookings", feature: "Mate Bookings", gates: ["login"], guard: "mate" },
  { pattern: "/mate/bookings/:inquiryId", feature: "Mate Bookings", gates: ["login"], guard: "mate" },
  { pattern: "/mate/events/create", feature: "Create Event", gates: ["login"], guard: "mate" },
  { pattern: "/mate/events/analytics", feature: "Event Analytics", gates: ["login"], guard: "mate" },
  { pattern: "/mate/events/:eventId/edit", feature: "Edit Event", gates: ["login"], guard: "mate" },
  // Venue management: one URL per tab; each tab's loader/action re-checks its permission key (VENUE_MANAGE_TABS).
  { pattern: "/venue/manage/:venueSlug", feature: "Venue Management", gates: ["login"], guard: "resource" },
  { pattern: "/venue/manage/:venueSlug/details", feature: "Venue Details", gates: ["login"], guard: "resource" },
  { pattern: "/venue/manage/:venueSlug/events", feature: "Venue Events", gates: ["login"], guard: "resource" },
  {
    pattern: "/venue/manage/:venueSlug/events/create",
    feature: "Venue Events",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/venue/manage/:venueSlug/events/:eventId/edit",
    feature: "Venue Events",
    gates: ["login"],
    guard: "resource",
  },
  { pattern: "/venue/manage/:venueSlug/staff", feature: "Venue Staff", gates: ["login"], guard: "resource" },
  { pattern: "/venue/manage/:venueSlug/analytics", feature: "Venue Analytics", gates: ["login"], guard: "resource" },
  { pattern: "/venue/manage/:venueSlug/bookings", feature: "Venue Bookings", gates: ["login"], guard: "resource" },
  { pattern: "/venue/manage/:venueSlug/media", feature: "Venue Media", gates: ["login"], guard: "resource" },
  { pattern: "/venue/manage/:venueSlug/delete", feature: "Delete Venue", gates: ["login"], guard: "resource" },
  { pattern: "/my-venues", feature: "My Venues", gates: ["login"], guard: "resource" },
  // The token decides: anyone holding it sees the venue and role offered; answering needs the invited account (a
  // guest is offered sign-up with the invited address, or sign-in, and comes back here).
  { pattern: "/venue/invitations/:token", feature: "Venue Invitation", gates: ["login"], guard: "none" },
  { pattern: "/producer/my-productions", feature: "My Productions", gates: ["login"], guard: "resource" },
  { pattern: "/producer/dashboard/:slug", feature: "Producer Dashboard", gates: ["login"], guard: "resource" },
  { pattern: "/producer/dashboard/:slug/edit", feature: "Edit Production Line", gates: ["login"], guard: "resource" },
  {
    pattern: "/producer/dashboard/:slug/events/create",
    feature: "Create Event",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/producer/dashboard/:slug/events/:eventId/edit",
    feature: "Edit Event",
    gates: ["login"],
    guard: "resource",
  },
  {
    pattern: "/my/following/productions",
    feature: "Followed Productions",
    gates: ["login", "productions"],
    guard: "login",
  },
  { pattern: "/admin/dashboard", feature: "Admin Dashboard", gates: [], guard: "admin" },
  { pattern: "/admin/events", feature: "Events", gates: [], guard: "admin" },
  { pattern: "/admin/events/create", feature: "Create Event", gates: [], guard: "admin" },
  { pattern: "/admin/events/:eventId/edit", feature: "Edit Event", gates: [], guard: "admin" },
  { pattern: "/admin/bookings", feature: "Booking Inquiries", gates: [], guard: "admin" },
  { pattern: "/admin/bookings/:inquiryId", feature: "Booking Inquiry", gates: [], guard: "admin" },
  { pattern: "/admin/analytics", feature: "Analytics", gates: [], guard: "admin" },
  // The analytics screen's CSV downloads (issue 23): a file, like the calendar feeds.
  { pattern: "/admin/analytics/export", feature: "Analytics", gates: [], guard: "admin" },
  { pattern: "/admin/users", feature: "Users", gates: [], guard: "admin" },
  // Issue 23: DJ content management and the audit log of every admin action.
  { pattern: "/admin/djs", feature: "DJs", gates: [], guard: "admin" },
  { pattern: "/admin/audit", feature: "Audit Log", gates: [], guard: "admin" },
  { pattern: "/admin/claims", feature: "Claims", gates: [], guard: "admin" },
  // Admin screens for venues and production lines (issue 18 item 8): no flag gate, an admin manages them either way.
  { pattern: "/admin/venues", feature: "Venues", gates: [], guard: "admin" },
  { pattern: "/admin/venues/create", feature: "Create Venue", gates: [], guard: "admin" },
  { pattern: "/admin/productions", feature: "Production Lines", gates: [], guard: "admin" },
  { pattern: "/admin/productions/create", feature: "Create Production Line", gates: [], guard: "admin" },
  { pattern: "/admin/settings", feature: "Settings", gates: [], guard: "admin" },
  // The radio's own tracks (issue 21): no flag gate, an admin prepares the playlist either way.
  { pattern: "/admin/radio", feature: "Radio", gates: [], guard: "admin" },
  // Real visitors' web vitals, p75 per route (issue 24); linked from /admin/analytics.
  { pattern: "/admin/vitals", feature: "Web Vitals", gates: [], guard: "admin" },
  // News authoring (issue 19): no flag gate, so articles can be prepared before the news pages are switched on.
  { pattern: "/admin/news", feature: "News", gates: [], guard: "admin" },
  { pattern: "/admin/news/create", feature: "Write Article", gates: [], guard: "admin" },
  { pattern: "/admin/news/:articleId/edit", feature: "Edit Article", gates: [], guard: "admin" },
] as const satisfies readonly AreaRule[];

/** The path pattern of an area, e.g. "/admin/users" or "/dj/:slug/edit". */
export type AreaPattern = (typeof AREA_RULES)[number]["pattern"];

/** The guard AREA_RULES gives an area, known to the type checker (so a route gets a signed-in user id typed so). */
export type GuardOf<P extends AreaPattern> = Extract<(typeof AREA_RULES)[number], { pattern: P }>["guard"];

export function findAreaRule(pathname: string): AreaRule | undefined {
  return (AREA_RULES as readonly AreaRule[]).find((rule) => matchPath({ path: rule.pattern, end: true }, pathname));
}

export type AccessDecision =
  | { kind: "allow" }
  | { kind: "feature-unavailable"; feature: string }
  | { kind: "not-found" }
  | { kind: "redirect"; to: string }
  | { kind: "sign-in"; returnTo: string }
  | { kind: "mate-required" };

export function gateOpen(gate: FlagGate, flags: Flags): boolean {
  switch (gate) {
    case "radio":
      return flags.radioEnabled;
    case "events":
      return flags.eventsPageEnabled;
    case "news":
      return isNewsPageOn(flags);
    case "venues":
      return flags.venuesEnabled;
    case "productions":
      return flags.productionLinesEnabled;
    case "login":
      return flags.loginEnabled;
  }
}

/** What a closed gate does (spec §2): radio/events/login show Feature Unavailable; news is absent; venues and productions go home. */
function closedGate(gate: FlagGate, rule: AreaRule): AccessDecision {
  switch (gate) {
    case "news":
      return { kind: "not-found" };
    case "venues":
    case "productions":
      return { kind: "redirect", to: "/" };
    case "login":
      return { kind: "feature-unavailable", feature: "Login" };
    default:
      return { kind: "feature-unavailable", feature: rule.feature };
  }
}

/**
 * Flag gates first, then the guard. Admin routes send everyone but admins home (guests too);
 * mate routes send signed-out users home and show 'Mate Access Required' to signed-in non-mates;
 * resource routes send guests home and leave the record check of that very venue or production line to the
 * loader; other login-gated routes ask guests to sign in and come back.
 */
export function decideAccess(rule: AreaRule, flags: Flags, viewer: Viewer, returnTo: string): AccessDecision {
  for (const gate of rule.gates) {
    if (!gateOpen(gate, flags)) return rule.closed === "not-found" ? { kind: "not-found" } : closedGate(gate, rule);
  }
  switch (rule.guard) {
    case "none":
      return { kind: "allow" };
    case "admin":
      return viewer.role === "admin" ? { kind: "allow" } : { kind: "redirect", to: "/" };
    case "mate":
      if (viewer.role === "guest") return { kind: "redirect", to: "/" };
      return viewer.role === "dj" || viewer.role === "admin" ? { kind: "allow" } : { kind: "mate-required" };
    case "login":
      return viewer.role === "guest" ? { kind: "sign-in", returnTo } : { kind: "allow" };
    case "resource":
      return viewer.role === "guest" ? { kind: "redirect", to: "/" } : { kind: "allow" };
  }
}
