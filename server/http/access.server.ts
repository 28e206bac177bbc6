import { data, type RouterContextProvider, redirect } from "react-router";
import { type AccessDecision, type AreaPattern, decideAccess, findAreaRule, type GuardOf } from "~/core/areas";
import type { Viewer, ViewerRole } from "~/core/viewer";
import { getRequestContext, type RequestContext } from "~server/context.server";

/** The payload of a screen that a gate or guard shows instead of the page (rendered by the root error boundary). */
export type ScreenPayload =
  | { screen: "feature-unavailable"; feature: string }
  | { screen: "not-found" }
  | { screen: "sign-in"; returnTo: string }
  | { screen: "mate-required" };

/** Turns an access decision into the HTTP response of spec §2, thrown from a loader or action. */
export function throwForDecision(decision: AccessDecision): void {
  switch (decision.kind) {
    case "allow":
      return;
    case "redirect":
      throw redirect(decision.to);
    case "not-found":
      throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
    case "feature-unavailable":
      throw data<ScreenPayload>({ screen: "feature-unavailable", feature: decision.feature }, { status: 403 });
    case "sign-in":
      throw data<ScreenPayload>({ screen: "sign-in", returnTo: decision.returnTo }, { status: 401 });
    case "mate-required":
      throw data<ScreenPayload>({ screen: "mate-required" }, { status: 403 });
  }
}

/** The request context once an area's guard let a signed-in person through: their user and session are known. */
export type SignedInContext = RequestContext & {
  viewer: Viewer & { role: Exclude<ViewerRole, "guest"> };
  userId: string;
  sessionId: string;
};

/** What `requireAreaAccess` hands back: open areas may be visited by guests, guarded ones only by someone signed in. */
export type AreaAccess<P extends AreaPattern> = GuardOf<P> extends "none" ? RequestContext : SignedInContext;

/**
 * The first line of every gated loader and action: applies the flag gates and the guard of the area the
 * request path belongs to (AREA_RULES in app/core/areas.ts), throws the spec §2 answer when the request may
 * not go on, and otherwise returns the request context. Each module names its area's pattern, so the
 * type checker knows from AREA_RULES whether the user id can be null (without a pattern: the plain context).
 */
export function requireAreaAccess<P extends AreaPattern>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  pattern: P,
): AreaAccess<P>;
export function requireAreaAccess(request: Request, context: Readonly<RouterContextProvider>): RequestContext;
export function requireAreaAccess(
  request: Request,
  context: Readonly<RouterContextProvider>,
  pattern?: AreaPattern,
): RequestContext {
  const ctx = getRequestContext(context);
  const url = new URL(request.url);
  // Client-side navigations fetch "/profile.data?_routes=…": judge (and return to) the page's own path.
  const pathname = url.pathname.replace(/\.data$/, "") || "/";
  url.searchParams.delete("_routes");
  const rule = findAreaRule(pathname);
  if (!rule) throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
  // A module that names the wrong area would be judged by another area's rule: a programming error, not a 404.
  if (pattern && rule.pattern !== pattern) throw new Error(`${pathname} is in area ${rule.pattern}, not ${pattern}`);
  throwForDecision(decideAccess(rule, ctx.flags, ctx.viewer, `${pathname}${url.search}`));
  // Every guard lets only signed-in viewers through, and a signed-in viewer always comes with its session.
  if (rule.guard !== "none" && (!ctx.userId || !ctx.sessionId)) {
    throw new Error(`${pathname}: the guard let a viewer without a session through`);
  }
  return ctx;
}
