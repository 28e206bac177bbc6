import { randomInt } from "node:crypto";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { CONSENT_CHOSEN_STATE } from "./fixtures/consent-state";
import { firstLink, waitForMail } from "./fixtures/mail";
import { expectNoAxeViolations, saveScreenshot } from "./helpers";
import { E2E_SERVERS } from "./servers";

/**
 * Decision 048 as its owner meets it: someone spends an account's per-account sign-in limit with wrong passwords
 * from many addresses — everyone else, the right password included, is refused for 15 minutes — but the browser that
 * signed in to the account before holds a signed device cookie and still signs in. Like abuse.spec.ts it spends a
 * limit on purpose, so it uses an account of its own (fresh per project) and its own client addresses: the default
 * server trusts loopback as a proxy (start-server.sh), so X-Forwarded-For gives each client, and each guess, its own
 * address — the per-IP limit is not what is tested here, and nobody else's account is touched.
 */
const server = E2E_SERVERS.default;
const PASSWORD = "headphones on the night bus";
const freshEmail = () => `device-${Date.now()}-${randomInt(1e6)}@booth.test`;
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

const deviceCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name.endsWith("trusted_device"));

test("a browser that signed in before still signs in while its account is locked for everyone else", async ({
  page,
  context,
  browser,
  playwright,
}, testInfo) => {
  test.slow();
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
  const email = freshEmail();

  // The owner's account, verified, signed in once in this browser.
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: "Device Owner", callbackURL: "/login?verified=1" },
    headers: { origin: server.url },
  });
  expect(signUp.status()).toBe(200);
  await page.goto(firstLink(await waitForMail("default", email, /Verify your email/)));
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/complete-profile$/);
  await page.getByRole("button", { name: "Complete profile" }).click();
  await expect(page).toHaveURL(/\/profile/);
  const device = await deviceCookie(context);
  expect(device?.httpOnly).toBe(true);
  expect(device?.sameSite).toBe("Lax");
  // 90 days, give or take the test's own minutes.
  expect(device?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 89 * 24 * 3600);

  // Signed out (the session cookie gone, as after sign-out or a closed private window); the device cookie stays.
  await context.clearCookies({ name: /session_token$/ });
  expect(await deviceCookie(context)).toBeDefined();

  // Someone spends the account's limit: wrong passwords, each from another address, until the account is refused.
  const attacker = await playwright.request.newContext({ baseURL: server.url });
  const statuses: number[] = [];
  try {
    while (statuses.at(-1) !== 429 && statuses.length < 30) {
      const res = await attacker.post("/api/auth/sign-in/email", {
        data: { email, password: `guess number ${statuses.length}` },
        headers: { origin: server.url, "X-Forwarded-For": freshIp() },
      });
      statuses.push(res.status());
    }
  } finally {
    await attacker.dispose();
  }
  expect(statuses.at(-1), statuses.join(",")).toBe(429);
  expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);

  // Anyone else, with the right password, in a browser of their own: refused.
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  const stranger = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    storageState: CONSENT_CHOSEN_STATE,
    baseURL: server.url,
    extraHTTPHeaders: { "X-Forwarded-For": freshIp() },
  });
  try {
    const strangerPage = await stranger.newPage();
    await logIn(strangerPage, email, PASSWORD);
    await expect(strangerPage.getByText("Too many attempts. Please wait a moment and try again.")).toBeVisible();
    await expect(strangerPage).toHaveURL(/\/login/);
    expect((await stranger.cookies()).some((c) => c.name.endsWith("session_token"))).toBe(false);
    await saveScreenshot(strangerPage, testInfo, "device-cookie-locked-for-others");
  } finally {
    await stranger.close();
  }

  // The owner's browser, from yet another address: in.
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
  await logIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/profile");
  await expect(page.getByText("Device Owner").first()).toBeVisible();
  expect((await context.cookies()).some((c) => c.name.endsWith("session_token"))).toBe(true);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, "device-cookie-owner-signed-in");
});
