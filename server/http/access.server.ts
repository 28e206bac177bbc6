import { data, redirect } from "react-router";
import { type AccessDecision, decideAccess, findAreaRule } from "~/core/areas";
import type { Flags } from "~/core/flags";
import type { Viewer } from "~/core/viewer";

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

/**
 * Called on the first line of every gated loader and action: applies the flag gates and the guard of
 * the area that the request path belongs to (app/core/areas.ts).
 */
export function enforceAreaAccess(request: Request, flags: Flags, viewer: Viewer): void {
  const url = new URL(request.url);
  // Client-side navigations fetch "/profile.data?_routes=…": judge (and return to) the page's own path.
  const pathname = url.pathname.replace(/\.data$/, "") || "/";
  url.searchParams.delete("_routes");
  const rule = findAreaRule(pathname);
  if (!rule) throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
  throwForDecision(decideAccess(rule, flags, viewer, `${pathname}${url.search}`));
}
