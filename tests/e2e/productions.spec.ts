import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, isPagePost, isPhone, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

// Production lines, following them and the producer dashboard, on the default server (production lines
// on, events off: production pages show no event lists there).
const baseURL = E2E_SERVERS.default.url;
test.use({ baseURL });

/** Each project follows and edits its own lines, so desktop and phone can run side by side. */
const linesFor = (testInfo: TestInfo) =>
  isPhone(testInfo)
    ? { follow: { slug: "trance-nation-revival", name: "Trance Nation Revival" }, edit: "block-party-nyc" }
    : { follow: { slug: "low-frequency-society", name: "Low Frequency Society" }, edit: "concrete-cathedral" };

const countIn = (text: string) => Number(text.replace(/<!-- -->|\D/g, ""));

async function shownFollowers(page: Page): Promise<number> {
  return countIn(await page.getByTestId("follower-count").first().innerText());
}

test("/productions lists active lines featured first; verified, upcoming and search filters narrow it", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto("/productions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Production Lines");
  const cards = page.getByTestId("production-grid").getByRole("listitem");
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  await expect(page.getByTestId("production-result-count")).toHaveText(/^\d+ production lines$/);
  // Featured lines come first (the seed features Golden Hour, Nachtwerk, Sunday Ritual and Deep Roots).
  await expect(cards.first()).toContainText("Featured");
  await expect(cards.first()).toContainText(/\d+ events?/);
  await expect(cards.first()).toContainText(/\d+ followers?/);
  await saveScreenshot(page, testInfo, "productions");
  await expectNoAxeViolations(page);

  const form = page.getByRole("search", { name: "Filter production lines" });
  await waitForHydrated(form);
  await form.getByLabel("Verified").check();
  await expect(page).toHaveURL(/[?&]verified=1/);
  await expect(page.getByTestId("production-result-count")).toHaveText(/verified production lines?$/);
  for (const text of await cards.allInnerTexts()) expect(text).toContain("Verified");
  expect(await page.getByText("Disco Inferno Club").count()).toBe(0);

  // Search as you type.
  await page.goto("/productions");
  await waitForHydrated(form);
  await page.getByLabel("Search production lines").fill("amapiano");
  await expect(page).toHaveURL(/[?&]q=amapiano/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Sunday Ritual");

  // Nothing matches: an empty state with a way back.
  await page.goto("/productions?q=no+such+crew+anywhere");
  await expect(page.getByRole("heading", { name: "No production lines match" })).toBeVisible();
  await page.getByRole("link", { name: "Show all production lines" }).click();
  await expect(page).toHaveURL(/\/productions$/);
  await expect(cards.first()).toBeVisible();
});

test("a production page shows the line, its DJs and JSON-LD; unknown lines are 404", async ({ page }, testInfo) => {
  await page.goto("/productions");
  await page.getByRole("link", { name: "Nachtwerk" }).click();
  await expect(page).toHaveURL(/\/production\/nachtwerk$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nachtwerk");
  await expect(page.getByTestId("production-description")).toContainText("marathon techno");
  await expect(page.getByRole("heading", { name: "DJs who played Nachtwerk" })).toBeVisible();
  await expect(page.getByTestId("follower-count")).toHaveText(/^\d+ followers?$/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(ld).toMatchObject({ "@type": "Organization", name: "Nachtwerk", url: `${baseURL}/production/nachtwerk` });
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Nachtwerk · Booth");
  await saveScreenshot(page, testInfo, "production-page");
  await expectNoAxeViolations(page);

  // A guest's Follow leads to sign-in and back.
  await expect(page.getByRole("link", { name: "Follow Nachtwerk" })).toHaveAttribute(
    "href",
    "/login?redirectTo=%2Fproduction%2Fnachtwerk",
  );
  expect((await page.goto("/production/no-such-line"))?.status()).toBe(404);
});

test("a fan follows a line: the next anonymous visitor sees the count, /my/following/productions lists it", async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  const { follow: line } = linesFor(testInfo);
  const guest = await playwright.request.newContext({ baseURL });
  const guestCount = async () => {
    const html = await (await guest.get(`/production/${line.slug}`)).text();
    return countIn(/data-testid="follower-count"[^>]*>([\s\S]*?)<\//.exec(html)?.[1] ?? "");
  };
  await signInAs(page, "user", baseURL);
  await page.goto(`/production/${line.slug}`);
  const following = page.getByRole("button", { name: `Following ${line.name}` });
  const follow = page.getByRole("button", { name: `Follow ${line.name}` });
  if (await following.isVisible()) {
    await following.click();
    await expect(follow).toBeVisible();
  }
  try {
    const before = await shownFollowers(page);
    // Twice: the second answer comes from the rendered-page cache.
    expect([await guestCount(), await guestCount()]).toEqual([before, before]);
    const followed = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes(`/production/${line.slug}`),
    );
    await follow.click();
    await expect(following).toHaveAttribute("aria-pressed", "true");
    expect((await followed).ok()).toBe(true);
    await expect(page.getByTestId("follower-count")).toHaveText(
      `${before + 1} followers`.replace(/^1 followers$/, "1 follower"),
    );
    expect(await guestCount()).toBe(before + 1);

    await page.goto("/my/following/productions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Production lines you follow");
    const item = page
      .getByRole("list", { name: "Production lines you follow" })
      // The followed lines themselves, not the lists of their next dates inside them.
      .locator(":scope > li")
      .filter({ hasText: line.name });
    await expect(item).toHaveCount(1);
    await expect(item.getByRole("link", { name: line.name, exact: true })).toHaveAttribute(
      "href",
      `/production/${line.slug}`,
    );
    await saveScreenshot(page, testInfo, "following-productions");
    await expectNoAxeViolations(page);

    // Unfollow from the list: the line goes away, and the guest sees the old count again.
    const unfollowed = page.waitForResponse(isPagePost);
    await item.getByRole("button", { name: `Unfollow ${line.name}` }).click();
    expect((await unfollowed).ok()).toBe(true);
    await page.reload();
    await expect(item).toHaveCount(0);
    expect(await guestCount()).toBe(before);
  } finally {
    await guest.dispose();
  }
});

test("the producer edits a line's description and the public page shows it; others get 404 on the dashboard", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const slug = linesFor(testInfo).edit;
  await signInAs(page, "producer", baseURL);
  await page.goto("/producer/my-productions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Productions");
  const mine = page.getByRole("list", { name: "Your production lines" }).getByRole("listitem");
  await expect(mine).toHaveCount(2);
  await expect(mine.filter({ hasText: "Production Line Owner" })).toHaveCount(1);
  await expect(mine.getByText("Producer", { exact: true })).toHaveCount(1);
  await saveScreenshot(page, testInfo, "my-productions");
  await expectNoAxeViolations(page);

  // The role switcher takes the producer to the chosen line's dashboard.
  const switcher = page.getByTestId("role-switcher");
  await waitForHydrated(switcher);
  await switcher.click();
  await page.getByRole("menuitemradio", { name: /Production Line Owner/ }).click();
  await expect(page).toHaveURL(/\/producer\/dashboard\/concrete-cathedral$/);
  await expect(switcher).toHaveAccessibleName(/Production Line Owner/);

  await page.goto(`/producer/dashboard/${slug}`);
  await expect(page.getByText("Producer dashboard", { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId("producer-totals")).toContainText("Followers");
  await expect(page.getByTestId("followers-table")).toBeAttached();
  await expect(page.getByTestId("producer-events").getByRole("listitem").first()).toBeVisible();
  await saveScreenshot(page, testInfo, "producer-dashboard");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Edit details" }).click();
  await expect(page).toHaveURL(new RegExp(`/producer/dashboard/${slug}/edit$`));
  const marker = `Edited on the dashboard ${Date.now()}`;
  const description = page.getByLabel("Description");
  const original = await description.inputValue();
  await description.fill(`${marker}. Warehouse nights with a <strong>loud</strong> system.<script>alert(1)</script>`);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your public page shows the changes now.")).toBeVisible();
  await saveScreenshot(page, testInfo, "producer-edit");
  await expectNoAxeViolations(page);

  // The next anonymous visitor sees it (the edit announced a public change), sanitised.
  const guest = await browser.newContext({ baseURL });
  const publicPage = await guest.newPage();
  await publicPage.goto(`/production/${slug}`);
  await expect(publicPage.getByTestId("production-description")).toContainText(marker);
  expect(await publicPage.getByTestId("production-description").innerHTML()).not.toContain("<script");
  await guest.close();

  // Put the demo description back for the next run.
  await description.fill(original);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your public page shows the changes now.")).toBeVisible();

  // A plain user gets the 404 of an unknown line on the dashboard URL.
  const fan = await browser.newContext({ baseURL });
  const fanPage = await fan.newPage();
  await signInAs(fanPage, "user", baseURL);
  expect((await fanPage.goto(`/producer/dashboard/${slug}`))?.status()).toBe(404);
  await fanPage.goto("/producer/my-productions");
  await expect(fanPage.getByRole("heading", { name: "No production lines yet" })).toBeVisible();
  await fan.close();
});
