import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, isPagePost, isPhone, saveScreenshot, setFlagSwitch, visibleBeacons } from "./helpers";
import { E2E_SERVERS } from "./servers";

const baseURL = E2E_SERVERS.default.url;

function followerCount(page: Page): Promise<number> {
  return page
    .getByTestId("follower-count")
    .first()
    .innerText()
    .then((text) => Number(text.replace(/\D/g, "")));
}

// Each project follows its own DJ, so desktop and phone can run side by side without moving each other's counts.
const djFor = (testInfo: TestInfo) =>
  isPhone(testInfo) ? { slug: "felix-aurel", name: "Felix Aurel" } : { slug: "levan-beridze", name: "Levan Beridze" };

test.describe("follow", () => {
  test("a fan follows and unfollows a DJ; the count follows along; /following lists it", async ({
    page,
    playwright,
  }, testInfo) => {
    test.setTimeout(90_000);
    const dj = djFor(testInfo);
    // A visitor without an account sees the profile from the rendered-page cache (decision 020): the fan's follow
    // must show there on the very next request.
    const guest = await playwright.request.newContext({ baseURL });
    const guestCount = async () => {
      const html = await (await guest.get(`/dj/${dj.slug}`)).text();
      const text = /data-testid="follower-count"[^>]*>([\s\S]*?)<\//.exec(html)?.[1] ?? "";
      return Number(text.replace(/<!-- -->|\D/g, ""));
    };
    await signInAs(page, "user", baseURL);
    await page.goto(`/dj/${dj.slug}`);
    const following = page.getByRole("button", { name: `Following ${dj.name}` });
    const follow = page.getByRole("button", { name: `Follow ${dj.name}` });
    // The demo fan's list is not assumed empty: start from "not following" and restore what was there.
    const wasFollowing = await following.isVisible();
    if (wasFollowing) {
      await following.click();
      await expect(follow).toBeVisible();
    }
    try {
      const before = await followerCount(page);
      expect([await guestCount(), await guestCount()]).toEqual([before, before]);
      await expect(follow).toHaveAttribute("aria-pressed", "false");
      // The button and count change at once (optimistic); the guest's check waits for the server's answer.
      const followed = page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().includes(`/dj/${dj.slug}`),
      );
      await follow.click();
      await expect(following).toHaveAttribute("aria-pressed", "true");
      expect((await followed).ok()).toBe(true);
      await expect(page.getByTestId("follower-count")).toHaveText(
        `${before + 1} ${before + 1 === 1 ? "follower" : "followers"}`,
      );
      expect(await guestCount()).toBe(before + 1);
      await saveScreenshot(page, testInfo, "follow-following");

      // Stored on the server: a reload keeps it, and the list shows the DJ.
      await page.reload();
      await expect(following).toBeVisible();
      expect(await followerCount(page)).toBe(before + 1);
      await page.goto("/following");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Following");
      const card = page
        .getByRole("list", { name: "DJs you follow" })
        .getByRole("listitem")
        .filter({ hasText: dj.name });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("link", { name: dj.name })).toHaveAttribute("href", `/dj/${dj.slug}`);
      await saveScreenshot(page, testInfo, "following-list");
      await expectNoAxeViolations(page);

      // Unfollow from the list: the card goes away.
      const unfollowed = page.waitForResponse(isPagePost);
      await card.getByRole("button", { name: `Unfollow ${dj.name}` }).click();
      await expect(card).toHaveCount(0);
      expect((await unfollowed).ok()).toBe(true);
      expect(await guestCount()).toBe(before);
      await page.goto(`/dj/${dj.slug}`);
      await expect(follow).toBeVisible();
      expect(await followerCount(page)).toBe(before);

      // Follow twice in a row is idempotent on the server.
      for (let i = 0; i < 2; i++) {
        const response = await page.request.post(`/dj/${dj.slug}`, {
          form: { intent: "follow" },
          headers: { Origin: baseURL, "Sec-Fetch-Site": "same-origin" },
        });
        expect(response.status()).toBe(200);
      }
      await page.reload();
      expect(await followerCount(page)).toBe(before + 1);
      await following.click();
      await expect(follow).toBeVisible();
      await expect(page.getByTestId("follower-count")).toHaveText(new RegExp(`^${before} followers?$`));
    } finally {
      // Leave the fan's list as it was found.
      await page.goto(`/dj/${dj.slug}`);
      const now = await following.isVisible();
      if (now !== wasFollowing) await (now ? following : follow).click();
      await expect(wasFollowing ? following : follow).toBeVisible();
      await guest.dispose();
    }
  });

  test("a guest's Follow leads to sign-in and back to the profile", async ({ page }) => {
    await page.goto("/dj/levan-beridze");
    const follow = page.getByRole("link", { name: "Follow Levan Beridze" });
    await expect(follow).toHaveAttribute("href", "/login?redirectTo=%2Fdj%2Flevan-beridze");
    await follow.click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdj%2Flevan-beridze$/);
    await expect(page.locator('input[name="redirectTo"]')).toHaveValue("/dj/levan-beridze");
    // Once signed in, the same link returns to the profile.
    await signInAs(page, "user", baseURL);
    await page.goto("/login?redirectTo=%2Fdj%2Flevan-beridze");
    await expect(page).toHaveURL(/\/dj\/levan-beridze$/);
    await expect(page.getByRole("button", { name: /^Follow(ing)? Levan Beridze$/ })).toBeVisible();
  });

  test("a guest's follow request is refused and sent to sign in", async ({ request }) => {
    const response = await request.post("/dj/levan-beridze", {
      form: { intent: "follow" },
      headers: { Origin: baseURL, "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(response.status());
    expect(response.headers().location).toBe("/login?redirectTo=%2Fdj%2Flevan-beridze");
  });

  test("/following for a guest: a sign-in prompt", async ({ page }, testInfo) => {
    const response = await page.goto("/following");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Following");
    await expect(page.getByRole("heading", { name: "Sign in to see who you follow" })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/login?redirectTo=%2Ffollowing",
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "following-guest");
  });

  test("/following with nobody followed: an empty state with a way to browse", async ({ page }, testInfo) => {
    // The demo producer follows nobody (no spec follows with it).
    await signInAs(page, "producer", baseURL);
    await page.goto("/following");
    await expect(page.getByRole("heading", { name: "You are not following anyone yet" })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "Browse DJs" })).toHaveAttribute("href", "/");
    await saveScreenshot(page, testInfo, "following-empty");
  });
});

test.describe("follow with login off", () => {
  test.use({ baseURL: E2E_SERVERS.flipped.url });

  test("no Follow button, the action refuses, /following is unavailable", async ({ page, request }) => {
    const flipped = E2E_SERVERS.flipped.url;
    await page.goto("/dj/levan-beridze");
    await expect(page.locator("h1").first()).toHaveText("Levan Beridze");
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: /^Follow/ })).toHaveCount(0);
    await expect(page.locator("main").getByRole("button", { name: /^Follow/ })).toHaveCount(0);
    await expect(page.getByTestId("follower-count")).toHaveCount(0);
    const response = await request.post("/dj/levan-beridze", {
      form: { intent: "follow" },
      headers: { Origin: flipped, "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect((await request.get("/following")).status()).toBe(403);
    await page.goto("/following");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Feature Unavailable");
  });
});

test.describe("site flags on the DJ page", () => {
  // @exclusive: these switch site-wide flags, so they run alone after every other test (playwright.config.ts).
  test("hide follow count hides the count everywhere on the profile @exclusive", async ({ page, browser }) => {
    await signInAs(page, "admin", baseURL);
    const guest = await browser.newContext({ baseURL });
    const guestPage = await guest.newPage();
    const toggle = page.getByRole("switch", { name: "Hide follow count" });
    try {
      await page.goto("/admin/settings");
      await expect(toggle).toHaveAttribute("aria-checked", "false");
      await guestPage.goto("/dj/ines-vidal");
      await expect(guestPage.getByTestId("follower-count")).toBeVisible();
      await setFlagSwitch(page, toggle, true);
      await guestPage.goto("/dj/ines-vidal");
      await expect(guestPage.locator("h1").first()).toHaveText("Inés Vidal");
      await expect(guestPage.getByRole("link", { name: "Follow Inés Vidal" })).toBeVisible();
      await expect(guestPage.getByTestId("follower-count")).toHaveCount(0);
    } finally {
      await setFlagSwitch(page, toggle, false);
    }
    await guestPage.goto("/dj/ines-vidal");
    await expect(guestPage.getByTestId("follower-count")).toBeVisible();
    await guest.close();
  });

  test("WhatsApp connect appears with its flag and is recorded @exclusive", async ({ page, browser }) => {
    await signInAs(page, "admin", baseURL);
    const guest = await browser.newContext({ baseURL });
    await guest.route(/^https:\/\//, (route) => route.abort());
    const guestPage = await guest.newPage();
    await visibleBeacons(guestPage);
    const toggle = page.getByRole("switch", { name: "WhatsApp" });
    try {
      await page.goto("/admin/settings");
      await expect(toggle).toHaveAttribute("aria-checked", "false");
      await setFlagSwitch(page, toggle, true);
      await guestPage.goto("/dj/tomer-halevi");
      const wa = guestPage.locator("main").getByRole("link", { name: "WhatsApp" });
      await expect(wa).toHaveAttribute("href", "https://wa.me/972541234567");
      const recorded = guestPage.waitForRequest(
        (req) => req.url().endsWith("/api/dj-activity") && /"whatsapp_connect"/.test(req.postData() ?? ""),
      );
      await wa.click();
      await recorded;
      // A DJ without a number gets no button even with the flag on.
      await guestPage.goto("/dj/nadia-voss");
      await expect(guestPage.locator("main").getByRole("link", { name: "WhatsApp" })).toHaveCount(0);
    } finally {
      await setFlagSwitch(page, toggle, false);
    }
    await guest.close();
  });
});
