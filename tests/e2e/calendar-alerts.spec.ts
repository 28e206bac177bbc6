import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { type APIRequestContext, type Browser, devices, expect, type Page, test } from "@playwright/test";
import { contextAs, type SignInKind, signInAs } from "./fixtures/auth";
import { readMails, waitForMail } from "./fixtures/mail";
import { expectNoAxeViolations, isPhone, saveScreenshot, setFlagSwitch } from "./helpers";
import { E2E_SERVERS } from "./servers";

// Calendar feeds and follower alerts on the "default" server (login on). Alerts need no flag; the feeds
// belong to the events area, whose flag is off there by default, so that part switches it on (@exclusive).
const baseURL = E2E_SERVERS.default.url;

/** The exclusive project is a desktop; its phone screens are taken in a phone-sized context of the same test. */
async function phoneScreenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  mkdirSync(".tmp/screenshots", { recursive: true });
  await page.screenshot({ path: `.tmp/screenshots/${name}-phone.png` });
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The profile id of a public demo DJ, as the lineup picker finds it (the search suggestions). */
async function djId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get(`/api/search/suggestions?q=${encodeURIComponent(name)}`);
  const body = (await response.json()) as { suggestions: { id: string; type: string; text: string }[] };
  const found = body.suggestions.find((s) => s.type === "dj" && s.text === name);
  expect(found, `the DJ ${name}`).toBeTruthy();
  return found?.id ?? "";
}

/** The admin publishes an event with `dj` on the lineup, through the admin event form's action. */
async function publishEvent(browser: Browser, name: string, dj: string, days: number): Promise<string> {
  const admin = await contextAs(browser, baseURL, "admin");
  try {
    const id = await djId(admin.request, dj);
    const response = await admin.request.post("/admin/events/create", {
      maxRedirects: 0,
      headers: { origin: baseURL },
      form: {
        name,
        date: inDays(days),
        startTime: "22:00",
        timeZone: "Europe/Berlin",
        venue: "Kessel Halle",
        location: "Berlin, Germany",
        lineup: JSON.stringify([{ djProfileId: id, name: dj }]),
        status: "published",
        intent: "save",
      },
    });
    expect(response.status(), "the admin publishes the event").toBe(302);
    return new URL(response.headers().location ?? "", baseURL).searchParams.get("event") ?? "";
  } finally {
    await admin.close();
  }
}

/** Follows the DJ from its page (if not followed already). */
async function follow(page: Page, slug: string, name: string) {
  await page.goto(`/dj/${slug}`);
  const followButton = page.getByRole("button", { name: `Follow ${name}` });
  if (await followButton.isVisible()) {
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(`/dj/${slug}`));
    await followButton.click();
    expect((await saved).ok()).toBe(true);
  }
  await expect(page.getByRole("button", { name: `Following ${name}` })).toBeVisible();
}

/** `npm run cli -- alerts:send`, run by the server itself (E2E_HOOKS). */
async function sendAlerts(request: APIRequestContext) {
  const response = await request.post(`${baseURL}/api/test/alerts-send`);
  expect(response.status()).toBe(200);
}

// Each project is its own fan following its own DJ, so phone and desktop never read each other's mail.
const FANS: Record<"phone" | "desktop", { kind: SignInKind; email: string; dj: { slug: string; name: string } }> = {
  desktop: { kind: "promoter", email: "promoter@booth.test", dj: { slug: "kenji-mori", name: "Kenji Mori" } },
  phone: { kind: "agent", email: "agent@booth.test", dj: { slug: "priya-raman", name: "Priya Raman" } },
};

test.describe("follower alerts", () => {
  test("a fan follows a DJ, an event with that DJ is published, one digest lists it; unsubscribe needs no sign-in", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const fan = FANS[isPhone(testInfo) ? "phone" : "desktop"];
    await signInAs(page, fan.kind, baseURL);
    await follow(page, fan.dj.slug, fan.dj.name);

    const eventName = `Alert Night ${randomUUID().slice(0, 8)}`;
    await publishEvent(browser, eventName, fan.dj.name, 12);
    await sendAlerts(page.request);
    const mail = await waitForMail("default", fan.email, /New event|updates from the DJs/);
    expect(mail.text).toContain(eventName);
    expect(mail.text).toContain(`You follow ${fan.dj.name}`);
    // Running the digests again sends nothing new: exactly one mail mentions the event.
    await sendAlerts(page.request);
    await page.waitForTimeout(500);
    expect(readMails("default").filter((m) => m.to.includes(fan.email) && m.text.includes(eventName))).toHaveLength(1);

    // The unsubscribe link works in a browser that is not signed in; a GET only asks.
    const link = /Unsubscribe from these alerts: (\S+)/.exec(mail.text)?.[1] ?? "";
    expect(link).toMatch(/\/alerts\/unsubscribe\/[^/]+$/);
    const guest = await browser.newContext({ ...(isPhone(testInfo) ? devices["Pixel 7"] : {}), baseURL });
    try {
      const guestPage = await guest.newPage();
      if (isPhone(testInfo)) await guestPage.setViewportSize({ width: 390, height: 844 });
      await guestPage.goto(link);
      await expect(guestPage.getByRole("heading", { name: "Stop follower alerts?" })).toBeVisible();
      await saveScreenshot(guestPage, testInfo, "alerts-unsubscribe");
      await expectNoAxeViolations(guestPage);
      await guestPage.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(guestPage.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
      await saveScreenshot(guestPage, testInfo, "alerts-unsubscribed");
      await expectNoAxeViolations(guestPage);
      // Idempotent, including a mail app's RFC 8058 one-click POST.
      const again = await guest.request.post(link, { form: { "List-Unsubscribe": "One-Click" } });
      expect(again.status()).toBe(200);
      // A forged token changes nothing and says so.
      const forged = link.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
      const forgedResponse = await guestPage.goto(forged);
      expect(forgedResponse?.status()).toBe(404);
      await expect(guestPage.getByRole("heading", { name: "Link not valid" })).toBeVisible();
    } finally {
      await guest.close();
    }

    // Settings show the alerts off; the fan turns them back on.
    await page.goto("/profile-settings#alerts-title");
    await expect(page.getByTestId("alerts-state")).toHaveText("Off — no alert mails");
    await page.getByRole("button", { name: "Turn alerts on" }).click();
    await expect(page.getByText("Follower alerts are on.")).toBeVisible();
    await expect(page.getByTestId("alerts-state")).toHaveText("On — daily digest by mail");
    await page.getByRole("heading", { name: "Event alerts and calendar" }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, "alerts-settings");
    await expectNoAxeViolations(page);
  });
});

test.describe("calendar feeds", () => {
  // @exclusive: switches the events area on for the whole "default" server, then back off.
  test("subscribe links, public feeds with 304s, and a personal feed that 404s after rotation @exclusive", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const admin = await contextAs(browser, baseURL, "admin");
    const adminPage = await admin.newPage();
    const toggle = adminPage.getByRole("switch", { name: "Events", exact: true });
    const phone = await browser.newContext({
      ...devices["Pixel 7"],
      viewport: { width: 390, height: 844 },
      baseURL,
      storageState: undefined,
    });
    try {
      await adminPage.goto("/admin/settings");
      await setFlagSwitch(adminPage, toggle, true);

      const dj = { slug: "jonah-vale", name: "Jonah Vale" };
      await signInAs(page, "user", baseURL);
      await follow(page, dj.slug, dj.name);
      const eventName = `Feed Night ${randomUUID().slice(0, 8)}`;
      await publishEvent(browser, eventName, dj.name, 15);

      // The public feeds: all upcoming events, and the DJ's; ETag and 304.
      const all = await page.request.get("/events.ics");
      expect(all.status()).toBe(200);
      expect(all.headers()["content-type"]).toContain("text/calendar");
      expect(await all.text()).toContain(`SUMMARY:${eventName}`);
      const etag = all.headers().etag ?? "";
      expect((await page.request.get("/events.ics", { headers: { "If-None-Match": etag } })).status()).toBe(304);
      const djFeed = await page.request.get(`/dj/${dj.slug}/events.ics`);
      expect(await djFeed.text()).toContain(`SUMMARY:${eventName}`);
      expect((await page.request.get("/dj/no-such-dj-here/events.ics")).status()).toBe(404);

      // The DJ page links the feed: webcal, Google Calendar, and the head's alternate link.
      await page.goto(`/dj/${dj.slug}`);
      const subscribe = page.getByRole("region", { name: "Subscribe in your calendar" });
      await expect(subscribe.getByRole("link", { name: "Apple / Outlook" })).toHaveAttribute(
        "href",
        `webcal://localhost:${E2E_SERVERS.default.port}/dj/${dj.slug}/events.ics`,
      );
      await expect(subscribe.getByRole("link", { name: "Google Calendar" })).toHaveAttribute(
        "href",
        /^https:\/\/calendar\.google\.com\/calendar\/r\?cid=webcal/,
      );
      await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute(
        "href",
        `${baseURL}/dj/${dj.slug}/events.ics`,
      );
      await subscribe.scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, "calendar-subscribe-dj");
      await expectNoAxeViolations(page);

      // The personal feed on /following returns the event.
      await page.goto("/following");
      const feedInput = page.getByLabel("Your feed address");
      const feedUrl = await feedInput.inputValue();
      expect(feedUrl).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\/events\.ics$/);
      await saveScreenshot(page, testInfo, "following-personal-feed");
      await expectNoAxeViolations(page);
      const personal = await page.request.get(feedUrl);
      expect(personal.status()).toBe(200);
      expect(await personal.text()).toContain(`SUMMARY:${eventName}`);

      // The same screens on a phone.
      await phone.addCookies((await page.context().cookies()).filter((c) => c.domain === "localhost"));
      const phonePage = await phone.newPage();
      await phonePage.goto("/following");
      await expect(phonePage.getByTestId("personal-feed")).toBeVisible();
      await phoneScreenshot(phonePage, "following-personal-feed");
      await expectNoAxeViolations(phonePage);
      await phonePage.goto(`/dj/${dj.slug}`);
      await phonePage.getByTestId("calendar-subscribe").scrollIntoViewIfNeeded();
      await phoneScreenshot(phonePage, "calendar-subscribe-dj");
      await expectNoAxeViolations(phonePage);

      // Rotated from /profile-settings: the old URL answers 404, the new one works.
      await page.goto("/profile-settings#alerts-title");
      await page.getByRole("button", { name: "New feed address" }).click();
      await expect(page.getByText("Your calendar feed has a new address. The old one no longer works.")).toBeVisible();
      expect((await page.request.get(feedUrl)).status()).toBe(404);
      await page.goto("/following");
      const rotated = await page.getByLabel("Your feed address").inputValue();
      expect(rotated).not.toBe(feedUrl);
      expect((await page.request.get(rotated)).status()).toBe(200);
    } finally {
      await setFlagSwitch(adminPage, toggle, false);
      await phone.close();
      await admin.close();
    }
    // With the events area off the feeds are gone.
    expect((await page.request.get("/events.ics")).status()).toBe(404);
  });
});
