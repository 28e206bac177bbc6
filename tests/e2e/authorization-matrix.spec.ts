import { type APIRequestContext, type BrowserContext, expect, test } from "@playwright/test";
import { AREA_RULES } from "../../app/core/areas";
import { authStateFile, type SignInKind } from "./fixtures/auth";
import { E2E_SERVERS } from "./servers";

/**
 * The authorization matrix (ARCHITECTURE §5): every guarded route × guest, user, mate, venue manager,
 * producer, admin → the expected answer, on the default server (login and production lines on). Written out
 * by hand from spec §2/§6 — not computed from decideAccess — so a wrong rule makes this fail.
 *   ok      200 with the page
 *   home    302 to /                     (admin routes for everyone else; mate routes for guests)
 *   signin  401 sign-in prompt           (login-gated routes for guests)
 *   mate    403 'Mate Access Required'   (mate routes for signed-in non-mates)
 *   notfound 404                        (the DJ profile editor for anyone who does not manage that profile)
 *   {to}    302 elsewhere (route-specific, e.g. a completed profile leaves /complete-profile)
 */
type Outcome = "ok" | "home" | "signin" | "mate" | "notfound" | { to: string };
type Who = "guest" | Exclude<SignInKind, "multi" | "claimer">;
const WHO: readonly Who[] = ["guest", "user", "mate", "venue", "producer", "admin"];

const LOGIN = { guest: "signin", user: "ok", mate: "ok", venue: "ok", producer: "ok", admin: "ok" } as const;
const MATE = { guest: "home", user: "mate", mate: "ok", venue: "mate", producer: "mate", admin: "ok" } as const;
const ADMIN = { guest: "home", user: "home", mate: "home", venue: "home", producer: "home", admin: "ok" } as const;
const PROFILE_DONE = { to: "/profile" };
/** A public DJ none of the matrix people manages (the mate and multi demo accounts own other profiles). */
const OTHER_DJ = "nadia-voss";
/** The editor of someone else's profile: only admins (and the profile's own managers) get in. */
const OTHERS_EDITOR = {
  guest: "signin",
  user: "notfound",
  mate: "notfound",
  venue: "notfound",
  producer: "notfound",
  admin: "ok",
} as const;

const MATRIX: { pattern: string; path: string; expect: Record<Who, Outcome> }[] = [
  { pattern: "/profile", path: "/profile", expect: LOGIN },
  { pattern: "/claim-dj-profile", path: "/claim-dj-profile", expect: LOGIN },
  {
    pattern: "/complete-profile",
    path: "/complete-profile",
    expect: {
      guest: "signin",
      user: PROFILE_DONE,
      mate: PROFILE_DONE,
      venue: PROFILE_DONE,
      producer: PROFILE_DONE,
      admin: PROFILE_DONE,
    },
  },
  { pattern: "/edit-profile", path: "/edit-profile", expect: LOGIN },
  { pattern: "/profile-settings", path: "/profile-settings", expect: LOGIN },
  { pattern: "/dj/:slug/edit", path: `/dj/${OTHER_DJ}/edit`, expect: OTHERS_EDITOR },
  { pattern: "/mate/dashboard", path: "/mate/dashboard", expect: MATE },
  { pattern: "/mate/events", path: "/mate/events", expect: MATE },
  { pattern: "/mate/events/create", path: "/mate/events/create", expect: MATE },
  { pattern: "/mate/events/analytics", path: "/mate/events/analytics", expect: MATE },
  { pattern: "/venue/manage/:venueSlug", path: "/venue/manage/some-venue", expect: MATE },
  { pattern: "/my-venues", path: "/my-venues", expect: MATE },
  { pattern: "/producer/my-productions", path: "/producer/my-productions", expect: MATE },
  { pattern: "/producer/dashboard/:slug", path: "/producer/dashboard/some-line", expect: MATE },
  { pattern: "/my/following/productions", path: "/my/following/productions", expect: LOGIN },
  { pattern: "/admin/dashboard", path: "/admin/dashboard", expect: ADMIN },
  { pattern: "/admin/events/create", path: "/admin/events/create", expect: ADMIN },
  { pattern: "/admin/events/:eventId/edit", path: "/admin/events/42/edit", expect: ADMIN },
  { pattern: "/admin/bookings", path: "/admin/bookings", expect: ADMIN },
  { pattern: "/admin/bookings/:inquiryId", path: "/admin/bookings/42", expect: ADMIN },
  { pattern: "/admin/analytics", path: "/admin/analytics", expect: ADMIN },
  { pattern: "/admin/users", path: "/admin/users", expect: ADMIN },
  { pattern: "/admin/claims", path: "/admin/claims", expect: ADMIN },
  { pattern: "/admin/settings", path: "/admin/settings", expect: ADMIN },
];

const baseURL = E2E_SERVERS.default.url;

async function expectOutcome(response: Awaited<ReturnType<APIRequestContext["get"]>>, outcome: Outcome, label: string) {
  const status = response.status();
  if (outcome === "ok") {
    expect(status, label).toBe(200);
  } else if (outcome === "home" || typeof outcome === "object") {
    const to = outcome === "home" ? "/" : outcome.to;
    expect(status, label).toBe(302);
    expect(new URL(response.headers().location ?? "", baseURL).pathname, label).toBe(to);
  } else if (outcome === "notfound") {
    expect(status, label).toBe(404);
  } else if (outcome === "signin") {
    expect(status, label).toBe(401);
    expect(await response.text(), label).toContain("Sign in to continue");
  } else {
    expect(status, label).toBe(403);
    const body = await response.text();
    expect(body, label).toContain("Mate Access Required");
    expect(body, label).toContain("Back to Home");
  }
}

test.describe("authorization matrix", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "HTTP-level: one project is enough");
  });

  test("covers every guarded route of AREA_RULES", () => {
    const guarded = AREA_RULES.filter((r) => r.guard !== "none").map((r) => r.pattern);
    expect(MATRIX.map((row) => row.pattern).sort()).toEqual([...guarded].sort());
  });

  for (const who of WHO) {
    test(`GET every guarded route as ${who}`, async ({ browser }) => {
      let context: BrowserContext;
      if (who === "guest") context = await browser.newContext({ baseURL });
      else context = await browser.newContext({ baseURL, storageState: await authStateFile(baseURL, who) });
      try {
        for (const row of MATRIX) {
          const response = await context.request.get(row.path, { maxRedirects: 0 });
          await expectOutcome(response, row.expect[who], `${who} GET ${row.path}`);
        }
      } finally {
        await context.close();
      }
    });
  }

  test("a guest's POST to every guarded action is refused the same way", async ({ browser }) => {
    const context = await browser.newContext({ baseURL });
    try {
      for (const row of MATRIX) {
        const response = await context.request.post(row.path, {
          maxRedirects: 0,
          headers: { origin: baseURL },
          form: { intent: "block", userId: "someone", flag: "radioEnabled", enabled: "false" },
        });
        await expectOutcome(response, row.expect.guest, `guest POST ${row.path}`);
      }
    } finally {
      await context.close();
    }
  });

  test("signed-in non-admins cannot use the admin actions", async ({ browser }) => {
    for (const who of ["user", "mate", "venue", "producer"] as const) {
      const context = await browser.newContext({ baseURL, storageState: await authStateFile(baseURL, who) });
      try {
        for (const path of ["/admin/users", "/admin/settings", "/admin/claims"]) {
          const response = await context.request.post(path, {
            maxRedirects: 0,
            headers: { origin: baseURL },
            form: { intent: "block", userId: "someone", flag: "radioEnabled", enabled: "false" },
          });
          await expectOutcome(response, "home", `${who} POST ${path}`);
        }
      } finally {
        await context.close();
      }
    }
  });
});

test.describe("DJ profile editor: only the profile's managers (IDOR)", () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "HTTP-level: one project is enough");
  });

  test("a user and a mate cannot read or change another DJ's profile; the mate edits their own", async ({
    browser,
  }) => {
    for (const who of ["user", "mate", "venue"] as const) {
      const context = await browser.newContext({ baseURL, storageState: await authStateFile(baseURL, who) });
      try {
        for (const path of [`/dj/${OTHER_DJ}/edit`, `/dj/${OTHER_DJ}/edit.data`]) {
          const get = await context.request.get(path, { maxRedirects: 0 });
          expect(get.status(), `${who} GET ${path}`).toBe(404);
          expect(await get.text(), `${who} GET ${path}`).not.toContain("Save profile");
          const post = await context.request.post(path, {
            maxRedirects: 0,
            headers: { origin: baseURL },
            form: { intent: "profile", displayName: `Hijacked by ${who}` },
          });
          expect(post.status(), `${who} POST ${path}`).toBe(404);
        }
        const upload = await context.request.post(`/dj/${OTHER_DJ}/edit`, {
          maxRedirects: 0,
          headers: { origin: baseURL },
          multipart: { intent: "image", image: { name: "x.png", mimeType: "image/png", buffer: Buffer.from("x") } },
        });
        expect(upload.status(), `${who} upload`).toBe(404);
      } finally {
        await context.close();
      }
    }
    const guest = await browser.newContext({ baseURL });
    try {
      const page = await guest.request.get(`/dj/${OTHER_DJ}`);
      expect(await page.text()).not.toContain("Hijacked");
      const post = await guest.request.post(`/dj/${OTHER_DJ}/edit`, {
        maxRedirects: 0,
        headers: { origin: baseURL },
        form: { intent: "profile", displayName: "Hijacked by guest" },
      });
      expect(post.status()).toBe(401);
    } finally {
      await guest.close();
    }

    // The mate demo account manages one profile (linked by the demo seed): that editor opens.
    const mate = await browser.newContext({ baseURL, storageState: await authStateFile(baseURL, "mate") });
    try {
      const profile = await (await mate.request.get("/profile")).text();
      const own = /href="(\/dj\/[a-z0-9-]+\/edit)"/.exec(profile)?.[1];
      expect(own, "the mate's /profile links to their editor").toBeTruthy();
      expect(own).not.toBe(`/dj/${OTHER_DJ}/edit`);
      const response = await mate.request.get(own as string, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("Save profile");
    } finally {
      await mate.close();
    }
  });
});
