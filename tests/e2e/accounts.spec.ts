import { randomInt } from "node:crypto";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { firstLink, waitForMail } from "./fixtures/mail";
import { expectNoAxeViolations, isPhone, saveScreenshot } from "./helpers";
import { E2E_PASSWORD, E2E_SERVERS } from "./servers";

/**
 * Account screens end to end on the "default" server: sign-up → verification mail → verify →
 * sign in → complete profile → profile; remember me; password reset; password change signing out other
 * devices; no account enumeration; the sign-in prompt's return path; login flag off on "flipped".
 * Each test uses its own fresh email and its own client address (X-Forwarded-For, trusted from loopback on
 * the default server only), so the per-IP auth limits never couple the tests.
 */

const ACCOUNT_PASSWORD = "violet decks at dawn";
const NEW_PASSWORD = "basslines under neon";

const freshEmail = () => `e2e-${Date.now()}-${randomInt(1e6)}@booth.test`;
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function useOwnAddress(context: BrowserContext) {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
}

async function signUp(page: Page, name: string, email: string, password = ACCOUNT_PASSWORD) {
  await page.goto("/signup");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/login\?created=1$/);
}

async function verifyFromMail(page: Page, email: string) {
  const mail = await waitForMail("default", email, /Verify your email/);
  await page.goto(firstLink(mail));
  await expect(page).toHaveURL(/\/login\?verified=1$/);
}

async function logIn(page: Page, email: string, password: string, rememberMe = false) {
  if (!page.url().includes("/login")) await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  const remember = page.getByRole("checkbox", { name: "Remember me" });
  if (rememberMe) await remember.check();
  else await remember.uncheck();
  await page.getByRole("button", { name: "Log In" }).click();
}

/** A verified account with a completed profile, signed in on `page`. */
async function readyAccount(page: Page, name: string) {
  const email = freshEmail();
  await signUp(page, name, email);
  await verifyFromMail(page, email);
  await logIn(page, email, ACCOUNT_PASSWORD);
  await expect(page).toHaveURL(/\/complete-profile$/);
  await page.getByRole("button", { name: "Complete profile" }).click();
  await expect(page).toHaveURL(/\/profile/);
  return email;
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name.endsWith("session_token"));

test.describe("accounts (default flags)", () => {
  test.beforeEach(async ({ context }) => {
    // Whole journeys with mail round trips: give them room on a busy machine.
    test.slow();
    await useOwnAddress(context);
  });

  test("sign up → verification mail → verify → log in → complete profile → profile", async ({ page }, testInfo) => {
    const email = freshEmail();
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await expect(page.getByText(/At least 8 characters/)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "accounts-signup");

    // Field errors come before any request.
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Enter your name.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Dana Decks");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Use at least 8 characters.")).toBeVisible();
    // Very common passwords are refused by the server.
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText(/This password is too common/)).toBeVisible();
    await saveScreenshot(page, testInfo, "accounts-signup-errors");

    await page.getByLabel("Password", { exact: true }).fill(ACCOUNT_PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/login\?created=1$/);
    await expect(page.getByText("Account created! Please check your email to verify your account.")).toBeVisible();
    await saveScreenshot(page, testInfo, "accounts-login-created");

    // Signing in before verifying: a clear message and a resend action.
    await logIn(page, email, ACCOUNT_PASSWORD);
    await expect(page.getByText(/Please verify your email/)).toBeVisible();
    await page.getByRole("button", { name: "Resend verification email" }).click();
    await expect(page.getByText(/a new link is on its way/)).toBeVisible();

    await verifyFromMail(page, email);
    await expect(page.getByText("Your email is verified. You can log in now.")).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "accounts-login-verified");

    await logIn(page, email, ACCOUNT_PASSWORD);
    await expect(page).toHaveURL(/\/complete-profile$/);
    // Every other page sends an incomplete profile back here.
    await page.goto("/about");
    await expect(page).toHaveURL(/\/complete-profile$/);
    await expect(page.getByLabel("Your name")).toHaveValue("Dana Decks");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "accounts-complete-profile");
    await page.getByLabel("Your name").fill("DJ Dana");
    await page.getByRole("button", { name: "Complete profile" }).click();
    await expect(page).toHaveURL(/\/profile\?welcome=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "DJ Dana" })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.getByText("Member since")).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "accounts-profile");

    // Edit profile and settings render for the new account.
    await page.getByRole("link", { name: "Edit profile", exact: true }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("DJ Dana K");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Your name is saved.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "DJ Dana K" })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "accounts-edit-profile");

    await page.goto("/profile-settings");
    await expect(page.getByText("This device")).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "accounts-profile-settings");

    // Sign out: POST, session gone, local user data cleared, back home.
    await page.goto("/profile");
    await page.evaluate(() => {
      localStorage.setItem("booth_active_role", "dj_manager");
      localStorage.setItem("booth_app_version", "3.16.0");
      sessionStorage.setItem("booth_search_session", "abc");
    });
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    const storage = await page.evaluate(() => ({
      role: localStorage.getItem("booth_active_role"),
      version: localStorage.getItem("booth_app_version"),
      session: sessionStorage.length,
    }));
    expect(storage).toEqual({ role: null, version: "3.16.0", session: 0 });
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible();
  });

  test("remember me off gives a browser-session cookie, on gives a persistent one", async ({ browser, page }) => {
    const ip = { "X-Forwarded-For": freshIp() };
    await logIn(page, "fan@booth.test", E2E_PASSWORD, false);
    await expect(page).toHaveURL(/\/$/);
    const sessionOnly = await sessionCookie(page.context());
    expect(sessionOnly, "session cookie").toBeDefined();
    expect(sessionOnly?.expires).toBe(-1);

    const other = await browser.newContext({ extraHTTPHeaders: ip });
    const second = await other.newPage();
    await logIn(second, "fan@booth.test", E2E_PASSWORD, true);
    await expect(second).toHaveURL(/\/$/);
    const persistent = await sessionCookie(other);
    expect(persistent?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    await other.close();
  });

  test("wrong password and unknown email give the same message", async ({ page }, testInfo) => {
    await logIn(page, "fan@booth.test", "not the right password");
    const alert = page.getByRole("alert");
    await expect(alert).toBeVisible();
    const wrongPassword = await alert.innerText();
    await expect(page.getByLabel("Email")).toHaveValue("fan@booth.test");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "accounts-login-error");

    await logIn(page, `nobody-${Date.now()}@booth.test`, "not the right password");
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await page.getByRole("alert").innerText()).toBe(wrongPassword);
    expect(wrongPassword).toContain("That email and password don't match");
  });

  test("a guest on /profile is asked to sign in and comes back to /profile", async ({ page }) => {
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
    await logIn(page, "fan@booth.test", E2E_PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Noa Lindqvist" })).toBeVisible();
  });

  test("reset password end to end; the old password stops working", async ({ page }, testInfo) => {
    const email = freshEmail();
    await signUp(page, "Reset Ravi", email);
    await verifyFromMail(page, email);

    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "accounts-reset-request");
    // Unknown and known emails read the same.
    await page.getByLabel("Email").fill(`nobody-${Date.now()}@booth.test`);
    await page.getByRole("button", { name: "Send reset link" }).click();
    const unknownAnswer = await page.getByRole("status").first().innerText();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(/If an account exists for that email/)).toBeVisible();
    expect(await page.getByRole("status").first().innerText()).toBe(unknownAnswer);

    const mail = await waitForMail("default", email, /Reset your .* password/);
    await page.goto(firstLink(mail));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "accounts-reset-new-password");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/login\?reset=1$/);
    await expect(page.getByText(/Your password was changed/)).toBeVisible();

    await logIn(page, email, ACCOUNT_PASSWORD);
    await expect(page.getByText("That email and password don't match. Check them and try again.")).toBeVisible();
    await logIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/complete-profile$/);

    // The link works once (signed out, so the profile-completion redirect doesn't intervene).
    await page.context().clearCookies();
    await page.goto(firstLink(mail));
    await expect(page.getByText(/This reset link is invalid or has expired/)).toBeVisible();
  });

  test("changing the password with 'Sign out of other devices' signs out a second browser", async ({
    browser,
    page,
  }) => {
    const email = await readyAccount(page, "Two Devices");
    const other = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
    const second = await other.newPage();
    await logIn(second, email, ACCOUNT_PASSWORD);
    await expect(second).toHaveURL(/\/$/);
    await second.goto("/profile");
    await expect(second.getByRole("heading", { level: 1, name: "Two Devices" })).toBeVisible();

    await page.goto("/profile-settings");
    await expect(page.locator("[data-session]")).toHaveCount(2);
    await page.getByLabel("Current password", { exact: true }).fill("wrong current password");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your current password isn't right.")).toBeVisible();

    await page.getByLabel("Current password", { exact: true }).fill(ACCOUNT_PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await expect(page.getByRole("checkbox", { name: "Sign out of other devices" })).toBeChecked();
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed. You're signed out everywhere else.")).toBeVisible();
    await expect(page.locator("[data-session]")).toHaveCount(1);

    // This browser stays signed in; the other one is out.
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Two Devices" })).toBeVisible();
    await second.goto("/profile");
    await expect(second.getByRole("heading", { name: "Sign in to continue" })).toBeVisible();
    await other.close();
  });

  test("admin log-in: admins reach the dashboard, others are told and sent home", async ({ page }, testInfo) => {
    // Its own client address, like the other sign-in journeys, so the per-IP limit of other specs' sign-ins doesn't apply.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin log in" })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "accounts-admin-login");
    await page.getByLabel("Email").fill("fan@booth.test");
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("This account has no admin access.").first()).toBeVisible();

    const admin = await page
      .context()
      .browser()
      ?.newContext({ extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
    if (!admin) throw new Error("no browser");
    const adminPage = await admin.newPage();
    await adminPage.goto("/admin/login");
    await adminPage.getByLabel("Email").fill("admin@booth.test");
    await adminPage.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await adminPage.getByRole("button", { name: "Log In" }).click();
    await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
    await admin.close();
  });

  test("verify-email explains a broken link and offers a new one", async ({ page }, testInfo) => {
    await page.goto("/api/auth/verify-email?token=not-a-token&callbackURL=%2Flogin%3Fverified%3D1");
    await expect(page).toHaveURL(/\/verify-email\?error=INVALID_TOKEN$/);
    await expect(page.getByText("This verification link is invalid. Request a new one below.")).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "accounts-verify-email");
    await page.getByLabel("Email").fill(`nobody-${Date.now()}@booth.test`);
    await page.getByRole("button", { name: "Resend verification email" }).click();
    await expect(page.getByText(/a new link is on its way/)).toBeVisible();
  });

  test("keyboard only: the login form works without a pointer", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), "keyboard path on desktop");
    await page.goto("/login");
    await page.getByLabel("Email").focus();
    await page.keyboard.type("fan@booth.test");
    await page.keyboard.press("Tab"); // → Forgot password?
    await page.keyboard.press("Tab"); // → password
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(E2E_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("accounts with login off (flipped server)", () => {
  test.use({ baseURL: E2E_SERVERS.flipped.url });

  for (const path of ["/login", "/signup", "/reset-password", "/verify-email", "/profile", "/profile-settings"]) {
    test(`${path} shows Feature Unavailable`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: "Feature Unavailable" })).toBeVisible();
      await expect(page.getByText("Login", { exact: true })).toBeVisible();
    });
  }
});
