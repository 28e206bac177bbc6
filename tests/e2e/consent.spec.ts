import { randomInt } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "~server/domain/users/seed-demo-accounts.server";
import { signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_PASSWORD, E2E_SERVERS } from "./servers";

// Cookie consent on the default server, whose Google tag is the local stand-in
// (tests/e2e/fixtures/fake-third-parties.ts, ANALYTICS_TAG_URL). Every test starts as a first visit: empty storage.
const server = E2E_SERVERS.default;
const thirdParty = `http://127.0.0.1:${server.thirdPartyPort}`;
test.use({ baseURL: server.url, storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole("region", { name: "Cookies on Booth" });
const preferencesView = (page: Page) => page.getByRole("region", { name: "Cookie preferences" });

interface StoredRecord {
  preferences: Record<string, boolean>;
  timestamp: string;
  version: string;
  visitorId: string;
  expiresAt: string;
}

async function storedRecord(page: Page): Promise<StoredRecord | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem("cookie_consent");
    return raw ? (JSON.parse(raw) as StoredRecord) : null;
  });
}

/** The tag's hits whose page URL carries this test's marker. */
async function tagHits(request: APIRequestContext, marker: string): Promise<Record<string, string>[]> {
  const response = await request.get(`${thirdParty}/_received?kind=tag_hit`);
  const all = (await response.json()) as { data: Record<string, string> }[];
  return all.map((r) => r.data).filter((d) => d.dl?.includes(marker));
}

/** Page views only: the tag also receives the page's web vitals, whose timing is the browser's. */
async function pageViews(request: APIRequestContext, marker: string) {
  return (await tagHits(request, marker)).filter((h) => h.en === "page_view");
}

/** Records the consent events the page dispatches on window (they are how the analytics layer hears of changes). */
async function recordConsentEvents(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { consentEvents: string[] }).consentEvents = seen;
    for (const name of ["consent_granted", "consent_updated", "consent_revoked", "consent_expired"])
      window.addEventListener(name, () => seen.push(name));
  });
}
const consentEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { consentEvents: string[] }).consentEvents);

test("first visit: Accept All stores the choice, copies it to the database and starts the tag; turning analytics off stops it", async ({
  page,
  request,
}, testInfo) => {
  const marker = `accept-${testInfo.project.name}-${Date.now()}`;
  await page.goto(`/?m=${marker}`);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Customize" })).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Reject All" })).toBeVisible();
  // Not over the phone's tab bar.
  const tabBar = page.getByRole("navigation", { name: "Tab bar" });
  if (await tabBar.isVisible().catch(() => false)) {
    const bannerBox = await banner(page).boundingBox();
    const tabBox = await tabBar.boundingBox();
    expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual((tabBox?.y ?? 0) + 1);
  }
  await saveScreenshot(page, testInfo, "consent-banner");
  await expectNoAxeViolations(page);
  // Nothing goes to the tag before consent.
  expect(await tagHits(request, marker)).toEqual([]);

  await recordConsentEvents(page);
  const copy = page.waitForResponse((r) => r.url().endsWith("/api/consent") && r.request().method() === "POST");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect(page.getByText("All cookies accepted")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect((await copy).status()).toBe(204);
  expect(await consentEvents(page)).toEqual(["consent_granted"]);

  const record = await storedRecord(page);
  expect(record?.version).toBe("1.0");
  expect(record?.visitorId).toMatch(/^visitor_/);
  expect(record?.preferences).toEqual({ essential: true, functional: true, analytics: true, marketing: true });
  expect(Date.parse(record?.expiresAt ?? "") - Date.parse(record?.timestamp ?? "")).toBe(33_696_000_000);
  expect(await page.evaluate(() => localStorage.getItem("visitor_id"))).toBe(record?.visitorId);

  const stored = await (await request.get(`/api/test/consent?visitorId=${record?.visitorId}`)).json();
  expect(stored.records.map((r: { consentType: string }) => r.consentType).sort()).toEqual([
    "analytics",
    "essential",
    "functional",
    "marketing",
  ]);
  expect(
    stored.records.every(
      (r: { ipAddress: unknown; consentMethod: string }) => r.ipAddress === null && r.consentMethod === "accept_all",
    ),
  ).toBe(true);
  expect(stored.preferences).toHaveLength(1);
  expect(stored.preferences[0]).toMatchObject({ analyticsConsent: true, marketingConsent: true });

  // The tag started and counted the page view, anonymised and with the spec's cookie flags.
  await expect.poll(async () => (await tagHits(request, marker)).map((h) => h.en)).toContain("page_view");
  const [view] = await pageViews(request, marker);
  expect(view).toMatchObject({ tid: "G-BOOTHE2E", aip: "1", cookie_flags: "SameSite=None;Secure", env: "production" });

  // A returning visitor who chose sees no banner.
  await page.reload();
  await expect(page.locator("html")).not.toHaveAttribute("data-consent", "ask");
  await page.waitForLoadState("networkidle");
  await expect(banner(page)).toHaveCount(0);

  // /privacy#cookie-settings: the same settings; analytics off → consent_revoked and the tag stops.
  await page.goto(`/privacy?m=${marker}#cookie-settings`);
  const settings = page.locator("#cookie-settings");
  const analytics = settings.getByRole("switch", { name: "Analytics" });
  await expect(analytics).toBeChecked();
  await expect(settings.getByRole("switch", { name: "Essential" })).toBeDisabled();
  await recordConsentEvents(page);
  // The tag, started again on this page load, has counted it.
  await expect
    .poll(async () => (await pageViews(request, marker)).filter((h) => h.dl.includes("/privacy")).length)
    .toBe(1);
  const before = (await pageViews(request, marker)).length;
  await analytics.click();
  await expect(analytics).not.toBeChecked();
  await settings.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Cookie preferences saved successfully")).toBeVisible();
  expect(await consentEvents(page)).toEqual(["consent_updated", "consent_revoked"]);
  expect((await storedRecord(page))?.preferences.analytics).toBe(false);
  // A client-side navigation is no longer a page view for the tag.
  await page.getByRole("link", { name: "Terms of Service" }).first().click();
  await expect(page).toHaveURL(/\/terms/);
  await page.waitForTimeout(500);
  expect((await pageViews(request, marker)).length).toBe(before);
});

test("Reject All sends nothing to the tag", async ({ page, request }, testInfo) => {
  const marker = `reject-${testInfo.project.name}-${Date.now()}`;
  const tagRequests: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith(thirdParty)) tagRequests.push(r.url());
  });
  await page.goto(`/?m=${marker}`);
  await banner(page).getByRole("button", { name: "Reject All" }).click();
  await expect(page.getByText("Only essential cookies will be used")).toBeVisible();
  expect((await storedRecord(page))?.preferences).toEqual({
    essential: true,
    functional: true,
    analytics: false,
    marketing: false,
  });
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(tagRequests).toEqual([]);
  expect(await tagHits(request, marker)).toEqual([]);
});

test("an expired choice brings the banner back; Customize locks Essential; a stalled save shows the error", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  // A choice saved 391 days ago has expired.
  await page.evaluate(() => {
    const at = Date.now() - 391 * 24 * 3600 * 1000;
    const record = {
      preferences: { essential: true, functional: true, analytics: true, marketing: false },
      timestamp: new Date(at).toISOString(),
      version: "1.0",
      visitorId: "visitor_expired_e2e",
      expiresAt: new Date(at + 33_696_000_000).toISOString(),
    };
    localStorage.setItem("cookie_consent", JSON.stringify(record));
  });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-consent", "ask");
  await expect(banner(page)).toBeVisible();
  // consent_expired cleared it.
  await expect.poll(() => storedRecord(page)).toBeNull();

  await banner(page).getByRole("button", { name: "Customize" }).click();
  const view = preferencesView(page);
  await expect(view.getByRole("switch", { name: "Essential" })).toBeChecked();
  await expect(view.getByRole("switch", { name: "Essential" })).toBeDisabled();
  await expect(view.getByRole("switch", { name: "Functional" })).toBeChecked();
  await expect(view.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
  await expect(view.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
  await saveScreenshot(page, testInfo, "consent-customize");
  await expectNoAxeViolations(page);

  // A browser whose storage stalls for longer than 2 s: the save fails and says so.
  await page.evaluate(() => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === "cookie_consent") {
        const until = Date.now() + 2100;
        while (Date.now() < until) {
          // Stalled.
        }
      }
      return original.call(this, key, value);
    };
  });
  await view.getByRole("switch", { name: "Analytics" }).click();
  await view.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Error saving preferences. Please try again.")).toBeVisible();
  await expect(view).toBeVisible();
  expect(await storedRecord(page)).toBeNull();

  await view.getByRole("button", { name: "Cancel" }).click();
  await expect(banner(page)).toBeVisible();
});

test("with analytics consent, spec §7's tracked kinds reach the tag: profile view, social click, search, sign-in, sign-out, admin action", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A sign-in of its own (a new session, not the stored ones other tests reuse), from an address of its own.
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `10.77.${Date.now() % 250}.${randomInt(1, 255)}` });
  // Social links open the platforms' sites, which cannot be reached here.
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("fake_ga_cid"))).not.toBeNull();
  const cid = await page.evaluate(() => localStorage.getItem("fake_ga_cid"));
  /** This browser's hits of one event name, with their parameters. */
  const events = async (name: string) => {
    const response = await request.get(`${thirdParty}/_received?kind=tag_hit`);
    const all = (await response.json()) as { data: Record<string, string> }[];
    return all.map((r) => r.data).filter((d) => d.cid === cid && d.en === name);
  };
  const param = (name: string, key: string) => async () => (await events(name)).map((h) => h[`ep.${key}`]);

  // Events of a page's first load wait for the tag, which the shell starts after reading the stored consent.
  await page.goto("/dj/ellis-crane");
  await expect.poll(param("dj_profile_view", "dj_slug")).toEqual(["ellis-crane"]);
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "SoundCloud", exact: true }).click();
  await (await popup).close();
  await expect.poll(param("social_click", "platform")).toEqual(["soundcloud"]);

  await page.goto("/search?q=techno");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("techno");
  await expect.poll(param("search", "search_term")).toEqual(["techno"]);

  // Changes only the server sees reach the tag with the next page: a sign-in through the form…
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.user.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(param("auth_action", "action")).toEqual(["sign_in"]);
  expect((await events("auth_action"))[0]["ep.method"]).toBe("email");
  // …handed over once: another page does not repeat it.
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // …a sign-out (its next page is an anonymous one, rendered rather than taken from the page cache)…
  await page.goto("/profile");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(param("auth_action", "action")).toEqual(["sign_in", "sign_out"]);

  // …and an admin action: a note on an inquiry.
  await signInAs(page, "admin");
  await page.goto("/admin/bookings");
  await page.getByTestId("booking-row").first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Inquiry from");
  const noteForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Add note" }) });
  await noteForm.getByRole("textbox").fill("Tracked-kinds check");
  await waitForHydrated(noteForm.getByRole("button", { name: "Add note" }));
  await noteForm.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("list", { name: "History" })).toContainText("Tracked-kinds check");
  await expect.poll(param("admin_action", "action")).toEqual(["booking.note"]);
  expect(await param("auth_action", "action")()).toEqual(["sign_in", "sign_out"]);
});
