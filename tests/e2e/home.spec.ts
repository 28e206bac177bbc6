import { expect, type Page, test } from "@playwright/test";
import { DEMO_DJS } from "../../server/db/seed/demo-content";
import { expectNoAxeViolations, saveScreenshot } from "./helpers";

/**
 * The home directory: featured and suggested sections, the public grid, its genre/city filters and
 * sorts (URL search params, instant with JavaScript), clearing, the empty state and the news block.
 * Read-only against the demo data; assertions are about what every card shows, not about one DJ,
 * so other specs editing a profile cannot break them.
 */

const grid = (page: Page) => page.getByTestId("dj-grid");
const gridNames = (page: Page) => grid(page).locator("article h3").allTextContents();
const resultCount = (page: Page) => page.getByTestId("dj-result-count");
const filterForm = (page: Page) => page.getByRole("form", { name: "Filter DJs" });

/** The Apply button exists only until hydration: once it is gone, changes submit instantly. */
async function waitForHydration(page: Page) {
  await expect(filterForm(page).getByRole("button", { name: "Apply" })).toHaveCount(0, { timeout: 30_000 });
}

async function cardCount(page: Page) {
  return grid(page).locator("article").count();
}

test.describe("home directory", () => {
  // The machine is shared by several suites; axe and screenshots can be slow under load.
  test.describe.configure({ timeout: 90_000 });
  test("featured, suggested and the public grid with only public DJs", async ({ page }, testInfo) => {
    await page.goto("/");
    const featured = page.locator("#featured-djs");
    await expect(featured.getByRole("heading", { name: "Featured DJs" })).toBeVisible();
    expect(await featured.locator("article").count()).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { name: "Suggested for you" })).toBeVisible();
    const links = await grid(page)
      .locator("a[href^='/dj/']")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const publicDemo = DEMO_DJS.filter((d) => d.status !== "n" && !d.inactive).length;
    expect(links.length).toBeGreaterThanOrEqual(publicDemo - 2);
    for (const href of links) expect(href).toMatch(/^\/dj\/[a-z0-9-]+$/);
    // Unverified and inactive demo DJs never appear.
    const hidden = DEMO_DJS.filter((d) => d.status === "n" || d.inactive).map((d) => d.name);
    const shown = await grid(page).locator("article").allTextContents();
    for (const name of hidden) expect(shown.join("\n")).not.toContain(name);
    await expect(resultCount(page)).toHaveText(new RegExp(`^${links.length} DJs$`));
    await expect(page.getByRole("heading", { name: "Latest news" })).toBeVisible();
    const news = page.locator("section[aria-labelledby='news-heading'] li");
    await expect(news).toHaveCount(3);
    await expect(news.first().locator("a")).toHaveAttribute("href", /^\/news\/[a-z0-9-]+$/);
    await expect(news.first().locator("time")).toBeVisible();
    await saveScreenshot(page, testInfo, "home-directory");
  });

  test("filter by genre, then by city, sort, and clear", async ({ page }, testInfo) => {
    await page.goto("/");
    await waitForHydration(page);
    const total = await cardCount(page);
    const form = filterForm(page);

    await form.getByLabel("Genre").selectOption("Drum & Bass");
    await expect(page).toHaveURL(/[?&]genre=Drum(\+|%20)%26(\+|%20)Bass/);
    await expect(resultCount(page)).toHaveText(/^\d+ DJs? playing Drum & Bass$/);
    const dnb = await cardCount(page);
    expect(dnb).toBeGreaterThan(0);
    expect(dnb).toBeLessThan(total);
    for (const text of await grid(page).locator("article").allTextContents()) expect(text).toContain("Drum & Bass");
    expect(await resultCount(page).textContent()).toMatch(new RegExp(`^${dnb} `));

    await form.getByLabel("Genre").selectOption("");
    await form.getByLabel("City").selectOption("Lagos, Nigeria");
    await expect(page).toHaveURL(/[?&]city=Lagos/);
    await expect(page).not.toHaveURL(/genre=/);
    await expect(resultCount(page)).toHaveText(/^\d+ DJs? in Lagos, Nigeria$/);
    const lagos = await grid(page).locator("article").allTextContents();
    expect(lagos.length).toBeGreaterThan(0);
    for (const text of lagos) expect(text).toContain("Lagos, Nigeria");
    await saveScreenshot(page, testInfo, "home-filtered");

    await form.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/(#all-djs)?$/);
    await expect(resultCount(page)).toHaveText(new RegExp(`^${total} DJs$`));
    await expect(form.getByLabel("City")).toHaveValue("");
  });

  test("sort A–Z and Newest", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const form = filterForm(page);
    await form.getByLabel("Sort by").selectOption("az");
    await expect(page).toHaveURL(/sort=az/);
    await expect(form.getByLabel("Sort by")).toHaveValue("az");
    const initials = async () => (await gridNames(page)).map((n) => n.trim()[0].toUpperCase()).join("");
    // Polled: the grid re-renders when the new page's data arrives.
    await expect
      .poll(async () => {
        const i = await initials();
        return i.length > 2 && i === [...i].sort().join("");
      })
      .toBe(true);
    const names = await gridNames(page);

    await form.getByLabel("Sort by").selectOption("newest");
    await expect(page).toHaveURL(/sort=newest/);
    await expect(form.getByLabel("Sort by")).toHaveValue("newest");
    // Demo DJs are created a day apart, so "newest" is neither alphabetical nor the featured order.
    await expect.poll(async () => (await gridNames(page)).join("|")).not.toBe(names.join("|"));
    // The default (Featured) order, read from a fresh load so no client transition is still settling.
    await page.goto("/");
    await expect(filterForm(page).getByLabel("Sort by")).toHaveValue("featured");
    const featuredOrder = (await gridNames(page)).join("|");
    await page.goto("/?sort=newest");
    await expect(filterForm(page).getByLabel("Sort by")).toHaveValue("newest");
    expect((await gridNames(page)).join("|")).not.toBe(featuredOrder);
  });

  test("works without JavaScript: the GET form applies filters", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const form = filterForm(page);
    await form.getByLabel("City").selectOption("Lagos, Nigeria");
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/city=Lagos/);
    await expect(resultCount(page)).toHaveText(/in Lagos, Nigeria$/);
    await context.close();
  });

  test("empty state when nothing matches, with a way back", async ({ page }, testInfo) => {
    await page.goto("/?genre=Polka&city=Lagos%2C+Nigeria");
    await expect(resultCount(page)).toHaveText("0 DJs playing Polka in Lagos, Nigeria");
    await expect(page.getByRole("heading", { name: "No DJs match these filters" })).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "home-empty");
    await page.locator("#all-djs").getByRole("link", { name: "Clear filters" }).last().click();
    await expect(page.getByRole("heading", { name: "No DJs match these filters" })).toHaveCount(0);
    expect(await cardCount(page)).toBeGreaterThan(10);
  });
});
