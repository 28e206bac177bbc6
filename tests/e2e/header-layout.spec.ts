import { expect, type Page, test } from "@playwright/test";
import { type SignInKind, signInAs } from "./fixtures/auth";
import { boxesOutside, headerBoxes, overlappingPairs } from "./fixtures/header-boxes";
import { isPhone, waitForHydrated } from "./helpers";

// No part of the site header may overlap another at any width, for every kind of viewer: the role switcher with a
// venue's or production's name beside seven section links used to push the search field over Radio (1280–1440 px)
// and over Productions/News/Radio (1024 px). The header gives way by what it measures (use-header-fit.ts): the
// search field becomes the search button, then links move into "More".

const VIEWERS: ("guest" | SignInKind)[] = ["guest", "user", "mate", "venue", "producer", "multi", "admin"];
const WIDTHS = [320, 390, 768, 1024, 1280, 1440, 1920];

async function openHome(page: Page, viewer: "guest" | SignInKind) {
  if (viewer !== "guest") await signInAs(page, viewer);
  await page.goto("/");
  await waitForHydrated(page.locator("header a").first());
  if (viewer !== "guest") await waitForHydrated(page.getByTestId("user-menu-trigger"));
}

async function expectNoOverlap(page: Page, label: string) {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(
      async () => {
        const boxes = await headerBoxes(page);
        return [...overlappingPairs(boxes), ...boxesOutside(boxes, width).map((box) => `off screen: ${box}`)];
      },
      { message: `header parts that overlap (${label}, ${width} px)`, timeout: 4_000 },
    )
    .toEqual([]);
}

for (const viewer of VIEWERS) {
  test(`header: nothing overlaps at any width (${viewer})`, async ({ page }, testInfo) => {
    if (isPhone(testInfo)) {
      // The phone project's own viewport (390 px, touch).
      await openHome(page, viewer);
      await expectNoOverlap(page, viewer);
      return;
    }
    test.setTimeout(120_000);
    // Each width as a first load, then the same widths by resizing one page (down and up again).
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await openHome(page, viewer);
      await expectNoOverlap(page, `${viewer}, loaded`);
    }
    for (const width of [...WIDTHS].reverse().concat(WIDTHS.slice(1))) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoOverlap(page, `${viewer}, resized`);
    }
  });
}

test("header: links that do not fit are under More, and reachable", async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), "phones have the tab bar instead of header links");
  await page.setViewportSize({ width: 1024, height: 800 });
  await openHome(page, "venue");
  const main = page.getByRole("navigation", { name: "Main" });
  const more = main.getByRole("button", { name: "More" });
  // Where the links stop fitting depends on the role switcher's venue name and the fonts' widths: narrow the window
  // until they do not (the header links show from 768 px up).
  for (const width of [960, 900, 860, 820, 780]) {
    if (await more.isVisible()) break;
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(100);
  }
  await expect(more).toBeVisible();
  await expect(main.getByRole("link", { name: "Radio" })).toBeHidden();
  await more.click();
  const radio = main.getByRole("list", { name: "More sections" }).getByRole("link", { name: "Radio" });
  await expect(radio).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(radio).toBeHidden();
  await expect(more).toBeFocused();
  // With room again, every link is back in the row and More is gone.
  await page.setViewportSize({ width: 1920, height: 800 });
  await expect(main.getByRole("link", { name: "Radio" })).toBeVisible();
  await expect(more).toHaveCount(0);
});

test.describe("header search placeholder", () => {
  test("rotates every 3 s without the pointer near it", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), "phones have the search button, not the field");
    await openHome(page, "guest");
    const field = page.locator("#header-search");
    await expect(field).toHaveAttribute("placeholder", "Search DJs…");
    // Nobody points at it or focuses it: it still moves on to the next thing Booth searches.
    await expect(field).toHaveAttribute("placeholder", "Search venues…", { timeout: 5_000 });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("stays put for visitors who prefer reduced motion", async ({ page }, testInfo) => {
      test.skip(isPhone(testInfo), "phones have the search button, not the field");
      await openHome(page, "guest");
      const field = page.locator("#header-search");
      await field.hover(); // the combobox too
      await page.waitForTimeout(4_000);
      await expect(field).toHaveAttribute("placeholder", "Search DJs…");
    });
  });
});
