import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

// The public venue directory and venue pages. The "default" server has the spec's defaults: venues on,
// events off (so venue pages show no events there); the "flipped" server has venues off (flags-off.spec.ts).
test.use({ baseURL: E2E_SERVERS.default.url });

test("/venues lists the demo venues; city, type and capacity filters and the search narrow it", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto("/venues");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Venues");
  const cards = page.getByTestId("venue-grid").getByRole("listitem");
  expect(await cards.count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByTestId("venue-result-count")).toHaveText(/^\d+ venues$/);
  await saveScreenshot(page, testInfo, "venues");
  await expectNoAxeViolations(page);

  const form = page.getByRole("search", { name: "Filter venues" });
  await waitForHydrated(form);
  await form.locator("select[name=city]").selectOption("London");
  await expect(page).toHaveURL(/[?&]city=London/);
  await expect(page.getByTestId("venue-result-count")).toHaveText(/^\d+ venues? in London$/);
  for (const text of await cards.allInnerTexts()) expect(text).toContain("London");

  await form.locator("select[name=capacity]").selectOption({ label: "Up to 500" });
  await expect(page).toHaveURL(/capacity=small/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Marlow Rooms");

  // Search as you type: the list follows the box after a pause, without a submit.
  await page.goto("/venues");
  await waitForHydrated(form);
  await page.getByLabel("Search venues").fill("lagos");
  await expect(page).toHaveURL(/[?&]q=lagos/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Blue Lagoon Beach Club");

  // Nothing matches: an empty state with a way back.
  await page.goto("/venues?q=no+such+room+anywhere");
  await expect(page.getByRole("heading", { name: "No venues match" })).toBeVisible();
  await page.getByRole("link", { name: "Show all venues" }).click();
  await expect(page).toHaveURL(/\/venues$/);
  await expect(cards.first()).toBeVisible();
});

test("a venue page shows the venue, its map link and production lines; unknown venues are 404", async ({
  page,
}, testInfo) => {
  await page.goto("/venues");
  await page.getByRole("link", { name: "The Vault" }).click();
  await expect(page).toHaveURL(/\/venues\/the-vault$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Vault");
  await expect(page.getByText("London, UK").first()).toBeVisible();
  await expect(page.getByText("900 capacity")).toBeVisible();
  await expect(page.getByTestId("venue-description")).toContainText("railway arches");
  const map = page.getByRole("link", { name: /Arch 12, Southwark/ });
  await expect(map).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/search\?query=The%20Vault/);
  // The events area is off on this server: no event lists (their pages would be unavailable).
  await expect(page.getByRole("heading", { name: /Upcoming at/ })).toHaveCount(0);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(ld).toMatchObject({ "@type": "MusicVenue", name: "The Vault" });
  await saveScreenshot(page, testInfo, "venue-page");
  await expectNoAxeViolations(page);

  const missing = await page.goto("/venues/no-such-venue");
  expect(missing?.status()).toBe(404);
});
