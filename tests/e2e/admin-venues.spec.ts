import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

// Admin screens for venues and production lines, on the default server (venues and production
// lines on). Each test makes its own venue/line and its own owner account, so the projects and reruns never meet.
const baseURL = E2E_SERVERS.default.url;
test.use({ baseURL });
test.describe.configure({ timeout: 150_000 });

/** A new account to own what the admin creates (a sign-up of its own, from its own client address). */
async function signUpOwner(browser: Browser, tag: string): Promise<{ email: string; name: string }> {
  const email = `owner-${tag}@booth.test`;
  const name = `Owner ${tag.toUpperCase()}`;
  const context = await browser.newContext({ baseURL });
  try {
    const n = Number.parseInt(tag.slice(0, 6), 16);
    const response = await context.request.post("/api/auth/sign-up/email", {
      data: { email, password: "a long enough passphrase 42", name },
      headers: { origin: baseURL, "x-forwarded-for": `10.77.${(n >> 8) & 255}.${n & 255}` },
    });
    expect(response.status(), "the owner signs up").toBe(200);
  } finally {
    await context.close();
  }
  return { email, name };
}

/** Presses a row's action and, for the dangerous ones, confirms in the dialog. */
async function press(page: Page, button: ReturnType<Page["getByRole"]>, confirm?: string) {
  await waitForHydrated(button);
  await button.click();
  if (!confirm) return;
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: confirm, exact: true }).click();
}

test("an admin creates a venue with its owner; it is public at once; deactivate takes it down and reactivate brings it back", async ({
  page,
  browser,
}, testInfo) => {
  const tag = randomUUID().replace(/-/g, "").slice(0, 8);
  const name = `Admin Test Hall ${tag}`;
  const slug = `admin-test-hall-${tag}`;
  const owner = await signUpOwner(browser, tag);

  // An anonymous visitor's search, rendered (and kept by the page cache) before the venue exists.
  const guest = await browser.newContext({ baseURL });
  const visitor = await guest.newPage();
  await visitor.goto(`/venues?q=${tag}`);
  await expect(visitor.getByRole("heading", { name: "No venues match" })).toBeVisible();

  await signInAs(page, "admin", baseURL);
  await page.goto("/admin/venues");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Venues");
  await expect(
    page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Venues" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("admin-venue-count")).toHaveText(/^\d+ venues/);
  await saveScreenshot(page, testInfo, "admin-venues");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Create venue" }).click();
  await expect(page).toHaveURL(/\/admin\/venues\/create$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create venue");
  await saveScreenshot(page, testInfo, "admin-venue-create");
  await expectNoAxeViolations(page);

  const form = page.locator("form[method=post]");
  await waitForHydrated(form);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("City", { exact: true }).fill("Glasgow");
  await page.getByLabel("Country", { exact: true }).fill("UK");
  await page.getByLabel("Venue type", { exact: true }).selectOption("warehouse");
  await page.getByLabel("Standing capacity", { exact: true }).fill("1200");
  await page.getByLabel("Description", { exact: true }).fill("Railway arches under the central station.");
  // An email without an account: refused next to the field, nothing stored.
  await page.getByLabel("Owner's email", { exact: true }).fill(`nobody-${tag}@booth.test`);
  await page.getByRole("button", { name: "Create venue" }).click();
  await expect(page.getByText(`No account uses nobody-${tag}@booth.test. The owner must sign up first.`)).toBeVisible();
  await expect(page.getByLabel("Owner's email", { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/venues\/create$/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await saveScreenshot(page, testInfo, "admin-venue-create-refused");
  await expectNoAxeViolations(page);

  await page.getByLabel("Owner's email", { exact: true }).fill(owner.email);
  await page.getByRole("button", { name: "Create venue" }).click();
  await expect(page).toHaveURL(/\/admin\/venues$/);
  await expect(page.getByText(`${name} was created`)).toBeVisible();
  const row = page.getByTestId(`admin-venue-${slug}`);
  await expect(row).toContainText(owner.name);
  await expect(row).toContainText("Glasgow, UK · Warehouse · 1,200 capacity");

  // The anonymous visitor sees it at once: the write dropped the cached search page.
  await visitor.reload();
  await expect(visitor.getByRole("link", { name })).toBeVisible();
  expect((await visitor.goto(`/venues/${slug}`))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);

  // The owner's record and role: their account now holds Venue Owner of this venue. (Their /my-venues and
  // /venue/manage screens are built on another branch; the integration test checks getManagedVenue for them.)
  await page.goto(`/admin/users?q=${encodeURIComponent(owner.email)}`);
  await expect(page.getByTestId(`admin-user-${owner.email}`)).toContainText(/Venue Owner\s*· /);
  await expect(page.getByTestId(`admin-user-${owner.email}`)).toContainText(name);

  // Deactivate (danger confirm): the public page is gone at once.
  await page.goto(`/admin/venues?q=${tag}`);
  await press(page, row.getByRole("button", { name: /^Deactivate/ }), "Deactivate");
  await expect(row.getByTestId("venue-deactivated-badge")).toBeVisible();
  await expect(page.getByText(`${name} is deactivated`)).toBeVisible();
  expect((await visitor.goto(`/venues/${slug}`))?.status()).toBe(404);
  await page.goto(`/admin/venues?status=deactivated&q=${tag}`);
  await expect(row).toBeVisible();

  // Reactivate: back for everyone.
  await press(page, row.getByRole("button", { name: /^Reactivate/ }));
  await expect(page.getByText(`${name} is active again`)).toBeVisible();
  expect((await visitor.goto(`/venues/${slug}`))?.status()).toBe(200);
  await guest.close();
});

test("an admin creates a production line with its owner, features and verifies it, and takes it offline and back", async ({
  page,
  browser,
}, testInfo) => {
  const tag = randomUUID().replace(/-/g, "").slice(0, 8);
  const name = `Admin Test Line ${tag}`;
  const slug = `admin-test-line-${tag}`;
  const owner = await signUpOwner(browser, tag);

  await signInAs(page, "admin", baseURL);
  await page.goto("/admin/productions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Production lines");
  await expect(page.getByTestId("admin-production-count")).toHaveText(/^\d+ production lines?/);
  await saveScreenshot(page, testInfo, "admin-productions");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Create production line" }).click();
  await expect(page).toHaveURL(/\/admin\/productions\/create$/);
  await saveScreenshot(page, testInfo, "admin-production-create");
  await expectNoAxeViolations(page);
  await waitForHydrated(page.locator("form[method=post]"));
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description", { exact: true }).fill("Warehouse parties until the lights come on.");
  await page.getByLabel("Owner's email", { exact: true }).fill(owner.email);
  await page.getByRole("button", { name: "Create production line" }).click();
  await expect(page).toHaveURL(/\/admin\/productions$/);
  await expect(page.getByText(`${name} was created`)).toBeVisible();

  await page.goto(`/admin/productions?q=${tag}`);
  const row = page.getByTestId(`admin-production-${slug}`);
  await expect(row).toContainText(`${owner.name} (Production Line Owner)`);
  await expect(row.getByTestId("production-featured-badge")).toHaveCount(0);

  await press(page, row.getByRole("button", { name: `Feature ${name}` }));
  await expect(row.getByTestId("production-featured-badge")).toBeVisible();
  await expect(page.getByText(`${name} is featured`)).toBeVisible();
  await press(page, row.getByRole("button", { name: `Verify ${name}` }));
  await expect(row.getByTestId("production-verified-badge")).toBeVisible();
  await saveScreenshot(page, testInfo, "admin-productions-featured");

  await press(page, row.getByRole("button", { name: `Deactivate ${name}` }), "Deactivate");
  await expect(row.getByTestId("production-inactive-badge")).toBeVisible();
  await page.goto(`/admin/productions?status=inactive&q=${tag}`);
  await expect(row).toBeVisible();
  await press(page, row.getByRole("button", { name: `Activate ${name}` }));
  // Active again, it leaves the "Inactive" list.
  await expect(row).toHaveCount(0);
  await page.goto(`/admin/productions?q=${tag}`);
  await expect(row.getByTestId("production-inactive-badge")).toHaveCount(0);
  // Unfeature: the switch goes both ways.
  await press(page, row.getByRole("button", { name: `Unfeature ${name}` }));
  await expect(row.getByTestId("production-featured-badge")).toHaveCount(0);
});

test("the dashboard counts venues and production lines and links to their screens", async ({ page }) => {
  await signInAs(page, "admin", baseURL);
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("stat-productions")).toContainText(/\d+ active · \d+ verified/);
  await page.getByTestId("stat-productions").click();
  await expect(page).toHaveURL(/\/admin\/productions$/);
});
