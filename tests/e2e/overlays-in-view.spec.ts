import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInAs } from "./fixtures/auth";
import { isPhone, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

// What opens on top of a page opens where it can be seen: Share's options (without the system share sheet) inside
// the window and clear of the phone's tab bar; toasts clear of any menu or list that is open.

const baseURL = E2E_SERVERS.default.url;

type Rect = { left: number; top: number; right: number; bottom: number };
const rectOf = (locator: Locator): Promise<Rect> =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
  });
const overlap = (a: Rect, b: Rect) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

async function openDjWithoutShareSheet(page: Page) {
  await page.addInitScript(() => {
    // biome-ignore lint/suspicious/noExplicitAny: test-only removal of the Web Share API
    delete (Navigator.prototype as any).share;
  });
  await page.goto("/dj/tomer-halevi");
  const share = page.getByRole("button", { name: "Share" });
  await waitForHydrated(share);
  return share;
}

test("Share's options open in view, above the phone's tab bar", async ({ page }, testInfo) => {
  const share = await openDjWithoutShareSheet(page);
  // The button at the very bottom of the window, where options opening under it would be below the fold.
  await share.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4));
  await share.click();
  const options = page.getByRole("list", { name: "Share options" }).locator("..");
  await expect(options).toBeVisible();
  const view = page.viewportSize() ?? { width: 0, height: 0 };
  await expect
    .poll(
      async () => {
        const box = await rectOf(options);
        return box.top >= 0 && box.left >= 0 && box.right <= view.width && box.bottom <= view.height;
      },
      { message: "the options are inside the window" },
    )
    .toBe(true);
  if (isPhone(testInfo)) {
    const tabBar = await rectOf(page.getByRole("navigation", { name: "Tab bar" }));
    expect((await rectOf(options)).bottom, "the options end above the tab bar").toBeLessThanOrEqual(tabBar.top);
  }
  await expect(page.getByRole("button", { name: "Copy link" })).toBeFocused();
  await saveScreenshot(page, testInfo, "share-options-in-view");
});

test("a toast moves out of the way of a menu that opens", async ({ page, context }, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await signInAs(page, "user");
  const share = await openDjWithoutShareSheet(page);
  await share.click();
  await page.getByRole("button", { name: "Copy link" }).click();
  const toast = page.locator("[data-toast-type]").first();
  await expect(toast).toBeVisible();
  // The pointer rests on the toast (which holds it open) while the keyboard opens a menu under the header.
  await toast.hover();
  let menu: Locator;
  if (isPhone(testInfo)) {
    const trigger = page.getByTestId("user-menu-trigger");
    await waitForHydrated(trigger);
    await trigger.focus();
    await page.keyboard.press("Enter");
    menu = page.getByRole("menu");
  } else {
    await page.keyboard.press("Control+k");
    await expect(page.locator("#header-search")).toBeFocused();
    await page.keyboard.type("Nadia");
    menu = page.getByRole("listbox");
  }
  await expect(menu).toBeVisible();
  await expect
    .poll(async () => overlap(await rectOf(toast), await rectOf(menu)), { message: "the toast covers the open menu" })
    .toBe(false);
  await expect(menu).toBeVisible();
  await saveScreenshot(page, testInfo, "toast-beside-open-menu");
});

test("a DJ card's city wraps instead of being cut", async ({ page }) => {
  await page.goto("/");
  const card = page
    .locator("article")
    .filter({ has: page.getByRole("heading", { name: "Lindiwe Khumalo" }) })
    .first();
  const place = card.locator(".dj-card-place");
  await place.scrollIntoViewIfNeeded();
  await expect(place).toHaveText("Johannesburg, South Africa");
  const cut = await place.evaluate((el) => ({
    clipped: el.scrollWidth > el.clientWidth + 1,
    ellipsis: getComputedStyle(el).textOverflow === "ellipsis",
  }));
  expect(cut, "the whole city shows").toEqual({ clipped: false, ellipsis: false });
});
