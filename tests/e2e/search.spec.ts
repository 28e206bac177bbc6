import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, isPhone, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

/**
 * Search: the global bar (Ctrl+K, suggestions with badges and images, keyboard, history), the phone
 * overlay, the /search results page and the click beacon. Read-only against the demo data, which has a public
 * DJ whose name has a word starting with "au" (Felix Aurel).
 */

test.describe.configure({ timeout: 90_000 });

/** Options of the open suggestion list (the home page's filter <select>s have options too). */
const options = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" }).getByRole("option");

/** The search field in use: the header bar on desktop, the full-screen overlay on phones. */
async function openSearch(page: Page, phone: boolean) {
  if (phone) {
    const button = page.locator("header").getByRole("button", { name: "Search" });
    await waitForHydrated(button);
    await button.click();
    await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
    const input = page.locator("#overlay-search");
    await expect(input).toBeFocused();
    return input;
  }
  const input = page.locator("#header-search");
  await waitForHydrated(input);
  await page.keyboard.press("Control+k");
  await expect(input).toBeFocused();
  return input;
}

test.describe("global search bar", () => {
  test("Ctrl+K focuses the bar; 'au' suggests with badges and images; ↓ + Enter opens the DJ and sends the click beacon", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    const input = await openSearch(page, isPhone(testInfo));
    await expect(input).toHaveAttribute("role", "combobox");
    await input.pressSequentially("a");
    // One character: no options.
    await page.waitForTimeout(600);
    await expect(options(page)).toHaveCount(0);
    await input.pressSequentially("u");
    const option = options(page).filter({ hasText: "Felix Aurel" });
    await expect(option).toBeVisible();
    await expect(option.getByTestId("search-type-badge")).toHaveText("DJ");
    await expect(option.locator("img")).toHaveAttribute("src", /.+/);
    await expect(input).toHaveAttribute("aria-expanded", "true");
    // No option is active until ↓ is pressed.
    await expect(input).not.toHaveAttribute("aria-activedescendant", /.+/);
    if (!isPhone(testInfo)) await expect(page.getByTestId("search-key-hint")).toContainText("Esc");
    await saveScreenshot(page, testInfo, "search-suggestions");

    const index = await options(page).evaluateAll((options) =>
      options.findIndex((o) => o.textContent?.includes("Felix Aurel")),
    );
    for (let i = 0; i <= index; i++) await input.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id")) ?? "");

    const beacon = page.waitForRequest((r) => r.url().endsWith("/api/search/click") && r.method() === "POST");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/dj\/felix-aurel$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Felix Aurel");
    const body = JSON.parse((await beacon).postData() ?? "{}");
    expect(Object.keys(body).sort()).toEqual(
      [
        "clickPosition",
        "clickedResultId",
        "clickedResultType",
        "executionTimeMs",
        "filters",
        "query",
        "resultCount",
        "sessionId",
        "timestamp",
      ].sort(),
    );
    expect(body).toMatchObject({ query: "au", clickedResultType: "dj", clickPosition: index });
    expect(body.resultCount).toBeGreaterThanOrEqual(1);
    expect(body.sessionId).toBe(await page.evaluate(() => sessionStorage.getItem("booth_search_session")));
  });

  test("Enter on typed text lands on /search?q=; empty text does nothing; history shows and clears", async ({
    page,
  }, testInfo) => {
    await page.goto("/about");
    let input = await openSearch(page, isPhone(testInfo));
    await input.press("Enter");
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/about$/);

    await input.fill("kessel");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=kessel$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("kessel");
    await expect(page.getByTestId("search-result").first()).toBeVisible();

    // The history (newest first) shows on focus with an empty field.
    await page.goto("/about");
    input = await openSearch(page, isPhone(testInfo));
    await expect(page.getByText("Recent searches")).toBeVisible();
    const first = options(page).first();
    await expect(first).toContainText("kessel");
    await expect(first).toContainText(/\d+ results?/);
    await page.getByRole("button", { name: "Clear history" }).click();
    await expect(options(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("booth_search_history"))).toBeNull();
  });

  test("desktop: before the combobox has arrived, the header's plain form does nothing on empty text", async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo), "the header bar is the desktop's search");
    // Hold the combobox's code back, so Enter lands on the stand-in form it replaces (decision 013).
    await page.route(/search-combobox-[^/]*\.js$/, () => {});
    await page.goto("/about");
    const input = page.locator("#header-search");
    await waitForHydrated(input);
    await input.focus();
    await input.press("Enter");
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/about$/);
    await input.fill("kessel");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=kessel$/);
  });

  test("phone: the header Search button opens the overlay and Escape closes it", async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), "the overlay is the phone's search");
    await page.goto("/");
    const input = await openSearch(page, true);
    await input.pressSequentially("ka");
    await expect(options(page).first()).toBeVisible();
    await saveScreenshot(page, testInfo, "search-overlay-suggestions");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Search" })).toBeHidden();
  });
});

test.describe("/search results", () => {
  test("tabs with counts, typed cards, a type tab, and the click beacon from a result", async ({ page }, testInfo) => {
    await page.goto("/search?q=berlin");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("berlin");
    const tabs = page.getByRole("navigation", { name: "Result types" });
    await expect(tabs.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");
    const total = Number(await page.getByTestId("search-count-all").textContent());
    expect(total).toBeGreaterThan(0);
    const cards = page.getByTestId("search-result");
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first().getByTestId("search-type-badge")).toBeVisible();
    await expect(cards.first().locator("img")).toHaveAttribute("src", /.+/);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "search-results");

    await tabs.getByRole("link", { name: /^Venues/ }).click();
    await expect(page).toHaveURL(/type=venue/);
    await expect(tabs.getByRole("link", { name: /^Venues/ })).toHaveAttribute("aria-current", "page");
    const venueCards = page.getByTestId("search-result");
    await expect(venueCards.first()).toBeVisible();
    for (const badge of await venueCards.getByTestId("search-type-badge").allTextContents())
      expect(badge).toBe("Venue");

    const target = venueCards.first();
    await waitForHydrated(target);
    const href = await target.getAttribute("href");
    const beacon = page.waitForRequest((r) => r.url().endsWith("/api/search/click"));
    await target.click();
    const body = JSON.parse((await beacon).postData() ?? "{}");
    expect(body).toMatchObject({
      query: "berlin",
      clickedResultType: "venue",
      clickPosition: 0,
      filters: { types: ["venue"] },
    });
    expect(typeof body.executionTimeMs).toBe("number");
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("empty states: no query, and no results", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Booth");
    await expect(page.getByRole("link", { name: "Browse all DJs" })).toBeVisible();
    await page.goto("/search?q=zzqqxxnothing");
    await expect(page.getByRole("heading", { name: /No results for/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/**
 * When the query is one of the home directory's genres or cities, /search also links to the directory filtered
 * by it (search itself finds DJs by genre and city too: the next describe); the no-results advice only suggests
 * what works. Demo data: the genre "Techno" and the location "Berlin, Germany".
 */
test.describe("/search: DJ directory shortcuts", () => {
  const shortcuts = (page: Page) => page.getByTestId("dj-directory-shortcut");

  test("'techno' offers Techno DJs, 'berlin' DJs in Berlin; reached by keyboard, it opens the filtered directory", async ({
    page,
  }, testInfo) => {
    await page.goto("/search?q=techno");
    await expect(shortcuts(page)).toHaveCount(1);
    const techno = page.getByRole("link", { name: /Techno DJs/ });
    await expect(techno).toHaveAttribute("href", "/?genre=Techno#all-djs");
    await expect(techno).toContainText(/\d+ DJs?/);
    await expect(page.getByRole("navigation", { name: "DJ directory" })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "search-dj-directory-genre");

    await page.goto("/search?q=berlin");
    await expect(shortcuts(page)).toHaveCount(1);
    const berlin = page.getByRole("link", { name: /DJs in Berlin/ });
    await expect(berlin).toHaveAttribute("href", "/?city=Berlin%2C+Germany#all-djs");
    // The other result types still show beneath it.
    await expect(page.getByTestId("search-result").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "search-dj-directory-city");
    const promised = Number((await berlin.textContent())?.match(/(\d+) DJs?/)?.[1]);
    expect(promised).toBeGreaterThan(0);

    // Tab from the page's search field reaches the shortcut; Enter follows it.
    const field = page.locator("#page-search");
    await waitForHydrated(field);
    await field.focus();
    for (let i = 0; i < 20 && !(await berlin.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(berlin).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/\?city=Berlin%2C\+Germany#all-djs$/);
    await expect(page.getByTestId("dj-result-count")).toHaveText(`${promised} DJs in Berlin, Germany`);
    await expect(page.getByTestId("dj-grid").locator(":scope > li")).toHaveCount(promised);
  });

  test("no shortcut for a name or nonsense; the no-results advice names a genre and a city that work", async ({
    page,
  }) => {
    await page.goto("/search?q=nadia");
    await expect(page.getByTestId("search-result").first()).toBeVisible();
    await expect(shortcuts(page)).toHaveCount(0);

    await page.goto("/search?q=zzqqxxnothing");
    await expect(page.getByRole("heading", { name: /No results for/ })).toBeVisible();
    await expect(shortcuts(page)).toHaveCount(0);
    const advice = page.locator("p", { hasText: "Check the spelling" });
    await expect(advice).not.toContainText("search a city or genre instead");
    await expect(advice).toContainText("Search finds DJs by name, genre or city");
    const examples = advice.getByRole("link");
    await expect(examples).toHaveCount(2);
    const [genre, city] = await examples.allTextContents();
    for (const example of [genre, city]) {
      await page.goto("/search?q=zzqqxxnothing");
      await page.locator("p", { hasText: "Check the spelling" }).getByRole("link", { name: example }).click();
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(example).replace(/%20/g, "\\+")}$`));
      await expect(shortcuts(page)).toHaveCount(1);
    }
    await expect(shortcuts(page)).toContainText(`DJs in ${city}`);
  });

  test("with venues, productions and news switched off, the shortcut still shows and works", async ({ page }) => {
    await page.goto(`${E2E_SERVERS.flipped.url}/search?q=berlin`);
    const tabs = page.getByRole("navigation", { name: "Result types" });
    await expect(tabs.getByRole("link", { name: /^Venues/ })).toHaveCount(0);
    const berlin = page.getByRole("link", { name: /DJs in Berlin/ });
    await expect(berlin).toBeVisible();
    await expectNoAxeViolations(page);
    await berlin.click();
    await expect(page).toHaveURL(/\/\?city=Berlin%2C\+Germany#all-djs$/);
    await expect(page.getByTestId("dj-grid").locator(":scope > li").first()).toBeVisible();
  });
});

/**
 * Search that understands the scene (app/core/search/search-rank.ts), over the demo data: a genre, an alias and
 * a misspelled name give the DJs a fan expects first; an exact event name puts that event first. The All tab
 * shows first the type whose best result is best, so the first card is the best answer.
 */
test.describe("/search: what fans type", () => {
  const cards = (page: Page) => page.getByTestId("search-result");
  const firstTitles = async (page: Page, n: number) =>
    (await cards(page).locator("h3").allTextContents()).slice(0, n).map((t) => t.trim());

  test("'techno' and 'dnb' list the genre's DJs first; 'elils crane' finds Ellis Crane", async ({ page }, testInfo) => {
    await page.goto("/search?q=techno");
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).first().getByTestId("search-type-badge")).toHaveText("DJ");
    // The public DJs whose first genre is Techno.
    expect((await firstTitles(page, 4)).sort()).toEqual([
      "Giorgi Tsereteli",
      "Levan Beridze",
      "Nadia Voss",
      "Ruben Asante",
    ]);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "search-genre-techno");

    await page.goto("/search?q=dnb");
    await expect(cards(page).first()).toBeVisible();
    expect((await firstTitles(page, 2)).sort()).toEqual(["Ellis Crane", "Kenji Mori"]);

    await page.goto("/search?q=elils+crane");
    await expect(cards(page).first()).toBeVisible();
    expect(await firstTitles(page, 1)).toEqual(["Ellis Crane"]);
    await saveScreenshot(page, testInfo, "search-misspelled-name");
  });

  test("an exact event name puts that event first, above other types that share a word", async ({ page }, testInfo) => {
    // The "flipped" server has the events page on (the default server keeps the spec's default: off).
    await page.goto(`${E2E_SERVERS.flipped.url}/search?q=Kessel+Klub+Nacht`);
    const first = cards(page).first();
    await expect(first).toBeVisible();
    await expect(first.getByTestId("search-type-badge")).toHaveText("Event");
    await expect(first.locator("h3")).toHaveText("Kessel Klub Nacht");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "search-exact-event");
  });
});
