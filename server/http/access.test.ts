import { describe, expect, it } from "vitest";
import { DEFAULT_FLAGS } from "~/core/flags";
import { GUEST, type Viewer } from "~/core/viewer";
import { createLoadContext, type RequestContext } from "~server/context.server";
import { requireAreaAccess } from "./access.server";

const FAN: Viewer = { role: "user", name: "Fan", email: "fan@example.test" };

function contextFor(viewer: Viewer, flags = DEFAULT_FLAGS) {
  const signedIn = viewer.role !== "guest";
  return createLoadContext({
    flags,
    viewer,
    userId: signedIn ? "user-1" : null,
    sessionId: signedIn ? "session-1" : null,
  } as RequestContext);
}

const get = (path: string) => new Request(`http://localhost${path}`);

/** What the guard threw: a Response-like data() object (status + payload) or a redirect Response. */
function thrown(run: () => unknown): { status: number; location?: string | null; payload?: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("location") };
    const { init, data } = error as { init: { status: number }; data: unknown };
    return { status: init.status, payload: data };
  }
  throw new Error("nothing was thrown");
}

describe("requireAreaAccess", () => {
  it("hands a signed-in user through with their user and session ids", () => {
    const access = requireAreaAccess(get("/profile"), contextFor(FAN), "/profile");
    expect(access.userId).toBe("user-1");
    expect(access.sessionId).toBe("session-1");
    expect(access.viewer).toEqual(FAN);
  });

  it("asks a guest to sign in and come back, judging a client-side data request by its page", () => {
    expect(
      thrown(() => requireAreaAccess(get("/profile.data?_routes=x&tab=2"), contextFor(GUEST), "/profile")),
    ).toEqual({
      status: 401,
      payload: { screen: "sign-in", returnTo: "/profile?tab=2" },
    });
  });

  it("sends non-admins home from admin areas and shows signed-in non-mates the mate screen", () => {
    expect(thrown(() => requireAreaAccess(get("/admin/users"), contextFor(FAN), "/admin/users"))).toEqual({
      status: 302,
      location: "/",
    });
    expect(thrown(() => requireAreaAccess(get("/mate/dashboard"), contextFor(FAN)))).toEqual({
      status: 403,
      payload: { screen: "mate-required" },
    });
  });

  it("applies the flag gates before the guard", () => {
    const loginOff = { ...DEFAULT_FLAGS, loginEnabled: false };
    expect(thrown(() => requireAreaAccess(get("/profile"), contextFor(FAN, loginOff), "/profile"))).toEqual({
      status: 403,
      payload: { screen: "feature-unavailable", feature: "Login" },
    });
  });

  it("answers 404 outside every area and refuses a module that names another area", () => {
    expect(thrown(() => requireAreaAccess(get("/nowhere"), contextFor(FAN)))).toEqual({
      status: 404,
      payload: { screen: "not-found" },
    });
    expect(() => requireAreaAccess(get("/profile"), contextFor(FAN), "/edit-profile")).toThrow(
      "/profile is in area /profile, not /edit-profile",
    );
  });

  it("lets guests into open areas (the shared module of areas still to come)", () => {
    expect(requireAreaAccess(get("/radio"), contextFor(GUEST)).userId).toBeNull();
  });
});
