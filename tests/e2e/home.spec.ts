import { expect, type Page, test } from "@playwright/test";
import { DJ_PAGE_SIZE } from "~/core/djs/dj-directory-filters";
import { DEMO_DJS } from "~server/db/seed/demo-content";
import { collectPageErrors, expectNoAxeViolations, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

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

/** How many DJs the result line says match (the grid shows the first DJ_PAGE_SIZE of them). */
async function resultTotal(page: Page) {
  return Number((await resultCount(page).textContent())?.match(/^(\d+) DJs?\b/)?.[1]);
}

const showMore = (page: Page) => page.locator("#all-djs").getByRole("link", { name: "Show more" });

test.describe("home directory", () => {
  // The machine is shared by several suites; axe and screenshots can be slow under load.
  test.describe.configure({ timeout: 90_000 });
  test("featured, suggested and the public grid with only public DJs", async ({ page }, testInfo) => {
    await page.goto("/");
    const featured = page.locator("#featured-djs");
    await expect(featured.getByRole("heading", { name: "Featured DJs" })).toBeVisible();
    expect(await featured.locator("article").count()).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { name: "Suggested for you" })).toBeVisible();
    const hrefs = () =>
      grid(page)
        .locator("a[href^='/dj/']")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const publicDemo = DEMO_DJS.filter((d) => d.status !== "n" && !d.inactive).length;
    await expect(resultCount(page)).toHaveText(/^\d+ DJs$/);
    const total = await resultTotal(page);
    expect(total).toBeGreaterThanOrEqual(publicDemo - 2);
    // The server renders the first page of the grid; the rest is one "Show more" away, a real link to the
    // next page (so crawlers and browsers without JavaScript reach it too).
    expect(total).toBeGreaterThan(DJ_PAGE_SIZE);
    expect(await hrefs()).toHaveLength(DJ_PAGE_SIZE);
    await expect(showMore(page)).toHaveAttribute("href", "/?page=2#all-djs");
    await waitForHydration(page);
    await showMore(page).click();
    // The next page's read is the home loader's (the slowest page): a loaded machine took over 10 s once.
    await expect(grid(page).locator("article")).toHaveCount(total, { timeout: 30_000 });
    await expect(showMore(page)).toHaveCount(0);
    const links = await hrefs();
    expect(new Set(links).size).toBe(total);
    for (const href of links) expect(href).toMatch(/^\/dj\/[a-z0-9-]+$/);
    // Unverified and inactive demo DJs never appear.
    const hidden = DEMO_DJS.filter((d) => d.status === "n" || d.inactive).map((d) => d.name);
    const shown = await grid(page).locator("article").allTextContents();
    for (const name of hidden) expect(shown.join("\n")).not.toContain(name);
    await expect(page.getByRole("heading", { name: "Latest news" })).toBeVisible();
    const news = page.locator("section[aria-labelledby='news-heading'] li");
    await expect(news).toHaveCount(3);
    await expect(news.first().locator("a")).toHaveAttribute("href", /^\/news\/[a-z0-9-]+$/);
    await expect(news.first().locator("time")).toBeVisible();
    await saveScreenshot(page, testInfo, "home-directory");
  });

  test("the featured row starts on the content edge of the other sections, snapping included", async ({ page }) => {
    await page.goto("/");
    const featured = page.locator("#featured-djs");
    const list = featured.locator("ul").first();
    await expect(list.locator("li").first()).toBeVisible();
    const edges = () =>
      list.evaluate((ul) => {
        const left = (el: Element | null) => Math.round(el?.getBoundingClientRect().left ?? Number.NaN);
        return {
          heading: left(document.querySelector("#featured-heading")),
          allDjs: left(document.querySelector("#all-heading")),
          firstCard: left(ul.querySelector("li")),
        };
      });
    // Polled: the browser may re-snap the row after layout.
    await expect.poll(async () => (await edges()).firstCard).toBe((await edges()).heading);
    const { heading, allDjs } = await edges();
    expect(heading).toBe(allDjs);
    expect(heading).toBeGreaterThan(0);
    // Snapping keeps the same inset: the snapport is inset by exactly the row's padding (scroll-padding).
    const insets = await list.evaluate((ul) => {
      const style = getComputedStyle(ul);
      return { padding: style.paddingLeft, scrollPadding: style.scrollPaddingLeft };
    });
    expect(insets.scrollPadding).toBe(insets.padding);
  });

  test("a DJ's card shows a designed sleeve set with the whole name, accents and all (Selin Aydın)", async ({
    page,
  }) => {
    await page.goto("/");
    // All of the directory, not only the first page.
    await waitForHydration(page);
    await showMore(page).click();
    await expect(showMore(page)).toHaveCount(0);
    const card = grid(page).locator("article", { has: page.getByRole("heading", { name: "Selin Aydın" }) });
    await expect(card.locator("a")).toHaveAttribute("href", "/dj/selin-aydin");
    // The sleeve is drawn on the server with the name in it (decision 060): no initials laid over it in HTML.
    const image = card.locator("img").first();
    const src = (await image.getAttribute("src")) ?? "";
    expect(src).toMatch(/^\/art\/dj\/selin-aydin\.webp\?/);
    expect(new URLSearchParams(src.split("?")[1]).get("label")).toBe("Selin Aydın");
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.locator("span[aria-hidden]", { hasText: /^SA$/ })).toHaveCount(0);
  });

  test("news artwork is an editorial picture that never repeats the headline", async ({ page, request }) => {
    await page.goto("/");
    const item = page.locator("section[aria-labelledby='news-heading'] li").first();
    const image = item.locator("img").first();
    await image.scrollIntoViewIfNeeded();
    const src = (await image.getAttribute("src")) ?? "";
    expect(src).toMatch(/^\/art\/news\/[a-z0-9-]+\.webp\?/);
    const title = ((await item.locator("h3").first().textContent()) ?? "").trim();
    expect(title.length).toBeGreaterThan(0);
    // The headline is printed under the picture, so the picture carries no part of it.
    const query = decodeURIComponent(src.split("?")[1] ?? "").replace(/\+/g, " ");
    expect(query).not.toContain(title.slice(0, 20));
    const answer = await request.get(src);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^image\/(webp|avif)$/);
  });

  test("filter by genre, then by city, sort, and clear", async ({ page }, testInfo) => {
    await page.goto("/");
    await waitForHydration(page);
    const total = await resultTotal(page);
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
    // "Show more" is a link to the next page, which shows the rest with a way back.
    await page.goto("/");
    const total = await resultTotal(page);
    await expect(showMore(page)).toHaveAttribute("href", "/?page=2#all-djs");
    // Once in a CI run on a loaded runner, Chromium (JavaScript off) dropped this click: no navigation was even
    // scheduled, and it passed 6 of 6 here. The link is plain HTML, so clicking again is what a person would do.
    await expect(async () => {
      if (!page.url().includes("page=2")) await showMore(page).click();
      await expect(page).toHaveURL(/\/\?page=2#all-djs$/, { timeout: 5_000 });
    }).toPass({ timeout: 25_000 });
    await expect(grid(page).locator("article")).toHaveCount(Math.min(total - DJ_PAGE_SIZE, DJ_PAGE_SIZE));
    await expect(page.locator("#all-djs")).toContainText(`Showing ${DJ_PAGE_SIZE + 1}–`);
    await expect(page.getByRole("link", { name: "Back to the first page" })).toHaveAttribute("href", "/#all-djs");
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

// The server writes cards, the hero's text, the events row, the filter menus, the gigs and the footer from cached
// markup (decision 022); the browser hydrates the real components over it. The "flipped" server has the events
// flag on, so the home events row and a DJ's gigs are among them.
test.describe("cached page parts", () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ baseURL: E2E_SERVERS.flipped.url });

  test("hydrate without an error, and their links navigate in place", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Upcoming events" })).toBeVisible();
    const card = grid(page).locator("article a").first();
    await waitForHydrated(card);
    await waitForHydrated(page.locator("footer a").first());
    await waitForHydrated(page.getByRole("link", { name: "Explore DJs" }));
    // A client-side navigation keeps the document (and this mark); a plain link would load a new one.
    await page.evaluate(() => Object.assign(window, { boothMark: 1 }));
    const name = await card.locator("h3").textContent();
    await card.click();
    await expect(page).toHaveURL(/\/dj\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name ?? "");
    expect(await page.evaluate(() => (window as { boothMark?: number }).boothMark)).toBe(1);

    await page.goto("/dj/ellis-crane");
    const gig = page.locator("#upcoming-gigs-heading + ul a").first();
    await waitForHydrated(gig);
    await page.evaluate(() => Object.assign(window, { boothMark: 2 }));
    await gig.click();
    await expect(page).toHaveURL(/\/events\/[a-z0-9-]+-\d{4}-\d{2}-\d{2}$/);
    expect(await page.evaluate(() => (window as { boothMark?: number }).boothMark)).toBe(2);
    expect(errors).toEqual([]);
  });
});

test.describe("cached bars and cards", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the current section follows a client-side navigation, and cached venue cards hydrate and navigate", async ({
    page,
    isMobile,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto("/");
    // The header's links on a desktop, the tab bar on a phone: both are written from cached markup.
    const bar = page.getByRole("navigation", { name: isMobile ? "Tab bar" : "Main" });
    const djs = bar.getByRole("link", { name: "DJs" });
    const venues = bar.getByRole("link", { name: "Venues" });
    await expect(djs).toHaveAttribute("aria-current", "page");
    await expect(venues).not.toHaveAttribute("aria-current", /./);
    await waitForHydrated(venues);
    await page.evaluate(() => Object.assign(window, { boothMark: 3 }));
    await venues.click();
    await expect(page).toHaveURL(/\/venues$/);
    await expect(venues).toHaveAttribute("aria-current", "page");
    await expect(djs).not.toHaveAttribute("aria-current", /./);
    expect(await page.evaluate(() => (window as { boothMark?: number }).boothMark)).toBe(3);

    // The first two cards are live (their images are preloaded); the fourth is written from cached markup.
    const card = page.getByTestId("venue-grid").locator("article h3 a").nth(3);
    await waitForHydrated(card);
    const name = (await card.textContent()) ?? "";
    await card.click();
    await expect(page).toHaveURL(/\/venues\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(venues).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => (window as { boothMark?: number }).boothMark)).toBe(3);
    expect(errors).toEqual([]);
  });
});
