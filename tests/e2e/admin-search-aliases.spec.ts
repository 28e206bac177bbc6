import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, saveScreenshot, visibleBeacons, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

// Admins extend the search aliases from the search insights (decision 014, update): a query that found nothing
// becomes an alias of a genre from its "Add alias" link, and the very next search (anonymous, through the page
// cache) finds the genre's DJs by it; removed, it finds nothing again.
const baseURL = E2E_SERVERS.default.url;
test.use({ baseURL });
test.describe.configure({ timeout: 120_000 });

const word = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join("");

test("a zero-result query becomes an alias of Techno from its Add alias link; search then finds techno DJs by it", async ({
  page,
  browser,
}, testInfo) => {
  const missing = word();
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  const cards = visitor.getByTestId("search-result");
  await visibleBeacons(visitor);
  const seen = visitor.waitForRequest((r) => r.url().endsWith("/api/search/seen") && r.method() === "POST");
  await visitor.goto(`/search?q=${missing}`);
  expect(JSON.parse((await seen).postData() ?? "{}")).toMatchObject({ query: missing, resultCount: 0 });
  await (await seen).response();
  await expect(cards).toHaveCount(0);

  await signInAs(page, "admin", baseURL);
  await page.goto("/admin/analytics?days=7");
  await page
    .getByTestId("zero-result-queries")
    .getByRole("link", { name: `Add alias for ${missing}` })
    .click();
  await expect(page).toHaveURL(`/admin/search-aliases?alias=${missing}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search aliases");
  await waitForHydrated(page.getByRole("button", { name: "Add alias" }));
  await expect(page.getByLabel("What people type")).toHaveValue(missing);
  // The built-in list is shown read-only; the demo's added aliases are removable.
  await expect(page.getByText("dnb, d&b")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove alias bln" })).toBeVisible();

  // A built-in alias cannot be read differently: the refusal names the built-in reading.
  await page.getByLabel("What people type").fill("DnB");
  await page.getByLabel("Means").selectOption("genre:Techno");
  await page.getByRole("button", { name: "Add alias" }).click();
  await expect(page.locator("#alias-error")).toHaveText(
    "“dnb” is a built-in alias of Drum & Bass; it cannot mean Techno too.",
  );

  await page.getByLabel("What people type").fill(missing);
  await page.getByRole("button", { name: "Add alias" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Search now reads" })).toHaveText(
    `Search now reads “${missing}” as Techno.`,
  );
  const added = page.getByTestId("added-aliases").getByRole("listitem").filter({ hasText: missing });
  await expect(added).toContainText("Techno");
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, "admin-search-aliases");

  // The anonymous visitor's next search of the same words finds the techno DJs.
  await visitor.goto(`/search?q=${missing}`);
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByTestId("search-type-badge")).toHaveText("DJ");
  await expect(cards.locator("h3").filter({ hasText: "Nadia Voss" })).toHaveCount(1);

  // Removed, it finds nothing again (and the audit log lists both changes).
  await added.getByRole("button", { name: `Remove alias ${missing}` }).click();
  await expect(added).toHaveCount(0);
  await visitor.goto(`/search?q=${missing}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(cards).toHaveCount(0);
  await page.goto("/admin/audit?group=search");
  const rows = page.getByTestId("audit-row").filter({ hasText: `${missing} → Techno` });
  await expect(rows.filter({ hasText: "Search alias added" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Search alias removed" })).toHaveCount(1);
  await visitorContext.close();
});
