import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, type TestInfo, test } from "@playwright/test";
import { addDays } from "~/core/events/events";
import { slugify } from "~/core/text/slugs";
import { contextAs, signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, expectNoSidewaysScroll, saveScreenshot, setFlagSwitch } from "./helpers";
import { E2E_SERVERS } from "./servers";

// Residencies (decision 059). On the "default" server (login on, /events off) a mate makes a residency of 8 Thursdays
// with their own DJ, sees each date on /mate/calendar, cancels one and edits "this and following". On the "flipped"
// server (/events on, no sign-in) the demo residency "Kessel Thursdays" (one date cancelled) shows on /events as a row
// per date, its pages say how it repeats and link the next dates, and its resident's page lists the gigs.

/**
 * The first Thursday from a far day of its own per project and retry: 8 weeks of the mate's DJ that no other journey
 * books (mate-events books days 20–94, the demo calendar holds days 24–49), so the clash check has nothing to say.
 */
function firstThursday(testInfo: TestInfo): string {
  const base = 400 + ({ phone: 70, exclusive: 140 }[testInfo.project.name] ?? 0) + testInfo.retry * 210;
  let day = addDays(new Date().toISOString().slice(0, 10), base);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 4) day = addDays(day, 1);
  return day;
}

async function setFlags(browser: Browser, flags: Record<string, boolean>) {
  const context = await contextAs(browser, E2E_SERVERS.default.url, "admin");
  const page = await context.newPage();
  await page.goto("/admin/settings");
  for (const [label, on] of Object.entries(flags))
    await setFlagSwitch(page, page.getByRole("switch", { name: label, exact: true }), on);
  await context.close();
}

const thursdays = (first: string) => Array.from({ length: 8 }, (_, i) => addDays(first, 7 * i));

/** The "Playing …" lines of the mate's calendar list over the residency's 8 weeks. */
async function playing(page: Page, first: string) {
  await page.goto(`/mate/calendar?view=list&from=${first}&to=${addDays(first, 50)}`);
  const list = page.getByTestId("calendar-list");
  await expect(list).toBeVisible();
  return list.locator('a[href^="/events/"]');
}

/** Fills the create form for 8 Thursdays with the mate's own DJ (the signed-in mate's page is open on it). */
async function fillResidency(page: Page, name: string, first: string) {
  await page.goto("/mate/events/create");
  await expect(page.getByTestId("lineup-list").getByRole("listitem")).toHaveCount(1);
  await page.getByLabel("Event name").fill(name);
  await page.getByLabel("Date").fill(first);
  await page.getByLabel("Starts").fill("22:00");
  await page.getByLabel("Ends (optional)").fill("04:00");
  await page.getByLabel("Venue on Booth").selectOption({ index: 1 });
  await page.getByLabel("Repeats").selectOption("weekly");
  await page.getByLabel("Ends", { exact: true }).selectOption("count");
  await page.getByLabel("Number of dates").fill("8");
}

async function publishResidency(page: Page, name: string) {
  await page.getByRole("button", { name: /Publish event|Submit for review/ }).click();
  await expect(page).toHaveURL(/\/mate\/events$/, { timeout: 30_000 });
  await expect(
    page.locator("[data-toast-type=success]").filter({ hasText: "Residency created: 8 dates, published" }),
  ).toBeVisible();
  await expect(page.getByRole("article", { name })).toHaveCount(8);
}

test.describe("residencies", () => {
  test("a mate makes 8 Thursdays, cancels one and edits this and the following dates", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const name = `Residency ${randomUUID().slice(0, 6)}`;
    const slug = slugify(name);
    const first = firstThursday(testInfo);
    const dates = thursdays(first);
    const idOf = (i: number) => `${slug}-${dates[i]}`;

    await signInAs(page, "mate");
    await fillResidency(page, name, first);
    const repeats = page.getByLabel("Repeats");
    await expect(repeats.locator("option")).toContainText([
      "Does not repeat",
      "Weekly, every Thursday",
      "Fortnightly, every other Thursday",
    ]);
    // Too many dates first: refused next to the field, nothing stored.
    await page.getByLabel("Number of dates").fill("300");
    await page.getByRole("button", { name: /Publish event|Submit for review/ }).click();
    await expect(page.getByText("Give a number of dates from 2 to 200")).toBeVisible();
    await page.getByLabel("Number of dates").fill("8");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await page.getByTestId("repeat-fields").scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, "residency-create-form");
    await publishResidency(page, name);

    // Every date is on the resident's calendar, each linking its own page.
    let links = await playing(page, first);
    await expect(links.filter({ hasText: name })).toHaveCount(8);
    expect(await links.filter({ hasText: name }).evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      dates.map((_, i) => `/events/${idOf(i)}`),
    );
    await saveScreenshot(page, testInfo, "residency-calendar");

    // Cancelling the third date leaves the other seven.
    await page.goto("/mate/events");
    await page
      .getByRole("article", { name })
      .filter({ has: page.locator(`a[href="/mate/events/${idOf(2)}/edit"]`) })
      .getByRole("button", { name: /^Cancel/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel event" }).click();
    await expect(
      page.getByRole("article", { name }).getByTestId("event-status").filter({ hasText: "Cancelled" }),
    ).toHaveCount(1);
    links = await playing(page, first);
    await expect(links.filter({ hasText: name })).toHaveCount(7);
    expect(await links.filter({ hasText: name }).evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      dates.flatMap((_, i) => (i === 2 ? [] : [`/events/${idOf(i)}`])),
    );

    // "This and following" from the fifth date: the fifth to the eighth change, the first four do not.
    await page.goto(`/mate/events/${idOf(4)}/edit`);
    await expect(page.getByTestId("residency-edit-note")).toContainText("Every Thursday");
    await page.getByLabel("Apply the changes to").selectOption("following");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "residency-edit-following");
    await page.getByLabel("Event name").fill(`${name} late`);
    await page.getByLabel("Starts").fill("23:00");
    await page.getByRole("button", { name: /Save and publish|Submit for review/ }).click();
    await expect(page).toHaveURL(/\/mate\/events$/, { timeout: 30_000 });
    await expect(
      page.locator("[data-toast-type=success]").filter({ hasText: "Residency saved: 4 dates, published" }),
    ).toBeVisible();
    links = await playing(page, first);
    await expect(links.filter({ hasText: `${name} late` })).toHaveCount(4);
    await expect(links.filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(3);
    for (const i of [0, 3]) {
      await page.goto(`/mate/events/${idOf(i)}/edit`);
      await expect(page.getByLabel("Event name")).toHaveValue(name);
      await expect(page.getByLabel("Starts")).toHaveValue("22:00");
    }
    for (const i of [5, 7]) {
      await page.goto(`/mate/events/${idOf(i)}/edit`);
      await expect(page.getByLabel("Event name")).toHaveValue(`${name} late`);
      await expect(page.getByLabel("Starts")).toHaveValue("23:00");
    }
    // The cancelled date stayed cancelled (its own cancellation), with its old name.
    await page.goto(`/mate/events/${idOf(2)}/edit`);
    await expect(page.getByLabel("Event name")).toHaveValue(name);
  });

  test("the demo residency: a row per date on /events, its pages say how it repeats, its resident's gigs", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const flipped = E2E_SERVERS.flipped.url;
    await page.goto(`${flipped}/events?venue=${encodeURIComponent("Kessel Halle")}`);
    const rows = page.locator('main a[href^="/events/kessel-thursdays-"]');
    await expect(rows.first()).toBeVisible();
    const hrefs = [...new Set(await rows.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))].sort();
    // 8 Thursdays, the third cancelled: 7 rows, each its own page.
    expect(hrefs).toHaveLength(7);
    await saveScreenshot(page, testInfo, "residency-events-list");

    await page.goto(`${flipped}${hrefs[0]}`);
    await expect(page.getByTestId("residency-line")).toHaveText("Every Thursday · Residency");
    const next = page.getByTestId("residency-dates").getByRole("link");
    await expect(next).toHaveCount(6);
    expect(await next.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(hrefs.slice(1));
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, "residency-event-page", { fullPage: true });
    await next.first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[1]}$`));
    await expect(page.getByTestId("residency-line")).toBeVisible();

    // The resident's page lists the dates as gigs.
    await page.goto(`${flipped}/dj/vera-kollar`);
    await expect(page.locator('a[href^="/events/kessel-thursdays-"]').first()).toBeVisible();
    const gigs = await page
      .locator('a[href^="/events/kessel-thursdays-"]')
      .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")))]);
    // Her next gigs (the page shows the soonest few, other nights included): each residency date among them is one
    // of the 7 listed ones, never the cancelled one.
    for (const href of gigs) expect(hrefs).toContain(href);
  });

  test("with /events on, the mate's new residency is a row per date there @exclusive", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const name = `Residency ${randomUUID().slice(0, 6)}`;
    const first = firstThursday(testInfo);
    await setFlags(browser, { Events: true });
    try {
      await signInAs(page, "mate");
      await fillResidency(page, name, first);
      await publishResidency(page, name);
      await page.goto(`/events?from=${first}&to=${addDays(first, 50)}`);
      const rows = page.locator(`main a[href^="/events/${slugify(name)}-"]`);
      await expect(rows.first()).toBeVisible();
      const hrefs = new Set(await rows.evaluateAll((as) => as.map((a) => a.getAttribute("href"))));
      expect([...hrefs].sort()).toEqual(thursdays(first).map((d) => `/events/${slugify(name)}-${d}`));
      await saveScreenshot(page, testInfo, "residency-on-events");
    } finally {
      await setFlags(browser, { Events: false });
    }
  });
});
