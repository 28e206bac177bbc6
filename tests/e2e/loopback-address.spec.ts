import { randomInt } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "~server/domain/users/seed-demo-accounts.server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { consentChosenOrigins } from "./fixtures/consent-state";
import { expectNoAxeViolations, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_PASSWORD, E2E_SERVERS } from "./servers";

/**
 * The e2e servers run with PUBLIC_URL=http://localhost:<port> and listen on 127.0.0.1, like a newcomer's `npm start`
 * opened at http://127.0.0.1:3000: the other loopback name of the same server is accepted (the app's origin check
 * and better-auth's), and a form sent from an address that is not this site names the one to open instead of
 * showing the global error screen.
 */
const server = E2E_SERVERS.default;
const loopback = `http://127.0.0.1:${server.port}`;
const consent = consentChosenOrigins()[0].localStorage;
test.use({
  baseURL: loopback,
  storageState: { cookies: [], origins: [{ origin: loopback, localStorage: consent }] },
  // The suite's Chromium, which also resolves booth-lan.test (below) to this machine.
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP booth-lan.test 127.0.0.1"],
  },
});

// Its own client address (the default server trusts X-Forwarded-For from loopback): sign-ins are limited per address.
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function fillLogIn(page: Page) {
  await page.goto("/login");
  await waitForHydrated(page.getByRole("button", { name: "Log In" }));
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.user.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
}

test("opened at 127.0.0.1 while PUBLIC_URL says localhost: sign-in works, and so does better-auth's API", async ({
  page,
}) => {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
  await fillLogIn(page);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expect(new URL(page.url()).origin).toBe(loopback);
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  const session = await page.evaluate(async () => (await fetch("/api/auth/get-session")).json());
  expect(session?.user?.email).toBe(DEMO_ACCOUNTS.user.email);
  // A browser holding cookies: better-auth checks the Origin (http://127.0.0.1:<port>) against its trustedOrigins.
  const signOut = await page.evaluate(async () => {
    const response = await fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    return { status: response.status, body: await response.text() };
  });
  expect(signOut, signOut.body).toMatchObject({ status: 200 });
});

/**
 * Opened at another name of this machine (a LAN host name, an alias) that is not PUBLIC_URL: Chromium resolves
 * booth-lan.test to 127.0.0.1, so the page really is at another origin and its forms are really refused.
 */
test.describe("opened at an address that is not this site", () => {
  const other = `http://booth-lan.test:${server.port}`;
  const open = `http://localhost:${server.port}/login`;
  test.use({
    baseURL: other,
    storageState: { cookies: [], origins: [{ origin: other, localStorage: consent }] },
  });

  test("signing in names the address to open, not the global error screen", async ({ page }, testInfo) => {
    await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
    await fillLogIn(page);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("heading", { name: `Open localhost:${server.port}` })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`Open ${open} and try again.`);
    await expect(page.getByText("We've been notified about this error.")).toHaveCount(0);
    await expect(page.getByRole("link", { name: `Go to localhost:${server.port}` })).toHaveAttribute("href", open);
    await saveScreenshot(page, testInfo, "wrong-address");
    await expectNoAxeViolations(page);
    const session = await page.evaluate(async () => (await fetch("/api/auth/get-session")).json());
    expect(session).toBeNull();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the refused form's answer is a page with the address to open", async ({ page }) => {
      await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
      await page.goto("/login");
      await page.getByLabel("Email").fill(DEMO_ACCOUNTS.user.email);
      await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole("button", { name: "Log In" }).click();
      await expect(page.getByRole("heading", { name: `Open localhost:${server.port}` })).toBeVisible();
      await expect(page.getByText(`Open ${open} and try again.`)).toBeVisible();
      await expect(page.getByRole("link", { name: `Go to ${open}` })).toHaveAttribute("href", open);
    });
  });
});
