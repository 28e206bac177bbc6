import { matchPath } from "react-router";
import { type Flags, isNewsPageOn } from "~/core/site/flags";
import { type FlagGate, isArea, ROUTE_TABLE, type RouteRule } from "./route-table";
import type { Viewer } from "./viewer";

/**
 * Route access rules of spec §2: which flag gates a path and what happens when it is off, and which guard
 * protects it (declared in the route table, app/core/access/route-table.ts). The root middleware decides with
 * `decideAccess` before any loader or action runs (decision 049); the UI only hides links.
 */

export type { FlagGate, Guard } from "./route-table";

/** An area's rule: a route of the table with a flag gate or a guard, and the name its screens give it. */
export type AreaRule = RouteRule & { feature: string };

/** The areas of spec §2, in the order of the route table (derived from it: decision 049). */
export const AREA_RULES: readonly AreaRule[] = (ROUTE_TABLE as readonly RouteRule[]).filter(
  (rule): rule is AreaRule => isArea(rule) && rule.feature !== undefined,
);

export function findAreaRule(pathname: string): AreaRule | undefined {
  return AREA_RULES.find((rule) => matchPath({ path: rule.pattern, end: true }, pathname));
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
function closedGate(gate: FlagGate, rule: RouteRule): AccessDecision {
  switch (gate) {
    case "news":
      return { kind: "not-found" };
    case "venues":
    case "productions":
      return { kind: "redirect", to: "/" };
    case "login":
      return { kind: "feature-unavailable", feature: "Login" };
    default:
      return { kind: "feature-unavailable", feature: rule.feature ?? "" };
  }
}

/**
 * Flag gates first, then the guard. Admin routes send everyone but admins home (guests too);
 * mate routes send signed-out users home and show 'Mate Access Required' to signed-in non-mates;
 * resource routes send guests home and leave the record check of that very venue or production line to the
 * loader; other login-gated routes ask guests to sign in and come back.
 */
export function decideAccess(rule: RouteRule, flags: Flags, viewer: Viewer, returnTo: string): AccessDecision {
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
    case "booker":
      if (viewer.role === "guest") return { kind: "sign-in", returnTo };
      return viewer.role === "admin" || viewer.findsDjs ? { kind: "allow" } : { kind: "not-found" };
  }
}
