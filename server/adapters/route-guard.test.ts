import { describe, expect, it } from "vitest";
import { GUEST, type Viewer } from "~/core/access/viewer";
import { DEFAULT_FLAGS } from "~/core/site/flags";
import { createLoadContext, type RequestContext } from "~server/context.server";
import { routeContext, routeGuard, signedInContext } from "./route-guard.server";
import { noteUnreadableSession } from "./unreadable-session.server";

const FAN: Viewer = { role: "user", name: "Fan", email: "fan@example.test" };
const CONFIG = { brandName: "Booth", productSlug: "booth", whatsappNumber: "972500000000", publicUrl: "http://x.test" };

function contextFor(viewer: Viewer, flags = DEFAULT_FLAGS) {
  const signedIn = viewer.role !== "guest";
  return createLoadContext({
    flags,
    viewer,
    config: CONFIG,
    userId: signedIn ? "user-1" : null,
    sessionId: signedIn ? "session-1" : null,
    sessionRedirect: null,
  } as unknown as RequestContext);
}

/** Runs the root middleware as React Router does: the matched pattern, and the URL without its data suffix. */
async function guard(path: string, pattern: string, context: ReturnType<typeof contextFor>) {
  const request = new Request(`http://localhost${path}`);
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  let reached = false;
  const args = { request, context, params: {}, pattern, url } as unknown as Parameters<typeof routeGuard>[0];
  await routeGuard(args, async () => {
    reached = true;
    return new Response("page");
  });
  return reached;
}

/** What the guard threw: a Response-like data() object (status + payload) or a redirect Response. */
async function thrown(
  run: () => Promise<unknown>,
): Promise<{ status: number; location?: string | null; payload?: unknown }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("location") };
    const { init, data } = error as { init: { status: number }; data: unknown };
    return { status: init.status, payload: data };
  }
  throw new Error("nothing was thrown");
}

describe("the route guard (root middleware)", () => {
  it("hands a signed-in user through to the route with their user and session ids", async () => {
    const context = contextFor(FAN);
    expect(await guard("/profile", "profile", context)).toBe(true);
    const access = signedInContext(context);
    expect(access.userId).toBe("user-1");
    expect(access.sessionId).toBe("session-1");
    expect(access.viewer).toEqual(FAN);
  });

  it("asks a guest to sign in and come back, judging a client-side data request by its page", async () => {
    expect(await thrown(() => guard("/profile.data?_routes=x&tab=2", "profile", contextFor(GUEST)))).toEqual({
      status: 401,
      payload: { screen: "sign-in", returnTo: "/profile?tab=2" },
    });
  });

  it("gives a refused page the frame the root loader would have given it", async () => {
    const refused = await thrown(() => guard("/profile", "profile", contextFor(GUEST)));
    expect(refused.status).toBe(401);
    expect(refused.payload).toMatchObject({ screen: "sign-in", returnTo: "/profile", shell: { brandName: "Booth" } });
  });

  it("sends non-admins home from admin areas and shows signed-in non-mates the mate screen", async () => {
    expect(await thrown(() => guard("/admin/users", "admin/users", contextFor(FAN)))).toEqual({
      status: 302,
      location: "/",
    });
    expect(await thrown(() => guard("/mate/dashboard.data?_routes=x", "mate/dashboard", contextFor(FAN)))).toEqual({
      status: 403,
      payload: { screen: "mate-required" },
    });
  });

  it("applies the flag gates before the guard", async () => {
    const loginOff = { ...DEFAULT_FLAGS, loginEnabled: false };
    expect(await thrown(() => guard("/profile.data?_routes=x", "profile", contextFor(FAN, loginOff)))).toEqual({
      status: 403,
      payload: { screen: "feature-unavailable", feature: "Login" },
    });
  });

  it("refuses a route pattern the table does not declare, and a guarded accessor on an open route", async () => {
    await expect(guard("/nowhere", "nowhere", contextFor(FAN))).rejects.toThrow(
      "has no rule in app/core/access/route-table.ts",
    );
    const context = contextFor(FAN);
    await guard("/radio", "radio", context);
    expect(() => signedInContext(context)).toThrow("/radio is not a guarded route");
  });

  it("leaves a request whose session the database could not read to the outage's answer, not the sign-in screen", async () => {
    const context = contextFor(GUEST);
    noteUnreadableSession(context, new Error("database unavailable"));
    expect(await guard("/profile", "profile", context)).toBe(true);
  });

  it("lets guests into open areas", async () => {
    const context = contextFor(GUEST);
    expect(await guard("/radio", "radio", context)).toBe(true);
    expect(routeContext(context).userId).toBeNull();
  });
});
