import { expect, test } from "@playwright/test";
import { saveScreenshot } from "./helpers";

test.describe("toasts and confirm dialog", () => {
  test("confirm dialog: Cancel changes nothing, Confirm clears local data and toasts", async ({ page }, testInfo) => {
    await page.goto("/privacy#cookie-settings");
    await page.evaluate(() => {
      localStorage.setItem("booth_cache_djs", "x");
      localStorage.setItem("search_history", "[]");
    });
    await page.getByRole("button", { name: /clear data/i }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
    await saveScreenshot(page, testInfo, "confirm-dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("booth_cache_djs"))).toBe("x");
    // Focus goes back to the button that asked (the dialog is opened from code, not by a trigger), by keyboard too.
    const clearButton = page.getByRole("button", { name: /clear data/i });
    await expect(clearButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(clearButton).toBeFocused();

    await page.getByRole("button", { name: /clear data/i }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear data" }).click();
    const toast = page.locator("[data-toast-type='success']");
    await expect(toast).toContainText("Data on this device was cleared");
    expect(
      await page.evaluate(() => [localStorage.getItem("booth_cache_djs"), localStorage.getItem("search_history")]),
    ).toEqual([null, null]);
    await saveScreenshot(page, testInfo, "toast");
    // Clicking a toast dismisses it.
    await toast.click();
    await expect(toast).toBeHidden();
  });

  test("toast × dismisses; toasts disappear on their own", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/support");
    await page.getByRole("button", { name: /copy number/i }).click();
    const toast = page.locator("[data-toast-type]").first();
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toast).toBeHidden();
    await page.getByRole("button", { name: /copy number/i }).click();
    await expect(page.locator("[data-toast-type]").first()).toBeVisible();
    // Default duration 3000 ms.
    await expect(page.locator("[data-toast-type]")).toHaveCount(0, { timeout: 6000 });
  });
});
