import { expect, type Locator, type Page, test } from "@playwright/test";
import { contextAs, signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, saveScreenshot, setFlagSwitch, visibleBeacons } from "./helpers";
import { E2E_SERVERS } from "./servers";

// /mate/events/analytics. The demo mate owns the demo nights its DJ plays (past, upcoming, cancelled)
// plus a pending and a draft one, with weeks of seeded views, ticket clicks and shares
// (server/db/seed/demo-mate-events.server.ts). The page is not behind the events flag, so the "default" server
// (login on) serves it.
const baseURL = E2E_SERVERS.default.url;
test.use({ baseURL });

/** The numbers in one column of a data table (by its test id), top to bottom. */
async function column(table: Locator, index: number): Promise<number[]> {
  const cells = await table
    .locator("tbody tr")
    .evaluateAll((rows, i) => rows.map((row) => (row.children[i] as HTMLElement).innerText), index);
  return cells.map((text) => Number(text.replace(/[^\d]/g, "")));
}

async function tile(page: Page, label: string): Promise<string> {
  const totals = page.getByTestId("analytics-totals");
  return (
    await totals
      .locator("div", { has: page.locator("dt", { hasText: label }) })
      .locator("dd")
      .first()
      .innerText()
  ).trim();
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

test("the demo mate sees its events' figures; tables match the tiles and the charts; event and range switch", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(page, "mate", baseURL);
  await page.goto("/mate/events/analytics");
  const picker = page.locator("select[name=event]");
  const options = await picker.locator("option").allInnerTexts();
  expect(options.length).toBeGreaterThanOrEqual(5);
  expect(options.some((o) => o.endsWith("· Draft"))).toBe(true);
  expect(options.some((o) => o.endsWith("· Pending"))).toBe(true);
  expect(options.some((o) => o.endsWith("· Cancelled"))).toBe(true);
  // The default is the next published night, over the spec's default 30 days.
  const name = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  expect(options.find((o) => o.startsWith(`${name} ·`))).toBeTruthy();
  await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");

  const views = Number((await tile(page, "Views")).replace(/\D/g, ""));
  const clicks = Number((await tile(page, "Ticket clicks")).replace(/\D/g, ""));
  const shares = Number((await tile(page, "Shares")).replace(/\D/g, ""));
  expect(views).toBeGreaterThan(50);
  expect(clicks).toBeGreaterThan(0);
  expect(await tile(page, "Click-through")).toMatch(/^\d+(\.\d)?%$/);

  const viewsTable = page.getByTestId("views-table");
  await expect(viewsTable.locator("tbody tr")).toHaveCount(30);
  expect(sum(await column(viewsTable, 1))).toBe(views);
  expect(sum(await column(page.getByTestId("sources-table"), 1))).toBe(views);
  const interactions = page.getByTestId("interactions-table");
  const clicksByDay = await column(interactions, 1);
  const sharesByDay = await column(interactions, 2);
  expect(sum(clicksByDay)).toBe(clicks);
  expect(sum(sharesByDay)).toBe(shares);
  // The column chart draws one bar per non-zero cell of its table.
  const bars = page.getByTestId("section-interactions").locator("svg rect");
  await expect(bars).toHaveCount([...clicksByDay, ...sharesByDay].filter((n) => n > 0).length);
  await expect(page.getByTestId("section-views").locator("svg path")).toHaveCount(2);
  // The traffic sources list all six categories, several of them non-zero.
  const sources = page.getByTestId("sources-table");
  await expect(sources.locator("tbody th")).toHaveText([
    "Direct",
    "Campaign",
    "Social",
    "Search",
    "Referral",
    "Unknown",
  ]);
  expect((await column(sources, 1)).filter((n) => n > 0).length).toBeGreaterThanOrEqual(4);
  await saveScreenshot(page, testInfo, "event-analytics");
  await saveScreenshot(page, testInfo, "event-analytics-full", { fullPage: true });
  await expectNoAxeViolations(page);

  // Range: 7 days.
  await page.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/days=7/);
  await expect(viewsTable.locator("tbody tr")).toHaveCount(7);
  await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  const weekViews = Number((await tile(page, "Views")).replace(/\D/g, ""));
  expect(sum(await column(viewsTable, 1))).toBe(weekViews);
  expect(weekViews).toBeLessThanOrEqual(views);

  // Another event: the past night; the range is kept.
  const past = options.find((o) => o.startsWith("Marlow Garage Night"));
  expect(past).toBeTruthy();
  await picker.selectOption({ label: past as string });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marlow Garage Night");
  await expect(page).toHaveURL(/event=marlow-garage-night-\d{4}-\d{2}-\d{2}/);
  await expect(page).toHaveURL(/days=7/);
  await page.getByRole("link", { name: "90 days" }).click();
  await expect(viewsTable.locator("tbody tr")).toHaveCount(90);
  expect(Number((await tile(page, "Views")).replace(/\D/g, ""))).toBeGreaterThan(100);

  // A draft has no public page: zeros and a sentence that says why.
  const draft = options.find((o) => o.endsWith("· Draft")) as string;
  await picker.selectOption({ label: draft });
  await expect(page.getByTestId("no-views")).toContainText("Drafts have no public page yet");
  expect(await tile(page, "Views")).toBe("0");
  expect(await tile(page, "Click-through")).toBe("–");
  await saveScreenshot(page, testInfo, "event-analytics-draft");
  await expectNoAxeViolations(page);
});

test("guests are sent home, plain users see Mate Access Required", async ({ page }) => {
  await page.goto("/mate/events/analytics");
  await expect(page).toHaveURL(`${baseURL}/`);
  await signInAs(page, "user", baseURL);
  await page.goto("/mate/events/analytics");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mate Access Required");
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
});

test.describe("ticket clicks reach the analytics", () => {
  // @exclusive: switches the events page on for the whole "default" server (login is off on "flipped"), then back.
  test("a guest's click on Tickets is counted in the organiser's analytics @exclusive", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInAs(page, "admin", baseURL);
    const mate = await contextAs(browser, baseURL, "mate");
    const guest = await browser.newContext({ baseURL });
    await guest.route(/^https:\/\//, (route) => route.abort());
    const toggle = page.getByRole("switch", { name: "Events", exact: true });
    try {
      const matePage = await mate.newPage();
      await matePage.goto("/mate/events/analytics?days=7");
      const eventId = await matePage.locator("select[name=event]").inputValue();
      const today = () => column(matePage.getByTestId("interactions-table"), 1).then((c) => c[0]);
      const before = await today();

      await page.goto("/admin/settings");
      await setFlagSwitch(page, toggle, true);
      const guestPage = await guest.newPage();
      await visibleBeacons(guestPage);
      await guestPage.goto(`/events/${eventId}`);
      const recorded = guestPage.waitForResponse(
        (r) => r.url().endsWith("/api/dj-activity") && /event_ticket_click/.test(r.request().postData() ?? ""),
      );
      await guestPage.getByRole("link", { name: "Tickets" }).click();
      expect((await recorded).status()).toBe(204);

      await matePage.reload();
      await expect.poll(today).toBe(before + 1);
      await saveScreenshot(matePage, testInfo, "event-analytics-after-click");
    } finally {
      await setFlagSwitch(page, toggle, false);
      await mate.close();
      await guest.close();
    }
  });
});
