import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, isPhone, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

// DJ content management: an admin creates two hidden profiles, makes both public with one bulk
// verification change, and search and the public pages find them at once; the audit log lists each change.
const baseURL = E2E_SERVERS.default.url;
test.use({ baseURL });
test.describe.configure({ timeout: 150_000 });

/** A word of letters only, so search reads it as one token. */
const word = () => Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join("");

test("a bulk verification change makes two DJs public at once, search finds them, and the audit log lists it", async ({
  page,
  browser,
}, testInfo) => {
  const tag = word();
  const names = [`Kora ${tag}`, `Vela ${tag}`];
  await signInAs(page, "admin", baseURL);
  await page.goto("/admin/djs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("DJs");
  await saveScreenshot(page, testInfo, "admin-djs");
  await expectNoAxeViolations(page);

  for (const name of names) {
    await page.goto(`/admin/djs?create=${encodeURIComponent(name)}`);
    const create = page.locator("form").filter({ has: page.getByRole("button", { name: "Create", exact: true }) });
    await waitForHydrated(create.getByRole("button", { name: "Create", exact: true }));
    await expect(create.getByLabel("Name")).toHaveValue(name);
    await create.getByLabel("City, country").fill("Reykjavík, Iceland");
    await create.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText(`${name} created at`)).toBeVisible();
  }

  // Hidden until verified: an anonymous search finds nothing yet.
  const guest = await browser.newContext({ baseURL });
  const visitor = await guest.newPage();
  await visitor.goto(`/search?q=${tag}`);
  await expect(visitor.getByTestId("search-result")).toHaveCount(0);

  await page.goto(`/admin/djs?q=${tag}&verification=none`);
  const rows = page.getByTestId("admin-dj-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Hidden");
  await waitForHydrated(rows.first());
  await page.getByLabel("All on this page").check();
  await page.getByLabel("Change for the selected DJs").selectOption({ label: "Verification: verified" });
  await page.getByRole("button", { name: "Apply to 2 selected" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText("2 DJs set to verified")).toBeVisible();
  if (isPhone(testInfo)) await saveScreenshot(page, testInfo, "admin-djs-after-bulk");

  await visitor.goto(`/search?q=${tag}`);
  const results = visitor.getByTestId("search-result");
  await expect(results).toHaveCount(2);
  for (const name of names) await expect(results.filter({ hasText: name })).toHaveCount(1);
  await results.filter({ hasText: names[0] }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(names[0]);
  await guest.close();

  // Inline: feature one of them from its row.
  await page.goto(`/admin/djs?q=${tag}`);
  const first = page.getByTestId("admin-dj-row").filter({ hasText: names[0] });
  const featured = first.getByRole("button", { name: `Featured for ${names[0]}` });
  await waitForHydrated(featured);
  await expect(featured).toHaveAttribute("aria-pressed", "false");
  await featured.click();
  await expect(featured).toHaveAttribute("aria-pressed", "true");

  // Inline verification: choosing another status by keyboard saves nothing until Save.
  const second = page.getByTestId("admin-dj-row").filter({ hasText: names[1] });
  const verification = second.getByLabel(`Verification of ${names[1]}`);
  await expect(verification).toHaveValue("verified");
  await verification.focus();
  await verification.selectOption("mate");
  await page.waitForTimeout(500);
  await page.reload();
  await waitForHydrated(second);
  await expect(second.getByLabel(`Verification of ${names[1]}`)).toHaveValue("verified");
  await second.getByLabel(`Verification of ${names[1]}`).selectOption("mate");
  await second.getByRole("button", { name: `Save verification of ${names[1]}` }).click();
  await expect(page.getByText("1 DJ set to mate")).toBeVisible();
  await expect(second.getByRole("button", { name: `Save verification of ${names[1]}` })).toHaveCount(0);

  await page.goto(`/admin/audit?group=dj&q=${tag}`);
  const audit = page.getByTestId("audit-row");
  await expect(audit.filter({ hasText: "verificationStatus: none → verified" })).toHaveCount(2);
  await expect(audit.filter({ hasText: "verificationStatus: verified → mate" })).toHaveCount(1);
  await expect(audit.filter({ hasText: "DJ profile created" })).toHaveCount(2);
  await expect(audit.filter({ hasText: "homepageFeatured: false → true" })).toHaveCount(1);
});
