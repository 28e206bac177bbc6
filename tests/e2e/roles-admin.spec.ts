import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "~server/domain/users/seed-demo-accounts.server";
import { contextAs, type SignInKind, signInAs, signInFresh } from "./fixtures/auth";
import { expectNoAxeViolations, isPhone, saveScreenshot, setFlagSwitch, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

const baseURL = E2E_SERVERS.default.url;

async function openUserMenu(page: Page) {
  await waitForHydrated(page.getByTestId("user-menu-trigger"));
  await page.getByTestId("user-menu-trigger").click();
  const menu = page.getByTestId("user-menu");
  await expect(menu).toBeVisible();
  return menu;
}

const ITEM_HREFS: Record<string, string> = {
  "Mate Panel": "/mate/dashboard",
  "My Venues": "/my-venues",
  "Admin Panel": "/admin/dashboard",
  "Find DJs": "/find-djs",
  Profile: "/profile",
};

const PER_ROLE: {
  kind: SignInKind;
  label: "Admin" | "Mate DJ" | null;
  items: string[];
  lastTab: string;
  lastTabHref: string;
}[] = [
  { kind: "user", label: null, items: ["Profile"], lastTab: "Profile", lastTabHref: "/profile" },
  { kind: "mate", label: "Mate DJ", items: ["Mate Panel", "Profile"], lastTab: "Mate", lastTabHref: "/mate/dashboard" },
  {
    kind: "venue",
    label: null,
    items: ["My Venues", "Find DJs", "Profile"],
    lastTab: "Profile",
    lastTabHref: "/profile",
  },
  {
    kind: "admin",
    label: "Admin",
    items: ["Find DJs", "Admin Panel", "Profile"],
    lastTab: "Admin",
    lastTabHref: "/admin/dashboard",
  },
];

// The suite shares a loaded machine; axe on a full page can take a while.
test.describe.configure({ timeout: 90_000 });

test.describe("user menu and tab bar per role", () => {
  test("guest: Log In, Sign Up and Login with Google; no user menu; Sign In tab", async ({ page }, testInfo) => {
    await page.goto("/");
    await expect(page.getByTestId("user-menu-trigger")).toHaveCount(0);
    await expect(page.getByTestId("role-switcher")).toHaveCount(0);
    if (isPhone(testInfo)) {
      const tabs = page.getByRole("navigation", { name: "Tab bar" }).getByRole("link");
      await expect(tabs.last()).toHaveText("Sign In");
    } else {
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Log In" })).toBeVisible();
      await expect(header.getByRole("link", { name: "Sign Up" })).toBeVisible();
      await expect(header.getByRole("button", { name: "Login with Google" })).toBeVisible();
    }
  });

  for (const role of PER_ROLE) {
    test(`${role.kind}: menu items, label and last tab`, async ({ page }, testInfo) => {
      await signInAs(page, role.kind, baseURL);
      await page.goto("/");
      const tabs = page.getByRole("navigation", { name: "Tab bar" }).getByRole("link");
      if (isPhone(testInfo)) {
        await expect(tabs.last()).toContainText(role.lastTab);
        await expect(tabs.last()).toHaveAttribute("href", role.lastTabHref);
        if (role.kind === "mate") await expect(tabs.last()).toContainText("MATE");
        else await expect(tabs.last()).not.toContainText("MATE");
      } else {
        await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toHaveCount(0);
      }
      const menu = await openUserMenu(page);
      const account = DEMO_ACCOUNTS[role.kind];
      await expect(menu).toContainText(account.name);
      await expect(menu).toContainText(account.email);
      if (role.label) await expect(menu.getByTestId("user-menu-label")).toHaveText(role.label);
      else await expect(menu.getByTestId("user-menu-label")).toHaveCount(0);
      await expect(menu.getByRole("menuitem")).toHaveText([...role.items, "Sign Out"]);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, `user-menu-${role.kind}`);
      // Keyboard: Escape closes, the first item is reachable with the arrow keys.
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await page.getByTestId("user-menu-trigger").focus();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("user-menu").getByRole("menuitem").first()).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`${baseURL}${ITEM_HREFS[role.items[0]]}`);
    });
  }
});

test.describe("role switcher", () => {
  test("is absent with one role (mate)", async ({ page }) => {
    await signInAs(page, "mate", baseURL);
    await page.goto("/");
    await expect(page.getByTestId("user-menu-trigger")).toBeVisible();
    await expect(page.getByTestId("role-switcher")).toHaveCount(0);
  });

  test("shows with two roles (multi), lists sections and remembers the choice", async ({ page }, testInfo) => {
    await signInAs(page, "multi", baseURL);
    await page.goto("/");
    const switcher = page.getByTestId("role-switcher");
    await waitForHydrated(switcher);
    await expect(switcher).toBeVisible();
    const menu = page.getByRole("menu");
    // On a loaded phone run the first tap can land before the trigger listens: tap again only while it is closed.
    await expect(async () => {
      if (!(await menu.isVisible())) await switcher.click();
      await expect(menu).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(menu.getByRole("group", { name: "DJ Profiles" })).toBeVisible();
    await expect(menu.getByRole("group", { name: "Venues" })).toBeVisible();
    // Their own DJ profile and the act they manage (two DJ Manager roles), and their venue.
    await expect(menu.getByRole("menuitemradio")).toHaveCount(3);
    await expect(menu.getByRole("menuitemradio", { name: /DJ Manager/ })).toHaveCount(2);
    await expect(menu.getByRole("menuitemradio", { checked: true })).toContainText("DJ Manager");
    await saveScreenshot(page, testInfo, "role-switcher-multi");
    await menu.getByRole("menuitemradio", { name: /Venue Owner/ }).click();
    await expect(page).toHaveURL(/\/venue\/manage\//);
    const stored = await page.evaluate(() => ({
      role: localStorage.getItem("booth_active_role"),
      dj: localStorage.getItem("booth_active_dj_profile"),
    }));
    expect(stored.role).toBeTruthy();
    await page.reload();
    await expect(switcher).toHaveAccessibleName(/Venue Owner/);
    await switcher.click();
    await page
      .getByRole("menuitemradio", { name: /DJ Manager/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/mate\/dashboard/);
    const after = await page.evaluate(() => ({
      role: localStorage.getItem("booth_active_role"),
      dj: localStorage.getItem("booth_active_dj_profile"),
    }));
    expect(after.role).not.toBe(stored.role);
    expect(after.dj).toBeTruthy();
  });
});

test.describe("header with the role switcher", () => {
  // Several roles put the switcher beside the account menu: at 1280 px the name must still read whole, and on a
  // phone nothing in the header may spill out of it.
  for (const kind of ["venue", "producer"] as const) {
    test(`${kind}: the switcher and the user's whole name fit the header`, async ({ page }, testInfo) => {
      await signInAs(page, kind, baseURL);
      await page.goto("/");
      const switcher = page.getByTestId("role-switcher");
      await expect(switcher).toBeVisible();
      const header = page.getByRole("banner");
      const fits = (locator: ReturnType<Page["locator"]>) =>
        locator.evaluate(
          (el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= innerWidth,
        );
      if (!isPhone(testInfo)) {
        const name = page.getByTestId("user-menu-name");
        await expect(name).toBeVisible();
        await expect(name).toHaveText(DEMO_ACCOUNTS[kind].name);
        expect(await fits(name), "the name is not cut").toBe(true);
        // The section links are still all there, none squeezed under another.
        const links = header.getByRole("navigation", { name: "Main" }).getByRole("link");
        const boxes = await links.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
        for (let i = 1; i < boxes.length; i++) expect(boxes[i].left).toBeGreaterThanOrEqual(boxes[i - 1].right - 1);
      }
      expect(await fits(switcher), "the switcher's label fits").toBe(true);
      expect(await fits(header.locator(":scope > div")), "nothing spills out of the header").toBe(true);
      await saveScreenshot(page, testInfo, `header-role-switcher-${kind}`);
    });
  }
});

test.describe("admin pages", () => {
  test("dashboard, users and settings render with real figures", async ({ page }, testInfo) => {
    await signInAs(page, "admin", baseURL);
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const users = page.getByTestId("stat-users");
    await expect(users).toBeVisible();
    const usersCount = Number((await users.locator("p").first().textContent())?.replace(/,/g, ""));
    expect(usersCount).toBeGreaterThanOrEqual(Object.keys(DEMO_ACCOUNTS).length);
    for (const id of ["stat-new-users", "stat-active-djs", "stat-upcoming-events", "stat-djs-by-status", "stat-venues"])
      await expect(page.getByTestId(id)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "admin-dashboard");

    // Search by the address itself: the demo crowd and the accounts other specs create also end in @booth.test.
    await page.goto(`/admin/users?q=${encodeURIComponent(DEMO_ACCOUNTS.mate.email)}`);
    await expect(page.getByTestId(`admin-user-${DEMO_ACCOUNTS.mate.email}`)).toBeVisible();
    await page.getByLabel("Search users by name or email").fill("multi@booth");
    await page.getByLabel("Search users by name or email").press("Enter");
    await expect(page).toHaveURL(/q=multi%40booth/);
    const multi = page.getByTestId(`admin-user-${DEMO_ACCOUNTS.multi.email}`);
    await expect(multi).toBeVisible();
    await expect(page.locator('[data-testid^="admin-user-"]')).toHaveCount(1);
    await expect(multi).toContainText("DJ Manager");
    await expect(multi).toContainText("Venue Owner");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "admin-users");

    await page.goto("/admin/settings");
    await expect(page.getByRole("switch")).toHaveCount(15);
    await expect(page.getByRole("switch", { name: "Maintenance mode" })).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Maintenance mode" })).toHaveAttribute("aria-checked", "false");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "admin-settings");
  });

  test("grant and revoke a role through the confirm dialog", async ({ page }) => {
    test.skip(isPhone(test.info()), "one project changes shared data");
    await signInAs(page, "admin", baseURL);
    await page.goto("/admin/users?q=producer%40booth");
    const card = page.getByTestId(`admin-user-${DEMO_ACCOUNTS.producer.email}`);
    await card.getByLabel(/Role to grant/).selectOption("venue_owner");
    await card.getByLabel("DJ profile, venue or production line slug").fill("no-such-venue-slug");
    await card.getByRole("button", { name: "Grant role" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expect(card.getByRole("button", { name: /^Revoke Venue Owner/ })).toHaveCount(0);
    await card.getByRole("button", { name: "Grant role" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Grant" }).click();
    await expect(page.locator("[data-toast-type=error]")).toContainText("No DJ profile, venue or production line");
  });
});

/** Leaves the victim unblocked (a failed earlier run may have left them blocked), through the admin UI. */
async function ensureVictimUnblocked(browser: Browser) {
  const context = await contextAs(browser, baseURL, "admin");
  try {
    const admin = await context.newPage();
    await admin.goto(`/admin/users?q=${encodeURIComponent(DEMO_ACCOUNTS.victim.email)}`);
    const card = admin.getByTestId(`admin-user-${DEMO_ACCOUNTS.victim.email}`);
    const unblock = card.getByRole("button", { name: /^Unblock/ });
    if ((await unblock.count()) === 0) return;
    await unblock.click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Unblock" }).click();
    await expect(card.getByRole("button", { name: /^Block/ })).toBeVisible();
  } finally {
    await context.close();
  }
}

async function victimPage(browser: Browser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  return { context, page };
}

test.describe("blocking and signing out", () => {
  test.beforeEach(async ({ browser }) => {
    test.skip(isPhone(test.info()), "one project: the victim's sign-ins count against the per-IP limit");
    await ensureVictimUnblocked(browser);
  });

  test("a user blocked by an admin is signed out on their next request", async ({ browser }) => {
    const victim = await victimPage(browser);
    const adminContext = await contextAs(browser, baseURL, "admin");
    const admin = await adminContext.newPage();
    try {
      await signInFresh(victim.page, DEMO_ACCOUNTS.victim.email, baseURL);
      await victim.page.goto("/profile");
      await expect(victim.page.getByTestId("user-menu-trigger")).toBeVisible();

      await admin.goto(`/admin/users?q=${encodeURIComponent(DEMO_ACCOUNTS.victim.email)}`);
      const card = admin.getByTestId(`admin-user-${DEMO_ACCOUNTS.victim.email}`);
      await card.getByRole("button", { name: /^Block/ }).click();
      const dialog = admin.getByRole("alertdialog");
      await expect(dialog).toContainText("Block user");
      await dialog.getByRole("button", { name: "Block" }).click();
      await expect(admin.locator("[data-toast-type=success]")).toContainText("User blocked");
      await expect(card.getByTestId("blocked-badge")).toBeVisible();

      // Their sessions were revoked with the block: the very next request is a signed-out one.
      const next = await victim.page.goto("/profile");
      expect(next?.status()).toBe(401);
      await expect(victim.page.getByRole("heading", { level: 1 })).toHaveText("Sign in to continue");
      await expect(victim.page.getByTestId("user-menu-trigger")).toHaveCount(0);
      await victim.page.goto("/");
      await expect(victim.page.getByTestId("user-menu-trigger")).toHaveCount(0);
      if (!isPhone(test.info()))
        await expect(victim.page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
      const session = await victim.page.request.get("/api/auth/get-session");
      expect(await session.json()).toBeNull();

      // Clean up: unblock through the same dialog.
      await card.getByRole("button", { name: /^Unblock/ }).click();
      await admin.getByRole("alertdialog").getByRole("button", { name: "Unblock" }).click();
      await expect(card.getByTestId("blocked-badge")).toHaveCount(0);
    } finally {
      await victim.context.close();
      await adminContext.close();
    }
  });

  test("Sign Out from the user menu ends the session and clears local state", async ({ browser }) => {
    const victim = await victimPage(browser);
    try {
      await signInFresh(victim.page, DEMO_ACCOUNTS.victim.email, baseURL);
      await victim.page.goto("/");
      await victim.page.evaluate(() => {
        localStorage.setItem("booth_active_role", "x");
        sessionStorage.setItem("something", "y");
      });
      const menu = await openUserMenu(victim.page);
      await menu.getByRole("menuitem", { name: "Sign Out" }).click();
      await expect(victim.page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
      await expect(victim.page).toHaveURL(`${baseURL}/`);
      expect(await victim.page.evaluate(() => localStorage.getItem("booth_active_role"))).toBeNull();
      expect(await victim.page.evaluate(() => sessionStorage.getItem("something"))).toBeNull();
    } finally {
      await victim.context.close();
    }
  });
});

test.describe("settings flags", () => {
  // @exclusive: runs in its own project after every other test, because it flips a flag that the
  // navigation assertions of other specs depend on.
  test("a flag toggled on the admin screen changes the nav on the next page load @exclusive", async ({
    page,
    browser,
  }) => {
    await signInAs(page, "admin", baseURL);
    const guest = await browser.newContext({ baseURL });
    const guestPage = await guest.newPage();
    const radio = page.getByRole("switch", { name: "Radio" });
    try {
      await page.goto("/admin/settings");
      await expect(radio).toHaveAttribute("aria-checked", "true");
      await setFlagSwitch(page, radio, false);
      await expect(page.locator("[data-toast-type=success]")).toContainText("Radio off");
      await guestPage.goto("/");
      await expect(
        guestPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Radio" }),
      ).toHaveCount(0);
    } finally {
      // Switch it back on at once, whatever happened above.
      await setFlagSwitch(page, radio, true);
    }
    await guestPage.goto("/");
    await expect(
      guestPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Radio" }),
    ).toBeVisible();
    await guest.close();
  });
});
