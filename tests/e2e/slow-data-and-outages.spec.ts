import { type APIRequestContext, type Browser, devices, expect, type TestInfo, test } from "@playwright/test";
import { signInAs } from "./fixtures/auth";
import { CONSENT_CHOSEN_STATE } from "./fixtures/consent-state";
import { expectNoAxeViolations, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

/**
 * Slow data and database outages (decisions 039, 041) as a visitor meets it, on the default server: the database goes away between two
 * pages and the next client-side navigation shows the database screen in the shell (not "Something went wrong",
 * nothing reported), then loads once it is back; a page whose data takes longer than the spec's 12 s shows "This is
 * taking longer than it should" in the shell, and its Try Again link loads the page once the data is quick again.
 * The database is slowed or stopped through the E2E_HOOKS-only /api/test/read-faults (every page read of the
 * server): @exclusive, so no other test's pages are slowed meanwhile. Phone and desktop run as two browser
 * contexts of one test each.
 */
const server = E2E_SERVERS.default;
const thirdParty = `http://127.0.0.1:${server.thirdPartyPort}`;

const DEVICES = {
  desktop: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
  phone: {
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
} as const;

/**
 * The anonymous page cache (server/http/page-cache.server.ts, PAGE_CACHE_TTL_MS 5 s) answers a page or its route
 * data that was rendered less than 5 s ago without running its loader: waited out before each faulty navigation,
 * so the click asks the (slow or stopped) database, whatever visited the page just before.
 */
const PAGE_CACHE_TTL_MS = 5_000;

async function readFaults(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${server.url}/api/test/read-faults`, { data: body });
  expect(response.status()).toBe(204);
}

async function crashReportsSince(request: APIRequestContext, started: number): Promise<number> {
  const all = (await (await request.get(`${thirdParty}/_received?kind=sentry_envelope`)).json()) as {
    at: number;
    data: { body: string };
  }[];
  return all.filter((r) => r.at >= started && /global-error|administrator command/.test(r.data.body)).length;
}

async function visitorMeetsFaults(
  browser: Browser,
  request: APIRequestContext,
  device: keyof typeof DEVICES,
  testInfo: TestInfo,
) {
  const started = Date.now();
  const context = await browser.newContext({
    ...DEVICES[device],
    baseURL: server.url,
    storageState: CONSENT_CHOSEN_STATE,
  });
  const page = await context.newPage();
  // The shell's navigation: the header's on a desktop, the tab bar on a phone.
  const nav = page.getByRole("navigation", { name: device === "phone" ? "Tab bar" : "Main" });
  const venues = nav.getByRole("link", { name: "Venues" });
  try {
    await readFaults(request, {});
    await page.goto("/about");
    await waitForHydrated(venues);

    // The database stops answering before the next navigation.
    await readFaults(request, { read: "page-data", outage: true });
    await page.waitForTimeout(PAGE_CACHE_TTL_MS + 500);
    const routeData = page.waitForResponse((r) => new URL(r.url()).pathname === "/venues.data");
    await venues.click();
    const answer = await routeData;
    expect(answer.status()).toBe(503);
    expect(answer.headers()["retry-after"]).toBe("5");
    await expect(page.getByRole("heading", { name: "We can't reach our database right now" })).toBeVisible();
    await expect(page.getByText("Try again in a moment.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/venues$/);
    await expect(page).toHaveTitle("Try again in a moment · Booth");
    await expect(nav).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, `database-screen-${device}`);

    // The database is back: the same link loads the page.
    await readFaults(request, {});
    await venues.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Venues");

    // A page's data slower than 12 s: the notice in the shell, within about 12 s.
    await page.goto("/about");
    await waitForHydrated(venues);
    await readFaults(request, { read: "page-data", delayMs: 15_000 });
    await page.waitForTimeout(PAGE_CACHE_TTL_MS + 500);
    const clicked = Date.now();
    await venues.click();
    await expect(page.getByRole("heading", { name: "This is taking longer than it should" })).toBeVisible({
      timeout: 20_000,
    });
    const waited = Date.now() - clicked;
    expect(waited).toBeGreaterThan(11_000);
    expect(waited).toBeLessThan(15_000);
    await expect(page).toHaveURL(/\/venues$/);
    await expect(page).toHaveTitle("Taking longer than it should · Booth");
    await expect(nav).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, `slow-data-screen-${device}`);

    // Quick again: Try Again loads the page.
    await readFaults(request, {});
    await page.getByRole("link", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Venues");

    // Neither screen is a crash: nothing reached error reporting.
    await page.waitForTimeout(1_500);
    expect(await crashReportsSince(request, started)).toBe(0);
  } finally {
    await readFaults(request, {});
    await context.close();
  }
}

test("an outage during a navigation shows the database screen, a slow page the 12 s notice — on a desktop @exclusive", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await visitorMeetsFaults(browser, request, "desktop", testInfo);
});

test("an outage during a navigation shows the database screen, a slow page the 12 s notice — on a phone @exclusive", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await visitorMeetsFaults(browser, request, "phone", testInfo);
});

/**
 * A signed-in visitor whose session the database cannot read (it fails as a stopped PostgreSQL makes it fail: the
 * E2E_HOOKS-only "session" read fault): the database screen and 503s, never the guest's sign-in screen or a redirect to
 * /login, which would read as a sign-out; back to normal, the same browser is still signed in (decision 039).
 */
async function signedInVisitorMeetsOutage(
  browser: Browser,
  request: APIRequestContext,
  device: keyof typeof DEVICES,
  testInfo: TestInfo,
) {
  const context = await browser.newContext({
    ...DEVICES[device],
    baseURL: server.url,
    storageState: CONSENT_CHOSEN_STATE,
  });
  const page = await context.newPage();
  const databaseScreen = page.getByRole("heading", { name: "We can't reach our database right now" });
  try {
    await readFaults(request, {});
    await signInAs(page, "user", server.url);
    await page.goto("/dj/amara-obi");
    const follow = page.getByRole("button", { name: /^Follow(ing)? Amara Obi$/ });
    await waitForHydrated(follow);

    // The database stops answering the session read.
    await readFaults(request, { read: "session", outage: true });
    // A follow: the database screen where the visitor is, not the sign-in page.
    const followed = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/dj/amara-obi"));
    await follow.click();
    expect((await followed).status()).toBe(503);
    await expect(databaseScreen).toBeVisible();
    await expect(page).toHaveURL(/\/dj\/amara-obi$/);

    // The profile, opened afresh: the database screen in the shell, 503 with Retry-After — not "Sign in to continue".
    const answer = await page.goto("/profile");
    expect(answer?.status()).toBe(503);
    expect(answer?.headers()["retry-after"]).toBe("5");
    await expect(databaseScreen).toBeVisible();
    await expect(page.getByText("Sign in to continue")).toHaveCount(0);
    // Nor a header asking a signed-in visitor to log in: who is signed in is unknown while the database is away.
    await expect(page.getByRole("link", { name: "Log In" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("navigation", { name: device === "phone" ? "Tab bar" : "Main" })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, `signed-in-database-screen-${device}`);

    // The session endpoint says "try again", not 500.
    const session = await page.request.get("/api/auth/get-session");
    expect(session.status()).toBe(503);
    expect(session.headers()["retry-after"]).toBe("5");
    expect(await session.json()).toMatchObject({ code: "DATABASE_UNAVAILABLE" });

    // Back: the same browser is still signed in.
    await readFaults(request, {});
    const back = await page.goto("/profile");
    expect(back?.status()).toBe(200);
    await expect(page.getByText("Noa Lindqvist").first()).toBeVisible();
    expect((await context.cookies()).some((c) => c.name.endsWith("session_token"))).toBe(true);
  } finally {
    await readFaults(request, {});
    await context.close();
  }
}

test("a signed-in visitor during an outage sees the database screen, never the sign-in screen — on a desktop @exclusive", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInVisitorMeetsOutage(browser, request, "desktop", testInfo);
});

test("a signed-in visitor during an outage sees the database screen, never the sign-in screen — on a phone @exclusive", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInVisitorMeetsOutage(browser, request, "phone", testInfo);
});
