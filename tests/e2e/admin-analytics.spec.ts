import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { pointLabel } from "~/core/analytics/chart-points";
import { signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, saveScreenshot, visibleBeacons, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

// Site analytics and search insights, and the dashboard's "needs attention": a search that finds nothing
// shows up under zero-result queries with a create-DJ shortcut; a profile view counts for its DJ; an article read
// counts under Top articles.
const baseURL = E2E_SERVERS.default.url;
test.use({ baseURL });
test.describe.configure({ timeout: 150_000 });

const word = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join("");

test("analytics shows the searches and views people made; a query with no results offers a create-DJ shortcut", async ({
  page,
  browser,
}, testInfo) => {
  const missing = word();
  // The article at the top of this week's reads (the demo seeds some), and its count before the suite's read.
  await signInAs(page, "admin", baseURL);
  await page.goto("/admin/analytics?days=7");
  const topArticle = page.getByTestId("top-articles").locator("tbody tr").first();
  const articleHref = (await topArticle.getByRole("link").getAttribute("href")) ?? "";
  expect(articleHref).toMatch(/^\/news\/[a-z0-9-]+$/);
  const readsBefore = Number((await topArticle.locator("td").textContent())?.replace(/\D/g, ""));
  // Likewise the DJ at the top of this week's profile views and their count: the visitor's view must add to it.
  const topDj = page.getByTestId("top-dj-views").locator("tbody tr").first();
  const djHref = (await topDj.getByRole("link").getAttribute("href")) ?? "";
  expect(djHref).toMatch(/^\/dj\/[a-z0-9-]+$/);
  const djViewsBefore = Number((await topDj.locator("td").textContent())?.replace(/\D/g, ""));

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visibleBeacons(visitor);
  const seen = visitor.waitForRequest((r) => r.url().endsWith("/api/search/seen") && r.method() === "POST");
  await visitor.goto(`/search?q=${missing}`);
  const body = JSON.parse((await seen).postData() ?? "{}");
  expect(body).toMatchObject({ kind: "search", query: missing, resultCount: 0 });
  await (await seen).response();
  // A profile view (the page's beacon), counted under the top DJs by views.
  const view = visitor.waitForRequest((r) => r.url().endsWith("/api/dj-activity") && r.method() === "POST");
  await visitor.goto(djHref);
  await (await view).response();
  // An article read (the page's beacon; the page itself may come from the page cache).
  const read = visitor.waitForRequest(
    (r) => r.url().endsWith("/api/dj-activity") && r.postDataJSON()?.kind === "news_view",
  );
  await visitor.goto(articleHref);
  expect((await read).postDataJSON()).toMatchObject({ kind: "news_view", slug: articleHref.slice("/news/".length) });
  expect((await (await read).response())?.status()).toBe(204);
  await visitorContext.close();

  await page.goto("/admin/dashboard");
  const attention = page.getByTestId("needs-attention");
  // Inquiries, support messages, claims, events to review, searches that found nothing.
  await expect(attention.getByTestId("attention-item")).toHaveCount(5);
  await expect(attention.getByRole("link", { name: /Searches that found nothing/ })).toHaveAttribute(
    "href",
    "/admin/analytics?days=7",
  );
  await saveScreenshot(page, testInfo, "admin-dashboard");
  await expectNoAxeViolations(page);

  await page.goto("/admin/analytics?days=7");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Analytics");
  const zero = page.getByTestId("zero-result-queries");
  await expect(zero).toContainText(missing);
  // Demo searches and the suite's own: the tiles and the top queries are not empty.
  await expect(page.getByTestId("top-queries").locator("tbody tr").first()).toBeVisible();
  // Counted once more (other specs may view the DJ too, never fewer).
  const djRow = page
    .getByTestId("top-dj-views")
    .locator("tbody tr")
    .filter({ has: page.locator(`a[href="${djHref}"]`) });
  expect(Number((await djRow.locator("td").textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(
    djViewsBefore + 1,
  );
  // Counted once more (other specs may read it too, never fewer); still the first row it was.
  const articleRow = page
    .getByTestId("top-articles")
    .locator("tbody tr")
    .filter({ has: page.locator(`a[href="${articleHref}"]`) });
  const readsAfter = Number((await articleRow.locator("td").textContent())?.replace(/\D/g, ""));
  expect(readsAfter).toBeGreaterThanOrEqual(readsBefore + 1);
  await page.getByTestId("section-top-articles").scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, "admin-analytics-top-lists");
  await saveScreenshot(page, testInfo, "admin-analytics");

  // Keyboard: Tab from the CSV link reaches the chart's latest day (one tab stop per chart), an
  // arrow key moves to the day before; its tooltip shows the day and the value the daily CSV has for it.
  const daily = (await (await page.request.get("/admin/analytics/export?kind=daily&days=7")).text())
    .trim()
    .split("\r\n")
    .slice(1)
    .map((line) => line.split(","));
  const [yesterday, yesterdayViews] = daily.at(-2) ?? [];
  const viewsPanel = page.getByTestId("section-views");
  await waitForHydrated(viewsPanel.locator("[data-chart-point]").last());
  await viewsPanel.getByRole("link", { name: "CSV" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("data-chart-point", daily.at(-1)?.[0] ?? "");
  await page.keyboard.press("ArrowLeft");
  const point = page.locator(":focus");
  await expect(point).toHaveAttribute("data-chart-point", yesterday);
  const label = `${pointLabel(yesterday)}: ${Number(yesterdayViews).toLocaleString("en-GB")} Page views`;
  await expect(point).toHaveAccessibleName(label);
  const tooltip = viewsPanel.getByTestId("chart-tooltip");
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(pointLabel(yesterday));
  await expect(tooltip).toContainText(Number(yesterdayViews).toLocaleString("en-GB"));
  await saveScreenshot(page, testInfo, "admin-analytics-chart-focus");
  await expectNoAxeViolations(page);
  // Leaving the chart hides it again.
  await page.keyboard.press("Tab");
  await expect(tooltip).toHaveCount(0);
  await expectNoAxeViolations(page);

  const csv = await page.request.get("/admin/analytics/export?kind=searches&days=7");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`zero_results,${missing}`);

  await zero.getByRole("link", { name: `Create DJ profile for ${missing}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/djs\\?create=${missing}$`));
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(missing);
});
