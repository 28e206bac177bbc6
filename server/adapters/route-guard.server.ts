import { createContext, data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { type AccessDecision, decideAccess } from "~/core/access/areas";
import { isArea, type RouteRule, routeRuleOf } from "~/core/access/route-table";
import { getRequestContext, type RequestContext } from "~server/context.server";
import { AppError } from "~server/domain/app-error.server";
import {
  getManagedProductionLine,
  type ManagedProductionLine,
} from "~server/domain/productions/get-managed-production-line.server";
import { getManagedVenue, type ManagedVenue } from "~server/domain/venues/get-managed-venue.server";
import type { ScreenPayload, SignedInContext } from "./access.server";
import { loadPageShell, sessionRedirectOf } from "./shell-data.server";
import { isSessionUnreadable } from "./unreadable-session.server";

/** What the guard let through, for the route's loaders and actions (read with the accessors below). */
interface GuardPass {
  rule: RouteRule;
  venue?: ManagedVenue;
  productionLine?: ManagedProductionLine;
}

const guardPass = createContext<GuardPass | null>(null);

/**
 * The root middleware (decision 049): looks the matched route pattern up in the route table, applies its flag
 * gates and guard (spec §2: a redirect, a 404, Feature Unavailable, the sign-in or Mate Access Required screen)
 * and, for the screens of one venue or production line, finds the viewer's record for it (decision 025) — all
 * before any loader or action of the request runs. Server middleware runs on client-side navigations too, as long
 * as the route has a loader (every guarded route has one).
 */
export const routeGuard: MiddlewareFunction<Response> = async ({ request, context, params, pattern, url }, next) => {
  const rule = routeRuleOf(pattern);
  // A route without a rule is a programming error (routes.ts is derived from the table), never a page.
  if (!rule) throw new Error(`the route pattern ${pattern} has no rule in app/core/access/route-table.ts`);
  // A session the database could not read is not a guest's: judged as a guest's it would get the sign-in screen. No
  // loader or action of such a request runs (each throws the outage, unreadable-session.server.ts), so the answer is
  // the database screen, as before the guard became a middleware.
  if (isSessionUnreadable(context)) return next();
  const ctx = getRequestContext(context);
  if (isArea(rule)) {
    const decision = decideAccess(rule, ctx.flags, ctx.viewer, `${url.pathname}${url.search}`);
    if (decision.kind !== "allow") await refuse(decision, request, context, rule);
    // Every guard lets only signed-in viewers through, and a signed-in viewer always comes with its session.
    if (rule.guard !== "none" && (!ctx.userId || !ctx.sessionId)) {
      throw new Error(`${url.pathname}: the guard let a viewer without a session through`);
    }
  }
  const pass: GuardPass = { rule };
  const resource = rule.resource;
  const actor = { id: ctx.userId ?? "" };
  if (resource?.kind === "venue") {
    pass.venue = await orNotFound(request, context, rule, () =>
      getManagedVenue(ctx.database.db, actor, params.venueSlug ?? "", resource.permission),
    );
  } else if (resource?.kind === "production-line") {
    pass.productionLine = await orNotFound(request, context, rule, () =>
      getManagedProductionLine(ctx.database.db, actor, params.slug ?? ""),
    );
  }
  context.set(guardPass, pass);
  return next();
};

/** Anyone without a record for that very venue or line gets the same 404 as an unknown slug (decision 025). */
async function orNotFound<T>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rule: RouteRule,
  find: () => Promise<T>,
): Promise<T> {
  try {
    return await find();
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found")
      await refuse({ kind: "not-found" }, request, context, rule);
    throw error;
  }
}

/**
 * Throws the spec §2 answer. A refused page is answered as if its loaders had run: a session that must go
 * elsewhere first (the root loader's redirect) still goes there, and a page carries the frame (header, footer)
 * the root loader would have given it, since no loader runs once a middleware throws.
 */
async function refuse(
  decision: Exclude<AccessDecision, { kind: "allow" }>,
  request: Request,
  context: Readonly<RouterContextProvider>,
  rule: RouteRule,
): Promise<never> {
  const raw = new URL(request.url);
  const page = !rule.module.endsWith(".ts");
  const dataRequest = raw.pathname.endsWith(".data");
  const routes = raw.searchParams.get("_routes");
  const rootLoads = page && (!dataRequest || routes === null || routes.split(",").includes("root"));
  if (rootLoads) {
    const to = sessionRedirectOf(getRequestContext(context), raw.pathname.replace(/\.data$/, "") || "/");
    if (to) throw redirect(to);
  }
  if (decision.kind === "redirect") throw redirect(decision.to);
  const shell = rootLoads ? { shell: await loadPageShell(context) } : {};
  switch (decision.kind) {
    case "not-found":
      throw data<ScreenPayload>({ screen: "not-found", ...shell }, { status: 404 });
    case "feature-unavailable":
      throw data<ScreenPayload>(
        { screen: "feature-unavailable", feature: decision.feature, ...shell },
        { status: 403 },
      );
    case "sign-in":
      throw data<ScreenPayload>({ screen: "sign-in", returnTo: decision.returnTo, ...shell }, { status: 401 });
    case "mate-required":
      throw data<ScreenPayload>({ screen: "mate-required", ...shell }, { status: 403 });
  }
}

function passOf(context: Readonly<RouterContextProvider>): GuardPass {
  const pass = context.get(guardPass);
  if (!pass) throw new Error("the route guard did not run for this request (root middleware missing)");
  return pass;
}

/** The request context of a route open to guests (its gates, if any, already passed). */
export function routeContext(context: Readonly<RouterContextProvider>): RequestContext {
  passOf(context);
  return getRequestContext(context);
}

/** The request context of a guarded route: the guard let only a signed-in person through. */
export function signedInContext(context: Readonly<RouterContextProvider>): SignedInContext {
  const { rule } = passOf(context);
  const ctx = getRequestContext(context);
  if (rule.guard === "none" || !ctx.userId || !ctx.sessionId) {
    throw new Error(`${rule.pattern} is not a guarded route: read it with routeContext`);
  }
  return ctx as SignedInContext;
}

/** The venue of a /venue/manage/{venueSlug}/… screen, as the guard found it with the tab's permission. */
export function managedVenueOf(context: Readonly<RouterContextProvider>): {
  ctx: SignedInContext;
  managed: ManagedVenue;
} {
  const { rule, venue } = passOf(context);
  if (!venue) throw new Error(`${rule.pattern} is not a venue's screen`);
  return { ctx: signedInContext(context), managed: venue };
}

/** The production line of a /producer/dashboard/{slug}/… screen, as the guard found it. */
export function managedProductionLineOf(context: Readonly<RouterContextProvider>): {
  ctx: SignedInContext;
  managed: ManagedProductionLine;
} {
  const { rule, productionLine } = passOf(context);
  if (!productionLine) throw new Error(`${rule.pattern} is not a production line's screen`);
  return { ctx: signedInContext(context), managed: productionLine };
}
