import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { contextAs, signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, saveScreenshot, setFlagSwitch } from "./helpers";
import { E2E_SERVERS } from "./servers";

// Booking deposits with PayPal on the "default" server, whose PAYPAL_* variables point at the local
// stand-in (tests/e2e/fixtures/fake-paypal.ts, served by fake-third-parties.ts). The demo DJ Sable Moreau asks a
// $150 deposit; no other spec books her. "flipped" has no PayPal client id at all.
const DJ = { slug: "sable-moreau", name: "Sable Moreau" };
const server = E2E_SERVERS.default;
const thirdParty = `http://127.0.0.1:${server.thirdPartyPort}`;

function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

async function ownAddress(page: Page) {
  // The default server trusts loopback as a proxy: each test gets its own client address for the per-IP limits.
  const n = Number.parseInt(randomUUID().slice(0, 6), 16);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
}

async function sendInquiry(page: Page, email: string) {
  await page.getByRole("button", { name: "Book this DJ" }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${DJ.name}` });
  await expect(dialog.getByLabel("Your name")).toBeVisible();
  await dialog.getByLabel("Your name").fill("Deposit Tester");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Event date").fill(inDays(60));
  await dialog.getByLabel("City").fill("Utrecht");
  await dialog.getByLabel("Event type").selectOption("Club night");
  await dialog.getByLabel("Budget range").selectOption("$1,000 – $2,500");
  await dialog.getByLabel("Message").fill("Closing set at our anniversary night, about 700 people, four hours.");
  return dialog;
}

/** Every URL of the PayPal SDK the page asked for. */
function sdkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/sdk/js") seen.push(request.url());
  });
  return seen;
}

test.describe("booking deposit", () => {
  test.use({ baseURL: server.url });
  test.beforeEach(async ({ page }, testInfo) => {
    testInfo.setTimeout(120_000);
    await ownAddress(page);
  });

  test("an organiser pays the deposit with PayPal and the admin sees it paid", async ({ page }, testInfo) => {
    const email = `deposit-${randomUUID().slice(0, 8)}@example.com`;
    const sdk = sdkRequests(page);
    await page.goto(`/dj/${DJ.slug}`);
    // Not on the profile page's load: the SDK comes with the deposit step only.
    expect(sdk).toEqual([]);
    const dialog = await sendInquiry(page, email);
    await expect(dialog).toContainText("$150 deposit, paid with PayPal after you send.");
    expect(sdk).toEqual([]);
    await dialog.getByRole("button", { name: "Send inquiry" }).click();

    await expect(dialog.getByRole("heading", { name: "Inquiry sent" })).toBeVisible();
    const deposit = dialog.getByRole("region", { name: "Deposit" });
    await expect(deposit).toContainText("Secure the date with a $150 deposit");
    const pay = deposit.getByRole("button", { name: "Pay with PayPal" });
    await expect(pay).toBeVisible();
    // The spec's SDK options (§9 Payments).
    expect(sdk).toHaveLength(1);
    const options = Object.fromEntries(new URL(sdk[0]).searchParams);
    expect(options).toMatchObject({
      "client-id": "booth-e2e-paypal",
      currency: "USD",
      intent: "capture",
      components: "buttons",
      locale: "en_US",
    });
    await saveScreenshot(page, testInfo, "booking-deposit-offer");
    await expectNoAxeViolations(page);

    await pay.click();
    await expect(dialog.getByText("Deposit paid — $150")).toBeVisible();
    await saveScreenshot(page, testInfo, "booking-deposit-paid");
    // PayPal holds one completed order for exactly $150.00.
    const orders = (await (await page.request.get(`${thirdParty}/_paypal/orders`)).json()) as {
      id: string;
      status: string;
      value: string;
      currency: string;
      captureId: string;
    }[];
    const order = orders.at(-1);
    expect(order).toMatchObject({ status: "COMPLETED", value: "150.00", currency: "USD" });

    // The admin's list and detail screens show the paid deposit.
    await signInAs(page, "admin");
    await page.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
    const row = page.getByTestId("booking-row").filter({ hasText: email });
    await expect(row.getByTestId("booking-deposit")).toHaveText("Deposit $150 paid");
    await saveScreenshot(page, testInfo, "admin-bookings-deposit");
    await row.getByRole("link", { name: /Deposit Tester/ }).click();
    await expect(page.getByRole("heading", { name: "Inquiry from Deposit Tester" })).toBeVisible();
    const card = page.getByRole("heading", { name: "Deposit", level: 2, exact: true }).locator("xpath=..");
    await expect(card).toContainText("$150");
    await expect(card).toContainText(order?.id ?? "missing");
    await expect(card).toContainText(order?.captureId ?? "missing");
    await saveScreenshot(page, testInfo, "admin-booking-deposit");
    await expectNoAxeViolations(page);
  });

  test("without a PayPal client id no PayPal script is requested and no deposit is asked", async ({
    page,
  }, testInfo) => {
    const flipped = E2E_SERVERS.flipped.url;
    const sdk = sdkRequests(page);
    await page.goto(`${flipped}/dj/${DJ.slug}`);
    const dialog = await sendInquiry(page, `nodeposit-${randomUUID().slice(0, 8)}@example.com`);
    await expect(dialog).not.toContainText("deposit");
    await dialog.getByRole("button", { name: "Send inquiry" }).click();
    await expect(dialog.getByRole("heading", { name: "Inquiry sent" })).toBeVisible();
    await expect(dialog.getByRole("region", { name: "Deposit" })).toHaveCount(0);
    expect(sdk).toEqual([]);
    // And no page of the default server's first load asks for it either.
    await page.goto(`${server.url}/`);
    await page.goto(`${server.url}/dj/${DJ.slug}`);
    expect(sdk).toEqual([]);
    await saveScreenshot(page, testInfo, "booking-no-deposit");
  });

  // @exclusive: switches payments off for the whole "default" server, then back on.
  test("with payments off no PayPal script is requested and no deposit is asked @exclusive", async ({
    page,
    browser,
  }) => {
    const admin = await contextAs(browser, server.url, "admin");
    const adminPage = await admin.newPage();
    const toggle = adminPage.getByRole("switch", { name: "Payments", exact: true });
    try {
      await adminPage.goto("/admin/settings");
      await setFlagSwitch(adminPage, toggle, false);
      const sdk = sdkRequests(page);
      const email = `off-${randomUUID().slice(0, 8)}@example.com`;
      await page.goto(`/dj/${DJ.slug}`);
      const dialog = await sendInquiry(page, email);
      await expect(dialog).not.toContainText("deposit");
      await dialog.getByRole("button", { name: "Send inquiry" }).click();
      await expect(dialog.getByRole("heading", { name: "Inquiry sent" })).toBeVisible();
      await expect(dialog.getByRole("region", { name: "Deposit" })).toHaveCount(0);
      expect(sdk).toEqual([]);
      // The inquiry is kept, with no deposit asked.
      await adminPage.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
      const row = adminPage.getByTestId("booking-row").filter({ hasText: email });
      await expect(row).toBeVisible();
      await expect(row.getByTestId("booking-deposit")).toHaveCount(0);
    } finally {
      await adminPage.goto("/admin/settings");
      await setFlagSwitch(adminPage, toggle, true);
      await admin.close();
    }
  });
});

test("a server error reaches error reporting with its request id", async ({ request }) => {
  const response = await request.get(`${server.url}/api/test/server-error`);
  expect(response.status()).toBe(500);
  const { requestId } = (await response.json()) as { requestId: string };
  expect(requestId).toBeTruthy();
  await expect
    .poll(
      async () => {
        const all = (await (await request.get(`${thirdParty}/_received?kind=sentry_envelope`)).json()) as {
          data: { body: string };
        }[];
        return all.some((r) => r.data.body.includes(requestId) && r.data.body.includes("E2E server error"));
      },
      { timeout: 20_000, message: "the 500 reported to the fake Sentry" },
    )
    .toBe(true);
});
