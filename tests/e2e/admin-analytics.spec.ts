import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, saveScreenshot } from "./helpers";
import { E2E_SERVERS } from "./servers";

// Site analytics and search insights (issue 23), and the dashboard's "needs attention": a search that finds nothing
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

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  const seen = visitor.waitForRequest((r) => r.url().endsWith("/api/search/seen") && r.method() === "POST");
  await visitor.goto(`/search?q=${missing}`);
  const body = JSON.parse((await seen).postData() ?? "{}");
  expect(body).toMatchObject({ kind: "search", query: missing, resultCount: 0 });
  await (await seen).response();
  // A profile view (the page's beacon), counted under the top DJs by views.
  const view = visitor.waitForRequest((r) => r.url().endsWith("/api/dj-activity") && r.method() === "POST");
  await visitor.goto("/dj/nadia-voss");
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
  await expect(attention.getByTestId("attention-item")).toHaveCount(4);
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
  await expect(page.getByTestId("top-dj-views")).toContainText("Nadia Voss");
  // Counted once more (other specs may read it too, never fewer); still the first row it was.
  const articleRow = page
    .getByTestId("top-articles")
    .locator("tbody tr")
    .filter({ has: page.locator(`a[href="${articleHref}"]`) });
  const readsAfter = Number((await articleRow.locator("td").textContent())?.replace(/\D/g, ""));
  expect(readsAfter).toBeGreaterThanOrEqual(readsBefore + 1);
  await saveScreenshot(page, testInfo, "admin-analytics");
  await expectNoAxeViolations(page);

  const csv = await page.request.get("/admin/analytics/export?kind=searches&days=7");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`zero_results,${missing}`);

  await zero.getByRole("link", { name: `Create DJ profile for ${missing}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/djs\\?create=${missing}$`));
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(missing);
});
