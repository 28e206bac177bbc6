import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { contextAs, signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, saveScreenshot, setFlagSwitch, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

// /mate/dashboard. The demo mate's DJ has 60 days of seeded audience (server/db/seed/demo-dj-activity);
// the test adds its own views, clicks, shares and radio plays through the beacon endpoint and finds them counted.
const baseURL = E2E_SERVERS.default.url;
test.use({ baseURL });

const number = (text: string) => Number(text.replace(/[^\d]/g, ""));

async function tileValue(page: Page, label: string): Promise<number> {
  const tile = page.getByTestId("analytics-totals").locator("div", { has: page.locator("dt", { hasText: label }) });
  return number(await tile.locator("dd").first().innerText());
}

/** The number in a table's row (first cell = `name`), column `index`; 0 when there is no such row. */
async function rowValue(page: Page, table: string, name: string, index = 1): Promise<number> {
  const row = page.getByTestId(table).locator("tbody tr", { has: page.locator("th", { hasText: name }) });
  if ((await row.count()) === 0) return 0;
  return number(await row.first().locator("th, td").nth(index).innerText());
}

test("a mate sees the views, clicks, shares and plays just produced; range and profile switch", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(page, "mate", baseURL);
  await page.goto("/mate/dashboard");
  await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  const href = await page.getByRole("link", { name: /Public profile/ }).getAttribute("href");
  const slug = href?.replace("/dj/", "") ?? "";
  expect(slug).toMatch(/^[a-z0-9-]+$/);
  // The seeded audience: the page looks alive, and the tables add up to the tiles.
  expect(await tileValue(page, "Profile views")).toBeGreaterThan(50);

  // Each project counts on its own platform, so the desktop and phone runs do not see each other's clicks.
  const platform = testInfo.project.name === "phone" ? "beatport" : "apple_music";
  const label = platform === "beatport" ? "Beatport" : "Apple Music";
  const campaign = `e2e-${randomUUID().slice(0, 8)}`;
  const sharedTo = `e2e${testInfo.project.name}`;
  const clicksBefore = await rowValue(page, "social-clicks-table", label);
  const sharesBefore = await rowValue(page, "shares-table", sharedTo.charAt(0).toUpperCase() + sharedTo.slice(1));
  const playsBefore = await tileValue(page, "Radio plays");

  const send = async (data: Record<string, unknown>) => {
    const res = await page.request.post("/api/dj-activity", { data: { slug, ...data }, headers: { origin: baseURL } });
    expect(res.status()).toBe(204);
  };
  for (let i = 0; i < 3; i++) {
    await send({
      kind: "view",
      viewId: `e2e${randomUUID().replaceAll("-", "")}`,
      utmSource: "e2e",
      utmCampaign: campaign,
    });
  }
  await send({ kind: "social_click", platform });
  await send({ kind: "social_click", platform });
  await send({ kind: "share", platform: sharedTo });
  await send({ kind: "radio_play", durationSeconds: 95 });

  await page.reload();
  // Today comes live from the raw rows: the campaign's three views, the two clicks, the share, the play.
  expect(await rowValue(page, "campaigns-table", campaign)).toBe(3);
  expect(await rowValue(page, "social-clicks-table", label)).toBe(clicksBefore + 2);
  expect(await rowValue(page, "shares-table", sharedTo.charAt(0).toUpperCase() + sharedTo.slice(1))).toBe(
    sharesBefore + 1,
  );
  expect(await tileValue(page, "Radio plays")).toBeGreaterThanOrEqual(playsBefore + 1);
  const lastHour = page.getByTestId("last-24-hours-table").locator("tbody tr").first();
  expect(number(await lastHour.locator("td").first().innerText())).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId("csv-views")).toHaveAttribute("download", new RegExp(`^booth-${slug}-views-`));
  // The last 24 hours' file is named by those hours' days (UTC), not by the chosen range.
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByTestId("csv-last-24-hours")).toHaveAttribute(
    "download",
    new RegExp(`^booth-${slug}-last-24-hours-(${yesterday}|${today})-${today}\\.csv$`),
  );
  await saveScreenshot(page, testInfo, "mate-dashboard");
  await saveScreenshot(page, testInfo, "mate-dashboard-full", { fullPage: true });
  await expectNoAxeViolations(page);

  // Range: 7 days → seven rows, and the tile is the table's sum.
  await page.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/days=7/);
  await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  const rows = page.getByTestId("views-table").locator("tbody tr");
  await expect(rows).toHaveCount(7);
  const perDay = await rows.evaluateAll((trs) => trs.map((tr) => (tr.children[1] as HTMLElement).innerText));
  expect(perDay.reduce((sum, t) => sum + number(t), 0)).toBe(await tileValue(page, "Profile views"));

  // A custom range that ends before it starts: the spec's message, and the default range shown.
  await page.goto(`/mate/dashboard?dj=${slug}&from=2026-09-30&to=2026-09-01`);
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText("Invalid date range provided");
  // …followed by what a valid range is and what is shown meanwhile.
  await expect(refusal).toContainText("on or before the end date");
  await expect(refusal).toContainText("the last 30 days");
  await expect(page.getByTestId("views-table").locator("tbody tr")).toHaveCount(30);
  // Only their own profiles: another DJ's slug is the 404 of an unknown one. With one profile there is no switcher.
  await expect(page.getByTestId("profile-switcher")).toHaveCount(0);
  expect((await page.request.get("/mate/dashboard?dj=nadia-voss", { maxRedirects: 0 })).status()).toBe(404);
});

test("someone managing two DJ profiles switches between them, keeps the range, and the choice is remembered", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // The multi-role demo account owns one profile and manages a second act (server/domain/users/seed-demo-accounts).
  await signInAs(page, "multi", baseURL);
  await page.goto("/mate/dashboard?days=7");
  const switcher = page.getByTestId("profile-switcher");
  await waitForHydrated(switcher);
  const options = await switcher
    .locator("option")
    .evaluateAll((os) => os.map((o) => ({ slug: (o as HTMLOptionElement).value, name: (o.textContent ?? "").trim() })));
  expect(options).toHaveLength(2);
  const first = await switcher.inputValue();
  const other = options.find((o) => o.slug !== first);
  if (!other) throw new Error("no second profile to switch to");
  const profileLink = page.getByRole("link", { name: /Public profile/ });
  await expect(profileLink).toHaveAttribute("href", `/dj/${first}`);

  await switcher.selectOption(other.slug);
  await expect(page).toHaveURL(new RegExp(`dj=${other.slug}`));
  await expect(page).toHaveURL(/days=7/);
  await expect(profileLink).toHaveAttribute("href", `/dj/${other.slug}`);
  await expect(switcher).toHaveValue(other.slug);
  await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  // The header's role switcher follows: it names the DJ the dashboard shows.
  await expect(page.getByTestId("role-switcher")).toHaveAccessibleName(new RegExp(other.name));
  await saveScreenshot(page, testInfo, "mate-dashboard-switched");
  await expectNoAxeViolations(page);

  // Spec §6: the choice is remembered — a later visit without ?dj= opens the act, not the primary profile.
  await page.goto("/mate/dashboard");
  await expect(page).toHaveURL(new RegExp(`dj=${other.slug}`));
  await expect(profileLink).toHaveAttribute("href", `/dj/${other.slug}`);
  // And back: choosing the first one again is remembered too.
  await switcher.selectOption(first);
  await expect(profileLink).toHaveAttribute("href", `/dj/${first}`);
  await page.goto("/mate/dashboard");
  await expect(profileLink).toHaveAttribute("href", `/dj/${first}`);
  await expect(switcher).toHaveValue(first);
  const firstName = options.find((o) => o.slug === first)?.name ?? "";
  await expect(page.getByTestId("role-switcher")).toHaveAccessibleName(new RegExp(firstName));
});

test("a plain user sees 'Mate Access Required'; a guest is sent home", async ({ browser, page }, testInfo) => {
  const user = await contextAs(browser, baseURL, "user");
  try {
    const userPage = await user.newPage();
    await userPage.goto("/mate/dashboard");
    await expect(userPage.getByRole("heading", { name: "Mate Access Required" })).toBeVisible();
    await expect(userPage.getByRole("link", { name: "Back to Home" })).toBeVisible();
    await saveScreenshot(userPage, testInfo, "mate-dashboard-required");
    await expectNoAxeViolations(userPage);
  } finally {
    await user.close();
  }
  await page.goto("/mate/dashboard");
  await expect(page).toHaveURL(`${baseURL}/`);
});

test.describe("the extended workspace", () => {
  // @exclusive: switches feature_mate_dashboard_2_enabled on for the whole "default" server, then back off. (Its
  // first run failed because the dashboard kept only the ten biggest cities and the demo audience has 17: a new
  // city with one view was never listed. Every city is listed now — decision 038.)
  test("with Mate dashboard 2 on, the mate compares periods, sees their events and where their fans are @exclusive", async ({
    page,
    browser,
  }, testInfo) => {
    // Two viewports and two axe passes over the long extended page: on the shared 2-core machine the axe passes
    // alone took 35 s of the first 90-s budget.
    test.setTimeout(180_000);
    await signInAs(page, "admin", baseURL);
    const mate = await contextAs(browser, baseURL, "mate");
    // A fan who follows the mate's DJ from a city the proxy names (CITY_HEADER).
    const fan = await contextAs(browser, baseURL, "user");
    const followForm = (intent: "follow" | "unfollow", headers: Record<string, string> = {}) =>
      fan.request.post(`/dj/${slug}`, {
        form: { intent },
        headers: { Origin: baseURL, "Sec-Fetch-Site": "same-origin", ...headers },
      });
    let slug = "";
    const toggle = page.getByRole("switch", { name: "Mate dashboard 2", exact: true });
    try {
      const matePage = await mate.newPage();
      await matePage.goto("/mate/dashboard");
      await expect(matePage.getByTestId("section-compare")).toHaveCount(0);
      await page.goto("/admin/settings");
      await setFlagSwitch(page, toggle, true);
      await matePage.reload();
      const compare = matePage.getByTestId("compare-table");
      await expect(compare.locator("tbody tr")).toHaveCount(30);
      // This period's column is the views table's, day for day.
      const current = await compare
        .locator("tbody tr")
        .evaluateAll((trs) => trs.map((tr) => Number((tr.children[1] as HTMLElement).innerText.replace(/\D/g, ""))));
      expect(current.reduce((a, b) => a + b, 0)).toBe(await tileValue(matePage, "Profile views"));
      // The mate's DJ plays the demo nights, which have seeded page views.
      await expect(matePage.getByTestId("events-table").locator("tbody tr").first()).toBeVisible();
      // Where your fans are: a view from a city the proxy names (CITY_HEADER) is counted under that city.
      slug = ((await matePage.getByRole("link", { name: /Public profile/ }).getAttribute("href")) ?? "").replace(
        "/dj/",
        "",
      );
      const city = `E2E City ${randomUUID().slice(0, 6)}`;
      const res = await matePage.request.post("/api/dj-activity", {
        data: { kind: "view", slug, viewId: `e2e${randomUUID().replaceAll("-", "")}` },
        headers: { origin: baseURL, "x-e2e-city": city },
      });
      expect(res.status()).toBe(204);
      await expect
        .poll(async () => {
          await matePage.reload();
          return rowValue(matePage, "cities-table", city);
        })
        .toBe(1);
      await expect(matePage.getByTestId("cities-table").locator("tbody tr", { hasText: "Berlin" })).toHaveCount(1);
      // The chart draws the ten biggest cities and points at the table for the rest.
      await expect(matePage.getByTestId("section-cities")).toContainText(
        /\d+ more cit(y|ies) in the table and the CSV/,
      );

      // Followers by city: a follow made from a city the proxy names is counted under that city. Unfollowed first,
      // so it is a new follow (following again while following keeps the first follow and its city).
      const followCity = `E2E Fans ${randomUUID().slice(0, 6)}`;
      expect((await followForm("unfollow")).status()).toBe(200);
      expect((await followForm("follow", { "x-e2e-city": followCity })).status()).toBe(200);
      await matePage.reload();
      expect(await rowValue(matePage, "follower-cities-table", followCity)).toBe(1);
      await expect(matePage.getByTestId("csv-follower-cities")).toHaveAttribute(
        "download",
        new RegExp(`^booth-${slug}-follower-cities-`),
      );
      await matePage.getByTestId("section-cities").scrollIntoViewIfNeeded();
      await saveScreenshot(matePage, testInfo, "mate-dashboard-cities");
      await saveScreenshot(matePage, testInfo, "mate-dashboard-extended", { fullPage: true });
      await expectNoAxeViolations(matePage);
      // The same sections on a phone (this project is desktop-sized: exclusive tests run once).
      await matePage.setViewportSize({ width: 390, height: 844 });
      await matePage.reload();
      await expect(matePage.getByTestId("follower-cities-table")).toBeVisible();
      await matePage.getByTestId("section-follower-cities").scrollIntoViewIfNeeded();
      await saveScreenshot(matePage, testInfo, "mate-dashboard-cities-phone");
      await saveScreenshot(matePage, testInfo, "mate-dashboard-extended-phone", { fullPage: true });
      await expectNoAxeViolations(matePage);
    } finally {
      // The fan's follow goes again, so the demo's follower counts are as they were.
      if (slug) await followForm("unfollow");
      // From wherever the test stopped: a flag left on would fail the next run's first check.
      if (!page.url().endsWith("/admin/settings")) await page.goto("/admin/settings");
      await setFlagSwitch(page, toggle, false);
      await mate.close();
      await fan.close();
    }
  });
});
