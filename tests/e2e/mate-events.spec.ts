import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, type TestInfo, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_ACCOUNTS } from "~server/domain/users/seed-demo-accounts.server";
import { contextAs, signInAs } from "./fixtures/auth";
import { waitForMail } from "./fixtures/mail";
import { expectNoAxeViolations, expectNoSidewaysScroll, saveScreenshot, setFlagSwitch } from "./helpers";
import { E2E_SERVERS } from "./servers";

const baseURL = E2E_SERVERS.default.url;

// Event authoring on the "default" server: login on, the events page off and approval off by
// default. The journeys that need /events switch the flags on the admin screen, so they are @exclusive (they run
// alone, after everything else) and switch them back.

/** A public DJ of the demo seed that no other event spec edits. */
const SECOND_DJ = { name: "Nadia Voss", slug: "nadia-voss" };

function futureDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

let flyer: Buffer | null = null;
async function flyerPng(): Promise<Buffer> {
  flyer ??= await sharp({ create: { width: 480, height: 600, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();
  return flyer;
}

/** Fills the event form's basic fields (the mate's own DJ is already on the lineup). */
async function fillEvent(page: Page, name: string, days = 20) {
  await page.getByLabel("Event name").fill(name);
  await page.getByLabel("Date").fill(futureDay(days));
  await page.getByLabel("Starts").fill("22:00");
  await page.getByLabel("Ends (optional)").fill("05:00");
  await page.getByLabel("Venue on Booth").selectOption({ index: 1 });
  await page.getByLabel("Tickets link").fill("https://tickets.example/night");
  await page.getByLabel("Description").fill("Doors at 22:00. Strictly no photos on the dancefloor.");
}

async function addSecondDj(page: Page) {
  await page.getByLabel("Add a DJ to the lineup").fill("Nadia");
  await page
    .getByRole("list", { name: "Matching DJs" })
    .getByRole("button", { name: /Nadia Voss/ })
    .click();
  await expect(page.getByTestId("lineup-list").getByRole("listitem")).toHaveCount(2);
}

/**
 * A day for a journey's published event with the mate's DJ: its own per journey, project and retry, since the lineup
 * clash check (decision 056) warns — rightly — when the same DJ is already booked at that very time. Clear of the
 * demo calendar's days for the mate's DJ (seedDemoCalendar: held on day 24 and 38, unavailable 45–49; 22:00 in New
 * York is the next day on the DJ's London clock).
 */
function ownDay(testInfo: TestInfo, base: number): number {
  return base + (testInfo.project.name === "phone" ? 1 : 0) + testInfo.retry * 60;
}

/** Creates an event as the signed-in mate through the form, with two DJs and a flyer; returns its event_id. */
async function createAsMate(page: Page, name: string, days: number): Promise<string> {
  await page.goto("/mate/events/create");
  await expect(page.getByTestId("lineup-list").getByRole("listitem")).toHaveCount(1);
  await fillEvent(page, name, days);
  await addSecondDj(page);
  await page
    .getByLabel("Upload a flyer")
    .setInputFiles({ name: "flyer.png", mimeType: "image/png", buffer: await flyerPng() });
  await page.getByRole("button", { name: /Publish event|Submit for review/ }).click();
  // The flyer is resized and encoded (WebP and AVIF, two widths) before the redirect: slow on a busy 2-core box.
  await expect(page).toHaveURL(/\/mate\/events$/, { timeout: 30_000 });
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  const href = await card.getByRole("link", { name: /^Edit/ }).getAttribute("href");
  const id = /\/mate\/events\/([^/]+)\/edit$/.exec(href ?? "")?.[1];
  expect(id).toBeTruthy();
  return id as string;
}

/** Toasts fade in and out: axe would read a half-transparent one as low contrast, so checks wait until they are gone. */
async function toastsGone(page: Page) {
  await expect(page.locator("[data-toast-type]")).toHaveCount(0, { timeout: 15_000 });
}

async function setFlags(browser: Browser, flags: Record<string, boolean>) {
  const context = await contextAs(browser, baseURL, "admin");
  const page = await context.newPage();
  await page.goto("/admin/settings");
  for (const [label, on] of Object.entries(flags))
    await setFlagSwitch(page, page.getByRole("switch", { name: label, exact: true }), on);
  await context.close();
}

test.describe("mate events", () => {
  test("a mate creates, edits, duplicates and cancels an event; bad input is refused next to the field", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(page, "mate");
    await page.goto("/mate/events");
    await expect(page.getByRole("heading", { level: 1, name: "Your events" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Analytics" })).toHaveAttribute("href", "/mate/events/analytics");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "mate-events-list");

    await page.getByRole("link", { name: "Create event" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Create event" })).toBeVisible();
    // The mate's own DJ profile is on the lineup by default.
    await expect(page.getByTestId("lineup-list").getByRole("listitem")).toHaveCount(1);
    await expect(page.getByTestId("lineup-list")).toContainText("On Booth");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "mate-event-create");

    // Mistakes show next to their fields before anything is sent.
    await page.getByLabel("Event name").fill("<b>Loud</b>");
    await page.getByLabel("Date").fill("2020-01-10");
    await page.getByLabel("Starts").fill("22:00");
    await page.getByLabel("Tickets link").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Publish event" }).click();
    await expect(page.getByText("Event name must be plain text (no HTML)")).toBeVisible();
    await expect(page.getByText("The event can't start in the past")).toBeVisible();
    await expect(page.getByText("The tickets link must start with http:// or https://")).toBeVisible();
    await saveScreenshot(page, testInfo, "mate-event-create-errors", { fullPage: true });

    // A file that is not an image is refused by the server, next to the flyer field, and nothing is stored.
    const name = `Test Night ${randomUUID().slice(0, 6)}`;
    await fillEvent(page, `${name} refused`);
    await page.getByLabel("Tickets link").fill("https://tickets.example/night");
    await page
      .getByLabel("Upload a flyer")
      .setInputFiles({ name: "flyer.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
    await page.getByRole("button", { name: "Publish event" }).click();
    await expect(page.getByText(/That file is not an image we can read/)).toBeVisible();
    await expect(page.getByText("Nothing was saved. Check the highlighted fields.")).toBeVisible();
    await page.goto("/mate/events");
    await expect(page.getByRole("article", { name: `${name} refused` })).toHaveCount(0);

    // A real event: published at once (approval is off by default).
    const eventId = await createAsMate(page, name, ownDay(testInfo, 20));
    await expect(page.locator("[data-toast-type=success]")).toContainText("Event created and published");
    const card = page.getByRole("article", { name });
    await expect(card.getByTestId("event-status")).toHaveText("Published");
    await expect(card).toContainText(SECOND_DJ.name);
    await saveScreenshot(page, testInfo, "mate-events-list-with-event");

    // Edit: the name changes, the event_id stays. A long name is cut short on its card; no card widens a phone's page.
    const editedName = `${name} (edited): the long warehouse all-nighter with every resident`;
    await card.getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(`/mate/events/${eventId}/edit`);
    await expect(page.getByLabel("Event name")).toHaveValue(name);
    await expect(page.getByTestId("flyer-preview")).toHaveAttribute("src", /^\/uploads\/events\//);
    await toastsGone(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "mate-event-edit");
    await page.getByLabel("Event name").fill(editedName);
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page).toHaveURL(/\/mate\/events$/);
    const edited = page.getByRole("article", { name: editedName });
    await expect(edited.getByRole("link", { name: /^Edit/ })).toHaveAttribute("href", `/mate/events/${eventId}/edit`);
    await expectNoSidewaysScroll(page);

    // Duplicate: a new draft with its own id.
    await edited.getByRole("button", { name: /^Duplicate/ }).click();
    // The edit's own toast may still be showing: look for this one among them.
    await expect(page.locator("[data-toast-type=success]").filter({ hasText: "Copied as a draft" })).toBeVisible();
    const copies = page.getByRole("article", { name: editedName });
    await expect(copies).toHaveCount(2);
    await expect(copies.getByTestId("event-status").filter({ hasText: "Draft" })).toHaveCount(1);

    // Cancel asks first.
    await edited
      .first()
      .getByRole("button", { name: /^Cancel/ })
      .first()
      .click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Cancel this event?");
    await saveScreenshot(page, testInfo, "mate-event-cancel-confirm");
    await dialog.getByRole("button", { name: "Cancel event" }).click();
    await expect(copies.getByTestId("event-status").filter({ hasText: "Cancelled" })).toHaveCount(1);
  });

  test("another person's event and an unknown id are the same 404", async ({ page, browser }) => {
    // The admin's draft: the mate may not open, edit or cancel it, and learns nothing about it.
    const admin = await contextAs(browser, baseURL, "admin");
    const created = await admin.request.post("/admin/events/create", {
      maxRedirects: 0,
      headers: { origin: baseURL },
      form: {
        name: `Not Yours ${randomUUID().slice(0, 6)}`,
        date: futureDay(300),
        startTime: "22:00",
        timeZone: "Europe/London",
        lineup: "[]",
        status: "draft",
      },
    });
    expect(created.status()).toBe(302);
    const othersId = new URL(created.headers().location ?? "", baseURL).searchParams.get("event");
    await admin.close();
    await signInAs(page, "mate");
    const unknown = await page.goto("/mate/events/no-such-event-2030-01-01/edit");
    expect(unknown?.status()).toBe(404);
    const notFound = await page.locator("main").innerText();
    const others = await page.goto(`/mate/events/${othersId}/edit`);
    expect(others?.status()).toBe(404);
    expect(await page.locator("main").innerText()).toBe(notFound);
    const cancel = await page.request.post("/mate/events", {
      headers: { origin: baseURL },
      form: { intent: "cancel", eventId: othersId ?? "" },
    });
    expect(cancel.status()).toBe(404);
    await page.goto("/mate/events");
    await expect(page.getByRole("article", { name: /^Not Yours/ })).toHaveCount(0);
  });

  test("an admin lists, filters and searches every event, creates one with a status, edits and deletes it", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(page, "admin");
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: /Review events/ }).click();
    await expect(page).toHaveURL(/\/admin\/events\?status=pending$/);
    await expect(page.getByRole("link", { name: "Pending", exact: true })).toHaveAttribute("aria-current", "page");

    await page.goto("/admin/events/create");
    const name = `Admin Night ${randomUUID().slice(0, 6)}`;
    await fillEvent(page, name, 40);
    await page.getByLabel("Status", { exact: true }).selectOption("draft");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "admin-event-create");
    await page.getByRole("button", { name: "Save event" }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await page.getByRole("link", { name: "Draft", exact: true }).click();
    // The search form carries the status of the list it is on: search once the Draft list is shown.
    await expect(page).toHaveURL(/\/admin\/events\?status=draft$/);
    await expect(page.getByRole("link", { name: "Draft", exact: true })).toHaveAttribute("aria-current", "page");
    await page.getByLabel("Search events by name").fill(name);
    await page.getByLabel("Search events by name").press("Enter");
    await expect(page.getByTestId("admin-event-count")).toHaveText(/^1 event · draft matching/);
    const card = page.getByRole("article", { name });
    await expect(card.getByTestId("event-status")).toHaveText("Draft");
    await toastsGone(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "admin-events");

    await card.getByRole("link", { name: /^Edit/ }).click();
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("draft");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "admin-event-edit", { fullPage: true });
    await page.getByRole("button", { name: "Delete event" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Delete this event?");
    await saveScreenshot(page, testInfo, "admin-event-delete-confirm");
    await dialog.getByRole("button", { name: "Delete event" }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.locator("[data-toast-type=success]")).toContainText(`${name} was deleted`);
    await page.goto(`/admin/events?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("admin-event-count")).toHaveText(/^0 events/);
  });
});

test.describe("mate events on the public pages", () => {
  test("approval off: a new event with two DJs and a flyer is on /events, both DJ pages and search at once @exclusive", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    await setFlags(browser, { Events: true, "Event admin approval": false });
    try {
      await signInAs(page, "mate");
      const name = `Public Night ${randomUUID().slice(0, 6)}`;
      const eventId = await createAsMate(page, name, ownDay(testInfo, 27));
      const guest = await browser.newContext({ baseURL: baseURL });
      const visitor = await guest.newPage();
      const response = await visitor.goto(`/events/${eventId}`);
      expect(response?.status()).toBe(200);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(visitor.locator("img[src^='/uploads/events/']").first()).toBeVisible();
      const djLinks = await visitor
        .locator("a[href^='/dj/']")
        .evaluateAll((as) =>
          [...new Set(as.map((a) => a.getAttribute("href")))].filter((h) => h && /^\/dj\/[^/]+$/.test(h)),
        );
      expect(djLinks).toContain(`/dj/${SECOND_DJ.slug}`);
      expect(djLinks.length).toBeGreaterThanOrEqual(2);
      // Moved a day later, its page's JSON-LD says rescheduled and keeps the start it had (migration 0039).
      const jsonLd = async () =>
        JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
      const before = await jsonLd();
      expect(before.eventStatus).toBe("https://schema.org/EventScheduled");
      expect(before.previousStartDate).toBeUndefined();
      expect(before.location.address["@type"]).toBe("PostalAddress");
      expect(before.performer.map((p: { "@type": string }) => p["@type"])).toContain("Person");
      await page.goto(`/mate/events/${eventId}/edit`);
      await page.getByLabel("Date").fill(futureDay(ownDay(testInfo, 27) + 1));
      await page.getByRole("button", { name: "Save and publish" }).click();
      await expect(page).toHaveURL(/\/mate\/events$/, { timeout: 30_000 });
      await visitor.goto(`/events/${eventId}`);
      const after = await jsonLd();
      expect(after.eventStatus).toBe("https://schema.org/EventRescheduled");
      expect(after.previousStartDate).toBe(before.startDate);
      expect(after.startDate).not.toBe(before.startDate);
      await visitor.goto("/events");
      await expect(visitor.getByRole("link", { name })).toBeVisible();
      for (const href of djLinks.slice(0, 2)) {
        await visitor.goto(href as string);
        await expect(visitor.getByRole("link", { name }).first()).toBeVisible();
      }
      await visitor.goto(`/search?q=${encodeURIComponent(name)}`);
      await expect(visitor.locator(`a[href='/events/${eventId}']`).first()).toBeVisible();
      await guest.close();
    } finally {
      await setFlags(browser, { Events: false });
    }
  });

  test("approval on: a mate's event waits, is invisible to guests, and appears once an admin approves; a rejection is mailed @exclusive", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    await setFlags(browser, { Events: true, "Event admin approval": true });
    try {
      await signInAs(page, "mate");
      const name = `Pending Night ${randomUUID().slice(0, 6)}`;
      const eventId = await createAsMate(page, name, ownDay(testInfo, 30));
      await expect(page.locator("[data-toast-type=success]")).toContainText("sent for review");
      await expect(page.getByRole("article", { name }).getByTestId("event-status")).toHaveText("Pending review");
      // Its creator may preview it, marked so and kept out of search engines; guests get a 404 (below).
      await page
        .getByRole("article", { name })
        .getByRole("link", { name: `Preview ${name}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
      await expect(page.getByTestId("event-preview-banner")).toContainText("Preview · Pending review");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await saveScreenshot(page, testInfo, "event-preview-pending");
      await expectNoAxeViolations(page);

      const guest = await browser.newContext({ baseURL: baseURL });
      const visitor = await guest.newPage();
      expect((await visitor.goto(`/events/${eventId}`))?.status()).toBe(404);
      await visitor.goto("/events");
      await expect(visitor.getByRole("link", { name })).toHaveCount(0);

      const admin = await contextAs(browser, baseURL, "admin");
      const adminPage = await admin.newPage();
      await adminPage.goto(`/admin/events?status=pending&q=${encodeURIComponent(name)}`);
      const card = adminPage.getByRole("article", { name });
      await saveScreenshot(adminPage, testInfo, "admin-events-pending");
      await card.getByRole("button", { name: /^Approve/ }).click();
      await expect(adminPage.locator("[data-toast-type=success]")).toContainText(`${name} is published`);
      await waitForMail("default", DEMO_ACCOUNTS.mate.email, new RegExp(`${name} is published`));

      expect((await visitor.goto(`/events/${eventId}`))?.status()).toBe(200);
      await visitor.goto("/events");
      await expect(visitor.getByRole("link", { name })).toBeVisible();

      // A second one is sent back with a reason: stored on the mate's list and mailed.
      const rejected = `Rejected Night ${randomUUID().slice(0, 6)}`;
      await createAsMate(page, rejected, ownDay(testInfo, 33));
      await adminPage.goto(`/admin/events?status=pending&q=${encodeURIComponent(rejected)}`);
      const pending = adminPage.getByRole("article", { name: rejected });
      await pending.getByRole("button", { name: /^Reject/ }).click();
      await pending.getByLabel(/Why is .* sent back/).fill("Add the venue's door time, please.");
      await pending.getByRole("button", { name: "Send back" }).click();
      await expect(adminPage.locator("[data-toast-type=success]")).toContainText(`${rejected} was sent back`);
      const mail = await waitForMail("default", DEMO_ACCOUNTS.mate.email, /needs changes/);
      expect(mail.text).toContain("Add the venue's door time, please.");
      await page.goto("/mate/events");
      const back = page.getByRole("article", { name: rejected });
      await expect(back.getByTestId("event-status")).toHaveText("Draft");
      await expect(back.getByTestId("review-note")).toContainText("Add the venue's door time, please.");
      await admin.close();
      await guest.close();
    } finally {
      await setFlags(browser, { Events: false, "Event admin approval": false });
    }
  });
});
