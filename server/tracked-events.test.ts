import { describe, expect, it } from "vitest";
import { decodeTrackedEvents, encodeTrackedEvents, type TrackedEvent } from "~/core/analytics/tracked-events";
import { loadConfig } from "./config.server";
import {
  queueTrackedEvent,
  takeTrackedEvents,
  trackedEventsCookieName,
  withTrackedEvents,
} from "./tracked-events.server";

const https = loadConfig({ DATA_DIR: "/tmp/booth-tracked-events", PUBLIC_URL: "https://booth.example" });
const http = loadConfig({ DATA_DIR: "/tmp/booth-tracked-events", PUBLIC_URL: "http://localhost:3000" });
const signIn: TrackedEvent = { kind: "auth_action", data: { action: "sign_in", method: "email" } };
const page = { status: 200 };
const redirect = { status: 302 };
const answered = (result: { status: number }) => result.status === 200;

const cookieValueOf = (setCookie: string | null) => setCookie?.split(";")[0].split("=").slice(1).join("=");

describe("a page request's tracked events", () => {
  it("leaves what a change queued in a __Host- cookie on https: HttpOnly, Secure, Path=/, short-lived", async () => {
    const { setCookie } = await withTrackedEvents(
      https,
      undefined,
      async () => {
        queueTrackedEvent("admin_action", { action: "booking.note", target_type: "booking_inquiry" });
        return redirect;
      },
      answered,
    );
    expect(setCookie).toMatch(/^__Host-booth\.tracked=/);
    for (const attribute of [/;\s*HttpOnly/, /;\s*Secure/, /;\s*Path=\/(;|$)/, /;\s*SameSite=Lax/, /;\s*Max-Age=300/])
      expect(setCookie).toMatch(attribute);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(decodeTrackedEvents(cookieValueOf(setCookie))).toEqual([
      { kind: "admin_action", data: { action: "booking.note", target_type: "booking_inquiry" } },
    ]);
  });

  it("hands the cookie's events to the root loader of a page and then clears the cookie", async () => {
    const cookie = `${trackedEventsCookieName(http)}=${encodeTrackedEvents([signIn])}`;
    let taken: TrackedEvent[] = [];
    const { setCookie } = await withTrackedEvents(
      http,
      `a=1; ${cookie}`,
      async () => {
        taken = takeTrackedEvents();
        return page;
      },
      answered,
    );
    expect(taken).toEqual([signIn]);
    expect(setCookie).toMatch(/^booth\.tracked=; Max-Age=0;/);
  });

  it("keeps them for the next page when the answer is a redirect, adding what this request queued", async () => {
    const cookie = `${trackedEventsCookieName(http)}=${encodeTrackedEvents([signIn])}`;
    const { setCookie } = await withTrackedEvents(
      http,
      cookie,
      async () => {
        takeTrackedEvents();
        queueTrackedEvent("auth_action", { action: "sign_out" });
        return redirect;
      },
      answered,
    );
    expect(decodeTrackedEvents(cookieValueOf(setCookie))).toEqual([
      signIn,
      { kind: "auth_action", data: { action: "sign_out" } },
    ]);
  });

  it("sets nothing when nothing waits or happens, and queueing outside a request is a no-op", async () => {
    expect((await withTrackedEvents(http, undefined, async () => page, answered)).setCookie).toBeNull();
    expect(() => queueTrackedEvent("auth_action", { action: "sign_in" })).not.toThrow();
    expect(takeTrackedEvents()).toEqual([]);
  });
});
