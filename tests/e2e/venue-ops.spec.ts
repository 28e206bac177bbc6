import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { contextAs, signInAs } from "./fixtures/auth";
import { readMails } from "./fixtures/mail";
import { expectNoAxeViolations, saveScreenshot, setFlagSwitch, visibleBeacons } from "./helpers";
import { E2E_SERVERS } from "./servers";

// The venue management tabs Events, Analytics, Bookings and Media and their public side. The demo owner
// (venue@booth.test) manages the first demo venue by name, Basement 47, which takes bookings and has seeded views,
// a gallery and inquiries (server/db/seed/demo-venue-ops.server.ts).
const baseURL = E2E_SERVERS.default.url;
test.use({ baseURL });
const VENUE = { slug: "basement-47", name: "Basement 47" };
const MANAGE = `/venue/manage/${VENUE.slug}`;
const tabLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Venue sections" }).getByRole("link", { name, exact: true });

function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** Each test gets its own client address (the default server trusts loopback as a proxy): per-IP limits stay apart. */
async function freshIp(page: Page) {
  const n = Number.parseInt(randomUUID().slice(0, 6), 16);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
}

/** Toasts fade in and out: axe would read a half-transparent one as low contrast, so checks wait until they are gone. */
async function toastsGone(page: Page) {
  await expect(page.locator("[data-toast-type]")).toHaveCount(0, { timeout: 15_000 });
}

async function guestPage(browser: Browser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await freshIp(page);
  return { context, page };
}

test.describe("venue ops", () => {
  test.beforeEach(async ({ page: _page }, testInfo) => {
    testInfo.setTimeout(120_000);
  });

  test("a visitor's booking request reaches the owner's Bookings tab and inbox; the owner moves it on", async ({
    page,
    browser,
  }, testInfo) => {
    const organiser = `Venue Organiser ${randomUUID().slice(0, 8)}`;
    const guest = await guestPage(browser);
    try {
      await visibleBeacons(guest.page);
      const viewed = guest.page.waitForResponse(
        (r) => r.url().endsWith("/api/dj-activity") && /venue_view/.test(r.request().postData() ?? ""),
      );
      await guest.page.goto(`/venues/${VENUE.slug}`);
      // The page view goes through the beacon, never the loader (the page may come from the cache).
      expect((await viewed).status()).toBe(204);
      await guest.page.getByRole("button", { name: "Book this venue" }).click();
      const dialog = guest.page.getByRole("dialog", { name: `Book ${VENUE.name}` });
      await expect(dialog.getByLabel("Your name")).toBeVisible();
      // A venue is the place itself: no venue field; its city is filled in.
      await expect(dialog.getByLabel("Venue (optional)")).toHaveCount(0);
      await expect(dialog.getByLabel("City")).not.toHaveValue("");
      await expectNoAxeViolations(guest.page);
      await saveScreenshot(guest.page, testInfo, "venue-booking-form");
      await dialog.getByRole("button", { name: "Send inquiry" }).click();
      await expect(dialog.getByText("Tell the venue about your event.")).toBeVisible();
      await dialog.getByLabel("Your name").fill(organiser);
      await dialog.getByLabel("Email").fill("crew@example.com");
      await dialog.getByLabel("Event date").fill(inDays(50));
      await dialog.getByLabel("Event type").selectOption("Club night");
      await dialog.getByLabel("Budget range").selectOption("$2,500 – $5,000");
      await dialog.getByLabel("Message").fill("Our label night for 400 people, Friday, 23:00 to 06:00, two rooms.");
      await dialog.getByRole("button", { name: "Send inquiry" }).click();
      await expect(dialog.getByRole("heading", { name: "Inquiry sent" })).toBeVisible();
    } finally {
      await guest.context.close();
    }

    // The owner has can_manage_bookings: the mail comes to them.
    await expect
      .poll(() => readMails("default").some((m) => m.to.includes("venue@booth.test") && m.text.includes(organiser)), {
        timeout: 15_000,
        message: "booking mail to the venue owner",
      })
      .toBe(true);

    await signInAs(page, "venue", baseURL);
    await page.goto(`${MANAGE}/bookings`);
    await expect(page.getByRole("heading", { level: 1, name: VENUE.name })).toBeVisible();
    await expect(tabLink(page, "Bookings")).toHaveAttribute("aria-current", "page");
    const card = page.getByRole("article", { name: `Unread inquiry from ${organiser}` });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("unread-marker")).toBeVisible();
    // Newest first.
    await expect(page.getByTestId("venue-booking").first()).toContainText(organiser);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "venue-manage-bookings");

    await card.getByLabel("Move to").selectOption("contacted");
    await card.getByLabel("Note (optional)").fill("Called back about the second room");
    await card.getByRole("button", { name: "Update status" }).click();
    const moved = page.getByRole("article", { name: `Inquiry from ${organiser}` });
    await expect(moved.getByText("Contacted", { exact: true })).toBeVisible();
    await expect(moved.getByTestId("unread-marker")).toHaveCount(0);
    // The form starts again from the new status: its first next step, and no leftover note.
    await expect(moved.getByLabel("Move to")).toHaveValue("negotiating");
    await expect(moved.getByLabel("Note (optional)")).toHaveValue("");
    await moved.getByText(/^History/).click();
    await expect(moved.getByTestId("booking-history")).toContainText("New → Contacted");
    await expect(moved.getByTestId("booking-history")).toContainText("by Jonas Brandt");
    // The filter narrows the list to a status.
    await page.getByRole("link", { name: /^Contacted/ }).click();
    await expect(page).toHaveURL(/status=contacted/);
    await expect(page.getByRole("article", { name: `Inquiry from ${organiser}` })).toBeVisible();
    await page.getByRole("link", { name: /^New \d/ }).click();
    await expect(page.getByRole("article", { name: new RegExp(organiser) })).toHaveCount(0);
    await toastsGone(page);
    await expectNoAxeViolations(page);
  });

  test("the owner uploads a gallery image; the next anonymous visit shows it, keyboard lightbox included", async ({
    page,
    browser,
  }, testInfo) => {
    const caption = `Booth view ${randomUUID().slice(0, 8)}`;
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 190, g: 40, b: 210 } },
    })
      .png()
      .toBuffer();
    await signInAs(page, "venue", baseURL);
    await freshIp(page);
    await page.goto(`${MANAGE}/media`);
    await expect(tabLink(page, "Media")).toHaveAttribute("aria-current", "page");
    const before = await page.getByTestId("media-item").count();
    expect(before).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "venue-manage-media");

    // Not an image: refused next to the form, nothing added.
    await page
      .getByLabel("Image", { exact: true })
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("hello") });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText(/not an image we can read/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("media-item")).toHaveCount(before);

    await page
      .getByLabel("Image", { exact: true })
      .setInputFiles({ name: "booth.png", mimeType: "image/png", buffer: png });
    await page.getByLabel("Caption (optional)").fill(caption);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByTestId("media-item")).toHaveCount(before + 1, { timeout: 30_000 });
    const added = page.getByTestId("media-item").last();
    await expect(added.getByRole("img")).toHaveAttribute("src", /\/uploads\/venues\/.+-640\.webp$/);
    // Move it to the front.
    for (let i = 0; i < before; i++) {
      await page.getByRole("button", { name: `Move image ${before + 1 - i} earlier` }).click();
      await expect(
        page
          .getByTestId("media-item")
          .nth(before - 1 - i)
          .getByRole("img"),
      ).toHaveAttribute("alt", caption);
    }

    // The public gallery lists uploaded photos only (decision 060): the demo's generated pictures the manager still
    // sees here are not shown.
    const uploaded = await page.getByTestId("media-item").locator('img[src^="/uploads/"]').count();
    const guest = await guestPage(browser);
    try {
      await guest.page.goto(`/venues/${VENUE.slug}`);
      const tile = guest.page.getByRole("button", { name: `Open photo 1 of ${uploaded}: ${caption}` });
      await expect(tile).toBeVisible();
      await tile.scrollIntoViewIfNeeded();
      await saveScreenshot(guest.page, testInfo, "venue-page-gallery");
      await tile.focus();
      await guest.page.keyboard.press("Enter");
      const lightbox = guest.page.getByTestId("gallery-lightbox");
      await expect(lightbox.getByRole("img", { name: caption })).toBeVisible();
      await expectNoAxeViolations(guest.page);
      await guest.page.keyboard.press("ArrowRight");
      await expect(lightbox).toContainText(`${Math.min(2, uploaded)} / ${uploaded}`);
      await guest.page.keyboard.press("Escape");
      await expect(lightbox).toHaveCount(0);
      await expect(tile).toBeFocused();
    } finally {
      await guest.context.close();
    }

    // Delete it again (confirmed), and the public page drops it at the next anonymous request.
    const first = page.getByTestId("media-item").first();
    await first.getByRole("button", { name: "Delete image 1" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete image" }).click();
    await expect(page.getByTestId("media-item")).toHaveCount(before);
    const after = await guestPage(browser);
    try {
      await after.page.goto(`/venues/${VENUE.slug}`);
      await expect(after.page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(after.page.getByRole("button", { name: new RegExp(caption) })).toHaveCount(0);
    } finally {
      await after.context.close();
    }
  });

  test("the analytics tab charts the demo views by day and source, with tables that add up", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "venue", baseURL);
    await page.goto(`${MANAGE}/analytics`);
    await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
    const totals = page.getByTestId("analytics-totals");
    const views = Number(
      (await totals.locator("div", { hasText: "Page views" }).locator("dd").first().innerText()).replace(/\D/g, ""),
    );
    expect(views).toBeGreaterThan(50);
    const viewsTable = page.getByTestId("views-table");
    await expect(viewsTable.locator("tbody tr")).toHaveCount(30);
    const perDay = await viewsTable
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((row) => Number((row.children[1] as HTMLElement).innerText.replace(/\D/g, ""))));
    expect(perDay.reduce((a, b) => a + b, 0)).toBe(views);
    const sources = page.getByTestId("sources-table");
    await expect(sources.locator("tbody th")).toHaveText([
      "Direct",
      "Campaign",
      "Social",
      "Search",
      "Referral",
      "Unknown",
    ]);
    await expect(page.getByTestId("referrers-table")).toContainText("instagram.com");
    await expect(page.getByTestId("section-views").locator("svg path").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "venue-manage-analytics", { fullPage: true });
    await page.getByRole("link", { name: "7 days" }).click();
    await expect(page.getByTestId("views-table").locator("tbody tr")).toHaveCount(7);
  });

  test("the events tab lists the venue's events and opens the form with the venue fixed", async ({
    page,
  }, testInfo) => {
    await signInAs(page, "venue", baseURL);
    await page.goto(`${MANAGE}/events`);
    await expect(tabLink(page, "Events")).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "venue-manage-events");
    await page.getByRole("link", { name: "Create event" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${MANAGE}/events/create$`));
    await expect(page.getByTestId("fixed-venue")).toContainText(VENUE.name);
    await expect(page.getByLabel("Venue on Booth")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "venue-manage-event-create");
  });

  // @exclusive: switches the events page on for the whole "default" server (venue pages list events only then).
  test("an event created on the venue's events tab appears on the public venue page @exclusive", async ({
    page,
    browser,
  }, testInfo) => {
    const name = `Venue Tab Night ${randomUUID().slice(0, 6)}`;
    const admin = await contextAs(browser, baseURL, "admin");
    const adminPage = await admin.newPage();
    const toggle = adminPage.getByRole("switch", { name: "Events", exact: true });
    try {
      await adminPage.goto("/admin/settings");
      await setFlagSwitch(adminPage, toggle, true);
      await signInAs(page, "venue", baseURL);
      await page.goto(`${MANAGE}/events/create`);
      await page.getByLabel("Event name").fill(name);
      await page.getByLabel("Date").fill(inDays(9));
      await page.getByLabel("Starts").fill("23:00");
      await page.getByRole("button", { name: "Publish event" }).click();
      await expect(page).toHaveURL(new RegExp(`${MANAGE}/events`), { timeout: 30_000 });
      const card = page.getByRole("article", { name });
      await expect(card).toBeVisible();
      await expect(card).toContainText(VENUE.name);
      await saveScreenshot(page, testInfo, "venue-manage-events-created");

      const guest = await guestPage(browser);
      try {
        await guest.page.goto(`/venues/${VENUE.slug}`);
        await expect(guest.page.getByText(name)).toBeVisible();
      } finally {
        await guest.context.close();
      }

      // Edit it through the venue's edit URL.
      await card.getByRole("link", { name: /^Edit/ }).click();
      await expect(page).toHaveURL(/\/events\/[^/]+\/edit$/);
      await page.getByLabel("Event name").fill(`${name} (late)`);
      await page.getByRole("button", { name: /Save and publish/ }).click();
      await expect(page.getByRole("article", { name: `${name} (late)` })).toBeVisible({ timeout: 30_000 });
    } finally {
      await setFlagSwitch(adminPage, toggle, false);
      await admin.close();
    }
  });
});
