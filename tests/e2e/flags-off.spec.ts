import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, isPhone, saveScreenshot } from "./helpers";
import { E2E_SERVERS } from "./servers";

// This server was started after the CLI switched: radio off, login off, events on, venues off,
// news page off, production lines off (tests/e2e/servers.ts).
test.use({ baseURL: E2E_SERVERS.flipped.url });

test.describe("flag gates with flags switched", () => {
  test("radio off: Feature Unavailable with Go Home and Learn More", async ({ page, request }, testInfo) => {
    expect((await request.get("/radio")).status()).toBe(403);
    await page.goto("/radio");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Feature Unavailable");
    const main = page.locator("main");
    await expect(main).toContainText("Radio");
    await expect(main.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "feature-unavailable");
  });

  test("venues and productions off redirect home; news off is absent (404)", async ({ page, request }) => {
    for (const path of ["/venues", "/venues/some-club", "/productions", "/production/some-label"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe("/");
    }
    await page.goto("/venues");
    await expect(page).toHaveURL(/\/$/);
    for (const path of ["/news", "/news/some-story"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Page Not Found");
  });

  test("login off: login-gated routes show Feature Unavailable", async ({ page, request }) => {
    for (const path of [
      "/profile",
      "/edit-profile",
      "/profile-settings",
      "/claim-dj-profile",
      "/complete-profile",
      "/login",
    ]) {
      expect((await request.get(path)).status(), path).toBe(403);
    }
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Feature Unavailable");
    await expect(page.locator("main")).toContainText("Login");
  });

  test("events on: /events opens", async ({ request }) => {
    expect((await request.get("/events")).status()).toBe(200);
  });

  test("navigation shows only what is on", async ({ page }, testInfo) => {
    await page.goto("/");
    if (isPhone(testInfo)) {
      const tabBar = page.getByRole("navigation", { name: "Tab bar" });
      await expect(tabBar.getByRole("link")).toHaveText(["DJs", "Events"]);
    } else {
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link")).toHaveText(["DJs", "Events"]);
      await expect(page.locator("header").getByRole("link", { name: "Log In" })).toHaveCount(0);
      await expect(page.locator("header").getByRole("link", { name: "Sign Up" })).toHaveCount(0);
    }
    const footer = page.locator("footer");
    const hrefs = await footer.getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs).toContain("/events");
    for (const href of ["/news", "/venues", "/productions", "/radio"]) expect(hrefs, href).not.toContain(href);
    await expect(footer.getByRole("heading", { name: "New on Booth" })).toHaveCount(0);
    await saveScreenshot(page, testInfo, "home-flags-flipped");
  });
});
