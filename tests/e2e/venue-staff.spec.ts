import { expect, type Page, test } from "@playwright/test";
import { contextAs } from "./fixtures/auth";
import { FRESH_PASSWORD, freshAccount, freshEmail, freshIp } from "./fixtures/fresh-account";
import { firstLink, waitForMail } from "./fixtures/mail";
import { expectNoAxeViolations, expectNoSidewaysScroll, isPhone, saveScreenshot } from "./helpers";
import { E2E_SERVERS } from "./servers";

/**
 * Venue management on the "default" server: the owner invites a booking agent by email, the agent accepts
 * from the mail, the owner changes the role and revokes (access ends at once), IDOR, Details reaching the public
 * page on the next anonymous request, and My Venues. Each project works on its own venue of the venue account
 * (demo seed), with fresh invitees, so phone and desktop never touch each other's data.
 */
const baseURL = E2E_SERVERS.default.url;
const venueOf = (project: string) => (project === "phone" ? "marlow-rooms" : "basement-47");
const OTHER_VENUE = "kessel-halle";

async function toastsGone(page: Page) {
  await expect(page.locator("[data-toast-type]")).toHaveCount(0, { timeout: 15_000 });
}

async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog).toBeHidden();
}

test.describe("venue management", () => {
  test("invite a booking agent by email → accept from the mail → promoter → revoke (404 at once); IDOR", async ({
    browser,
  }, testInfo) => {
    test.slow();
    const slug = venueOf(testInfo.project.name);
    const agentEmail = freshEmail("agent");
    const agentContext = await freshAccount(browser, "Ada Agent", agentEmail);
    const ownerContext = await contextAs(browser, baseURL, "venue");
    try {
      const owner = await ownerContext.newPage();
      await owner.goto(`/venue/manage/${slug}/staff`);
      await expect(owner.getByRole("heading", { name: "Invite someone" })).toBeVisible();
      const nav = owner.getByRole("navigation", { name: "Venue sections" });
      await expect(nav.getByRole("link")).toHaveText([
        "Details",
        "Events",
        "Staff",
        "Analytics",
        "Bookings",
        "Media",
        "Delete",
      ]);
      // A bad address is refused next to the field, and nothing is sent.
      await owner.getByLabel("Email address").fill("not-an-address");
      await owner.getByRole("button", { name: "Send invite" }).click();
      await expect(owner.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
      // Markup in an address never reaches a mail header: the server refuses it with the same words.
      const hostile = await owner.request.post(`/venue/manage/${slug}/staff`, {
        headers: { origin: baseURL },
        form: { intent: "invite", email: "<b>x</b>@example.com", role: "manager" },
      });
      expect(hostile.status()).toBe(400);
      expect(await hostile.text()).toContain("Enter a valid email address, like name@example.com.");
      await owner.getByLabel("Email address").fill(agentEmail.toUpperCase());
      await owner.getByLabel("Role", { exact: true }).selectOption("booking_agent");
      await owner.getByRole("button", { name: "Send invite" }).click();
      await expect(owner.locator("[data-toast-type=success]")).toContainText(`Invitation sent to ${agentEmail}`);
      const pending = owner.getByTestId("pending-invitation").filter({ hasText: agentEmail });
      await expect(pending).toContainText("Booking agent");
      await toastsGone(owner);
      await expectNoAxeViolations(owner);
      await saveScreenshot(owner, testInfo, "venue-staff", { fullPage: true });

      // The agent opens the link from the mail, sees the venue and role, and accepts.
      const mail = await waitForMail("default", agentEmail, /^Join /);
      const link = firstLink(mail);
      expect(link).toMatch(/\/venue\/invitations\/[0-9a-f]{64}$/);
      const agent = await agentContext.newPage();
      await agent.goto(link);
      await expect(agent.getByRole("heading", { level: 1 })).toContainText("Join ");
      await expect(agent.getByText("Booking agent")).toBeVisible();
      await agent.getByRole("button", { name: "Accept" }).click();
      // The first tab a booking agent may open (VENUE_MANAGE_TABS order).
      await expect(agent).toHaveURL(`${baseURL}/venue/manage/${slug}/events`);
      // The agent's own tab bar: only Events, Analytics and Bookings (spec §4 booking_agent).
      const agentTabs = agent.getByRole("navigation", { name: "Venue sections" }).getByRole("link");
      await expect(agentTabs).toHaveText(["Events", "Analytics", "Bookings"]);
      for (const tab of ["details", "staff", "delete"]) {
        expect((await agent.request.get(`/venue/manage/${slug}/${tab}`, { maxRedirects: 0 })).status(), tab).toBe(404);
      }
      // A manager of this venue learns nothing about another one.
      for (const tab of ["", "/details", "/staff"]) {
        expect((await agent.request.get(`/venue/manage/${OTHER_VENUE}${tab}`, { maxRedirects: 0 })).status()).toBe(404);
      }
      await agent.goto("/my-venues");
      await expect(agent.getByTestId("my-venue")).toHaveCount(1);
      await expect(agent.getByTestId("my-venue")).toContainText("Booking agent");
      // The used link says so.
      await agent.goto(link);
      await expect(agent.getByText("This invitation has already been used.")).toBeVisible();

      // The owner sees the agent on the staff with the sections the role opens.
      await owner.reload();
      const member = owner.getByTestId("staff-member").filter({ hasText: agentEmail });
      await expect(member).toContainText("Booking agent");
      await expect(member.getByTestId("member-tabs")).toHaveText("Opens Events, Analytics, Bookings");
      await expect(owner.getByTestId("pending-invitation").filter({ hasText: agentEmail })).toHaveCount(0);

      // Promoter: the permissions become that role's defaults, so the sections change.
      await member.getByLabel(/^Role of /).selectOption("promoter");
      await member.getByRole("button", { name: "Change role" }).click();
      await confirmDialog(owner, "Change role");
      await expect(owner.locator("[data-toast-type=success]").last()).toContainText("Role changed to Promoter");
      await expect(member.getByTestId("member-tabs")).toHaveText("Opens Events, Media");
      expect((await agent.request.get(`/venue/manage/${slug}`, { maxRedirects: 0 })).headers().location).toBe(
        `/venue/manage/${slug}/events`,
      );
      expect((await agent.request.get(`/venue/manage/${slug}/details`, { maxRedirects: 0 })).status()).toBe(404);
      // ... and the agent's tab bar changes with it (spec §4 promoter: events and media).
      await agent.goto(`/venue/manage/${slug}`);
      await expect(agentTabs).toHaveText(["Events", "Media"]);

      // Revoke: the agent's very next request is a 404, and My Venues is empty for them.
      await member.getByRole("button", { name: "Revoke access" }).click();
      await confirmDialog(owner, "Revoke access");
      await expect(owner.locator("[data-toast-type=success]").last()).toContainText("no longer has access");
      await expect(member).toContainText("Revoked");
      const gone = await agent.goto(`/venue/manage/${slug}`);
      expect(gone?.status()).toBe(404);
      await agent.goto("/my-venues");
      await expect(agent.getByRole("heading", { name: "No venues yet" })).toBeVisible();

      // Remove for good (owners, once revoked): after a confirmation the record leaves the list; the staff log,
      // which only owners see, keeps every step.
      await toastsGone(owner);
      await member.scrollIntoViewIfNeeded();
      await saveScreenshot(owner, testInfo, "venue-staff-revoked");
      await member.getByRole("button", { name: "Remove for good" }).click();
      await confirmDialog(owner, "Remove for good");
      await expect(owner.locator("[data-toast-type=success]").last()).toContainText("was removed from the staff list");
      await expect(member).toHaveCount(0);
      const log = owner.getByTestId("staff-log");
      await expect(log.getByText("removed Ada Agent from the staff list for good")).toBeVisible();
      await expect(log.getByText("revoked Ada Agent's access")).toBeVisible();
      await expect(log.getByText("changed Ada Agent's role from Booking agent to Promoter")).toBeVisible();
      await expect(log.getByText("Ada Agent accepted the invitation as Booking agent")).toBeVisible();
      await expect(log.getByText(`invited ${agentEmail} as Booking agent`)).toBeVisible();
      await expectNoSidewaysScroll(owner);
      await expectNoAxeViolations(owner);
      await owner.getByRole("heading", { name: "Staff changes" }).scrollIntoViewIfNeeded();
      await saveScreenshot(owner, testInfo, "venue-staff-log");
    } finally {
      await agentContext.close();
      await ownerContext.close();
    }
  });

  test("a guest opens an invitation: venue and role, sign up with the address filled in, back to it to accept", async ({
    browser,
  }, testInfo) => {
    test.slow();
    const slug = venueOf(testInfo.project.name);
    const email = freshEmail("newcomer");
    const ownerContext = await contextAs(browser, baseURL, "venue");
    const guestContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
    try {
      const owner = await ownerContext.newPage();
      await owner.goto(`/venue/manage/${slug}/staff`);
      await owner.getByLabel("Email address").fill(email);
      await owner.getByLabel("Role", { exact: true }).selectOption("promoter");
      await owner.getByRole("button", { name: "Send invite" }).click();
      await expect(owner.locator("[data-toast-type=success]")).toContainText(`Invitation sent to ${email}`);
      const link = firstLink(await waitForMail("default", email, /^Join /));

      // No account yet: the invitation says what it offers and how to take it.
      const page = await guestContext.newPage();
      await page.goto(link);
      await expect(page.getByRole("heading", { name: /^Join / })).toBeVisible();
      await expect(page.getByText("as Promoter")).toBeVisible();
      await expect(page.getByText(`This invitation was sent to ${email}.`)).toBeVisible();
      await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, "venue-invitation-guest");

      await page.getByRole("link", { name: "Sign up to accept" }).click();
      await expect(page).toHaveURL(/\/signup\?/);
      await expect(page.getByLabel("Email")).toHaveValue(email);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, "venue-invitation-signup");
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Nova Newcomer");
      await page.getByLabel("Password", { exact: true }).fill(FRESH_PASSWORD);
      await page.getByRole("button", { name: "Sign Up" }).click();
      await expect(page).toHaveURL(/\/login\?created=1&redirectTo=/);
      await page.goto(firstLink(await waitForMail("default", email, /Verify your email/)));
      await expect(page).toHaveURL(/\/login\?verified=1&redirectTo=/);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(FRESH_PASSWORD);
      await page.getByRole("button", { name: "Log In" }).click();
      // A new profile is completed first, then the invitation opens again, now with Accept.
      await expect(page).toHaveURL(/\/complete-profile\?redirectTo=/);
      await page.getByRole("button", { name: "Complete profile" }).click();
      await expect(page).toHaveURL(new URL(link).pathname);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, "venue-invitation-accept");
      await page.getByRole("button", { name: "Accept" }).click();
      await expect(page).toHaveURL(new RegExp(`/venue/manage/${slug}/events$`));
      // Cleanup (and the owner's log): revoke and remove, so a re-run starts from the same staff list.
      await owner.reload();
      const member = owner.getByTestId("staff-member").filter({ hasText: email });
      await member.getByRole("button", { name: "Revoke access" }).click();
      await confirmDialog(owner, "Revoke access");
      await expect(member).toContainText("Revoked");
      await toastsGone(owner);
      await member.getByRole("button", { name: "Remove for good" }).click();
      await confirmDialog(owner, "Remove for good");
      await expect(member).toHaveCount(0);
      await expect(
        owner.getByTestId("staff-log").getByText("Nova Newcomer accepted the invitation as Promoter"),
      ).toBeVisible();
    } finally {
      await guestContext.close();
      await ownerContext.close();
    }
  });

  test("an invitation for another address names that address; cancelling a pending one", async ({
    browser,
  }, testInfo) => {
    test.slow();
    const slug = venueOf(testInfo.project.name);
    const invited = freshEmail("invited");
    const ownerContext = await contextAs(browser, baseURL, "venue");
    const fan = await contextAs(browser, baseURL, "user");
    try {
      const owner = await ownerContext.newPage();
      await owner.goto(`/venue/manage/${slug}/staff`);
      await owner.getByLabel("Email address").fill(invited);
      await owner.getByLabel("Role", { exact: true }).selectOption("manager");
      await owner.getByRole("button", { name: "Send invite" }).click();
      await expect(owner.locator("[data-toast-type=success]")).toContainText(`Invitation sent to ${invited}`);
      // The pending row truncates the long address: the page never scrolls sideways (it did on a phone, and the
      // Cancel button below then slid under the header and the tab bar).
      await expect(owner.getByTestId("pending-invitation").filter({ hasText: invited })).toBeVisible();
      await expectNoSidewaysScroll(owner);
      const link = firstLink(await waitForMail("default", invited, /^Join /));
      const page = await fan.newPage();
      await page.goto(link);
      await expect(page.getByText(`This invitation was sent to ${invited}.`)).toBeVisible();
      await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
      // Posting anyway is refused with the same words.
      const post = await page.request.post(link, { form: { intent: "accept" }, headers: { origin: baseURL } });
      expect(post.status()).toBe(403);

      const row = owner.getByTestId("pending-invitation").filter({ hasText: invited });
      await row.getByRole("button", { name: "Cancel invitation" }).click();
      await confirmDialog(owner, "Cancel invitation");
      await expect(owner.locator("[data-toast-type=success]").last()).toContainText(
        `Invitation to ${invited} cancelled`,
      );
      await expect(row).toHaveCount(0);
      await page.reload();
      await expect(page.getByText("This invitation was cancelled.")).toBeVisible();
    } finally {
      await fan.close();
      await ownerContext.close();
    }
  });

  test("Details: a bad field is refused next to it; a save shows on the next anonymous request", async ({
    browser,
    page,
  }, testInfo) => {
    const slug = venueOf(testInfo.project.name);
    const ownerContext = await contextAs(browser, baseURL, "venue");
    try {
      const owner = await ownerContext.newPage();
      await owner.goto(`/venue/manage/${slug}/details`);
      await expect(owner.getByLabel("Venue name")).not.toHaveValue("");
      await expectNoAxeViolations(owner);
      await saveScreenshot(owner, testInfo, "venue-details", { fullPage: true });

      const marker = `Sunrise sets on the terrace ${Date.now()}`;
      const description = owner.getByLabel("Description");
      const original = await description.inputValue();
      const originalCapacity = await owner.getByLabel("Standing capacity").inputValue();
      await description.fill(`${marker}\n\nBring your own <script>alert(1)</script> earplugs.`);
      await owner.getByLabel("Standing capacity").fill("lots");
      await owner.getByRole("button", { name: "Save details" }).click();
      await expect(owner.getByText("Enter a whole number of people from 1 to 200,000.")).toBeVisible();
      // Refused in the browser and, had it been sent, by the server: the public page is unchanged.
      expect(await (await page.request.get(`/venues/${slug}`)).text()).not.toContain(marker);

      await owner.getByLabel("Standing capacity").fill("950");
      await owner.getByRole("button", { name: "Save details" }).click();
      await expect(owner.locator("[data-toast-type=success]")).toContainText("Details saved");
      // The next anonymous request (page cache) shows the change, sanitised.
      await page.goto(`/venues/${slug}`);
      await expect(page.getByTestId("venue-description")).toContainText(marker);
      await expect(page.getByTestId("venue-description")).not.toContainText("alert(1)");
      await expect(page.getByText("950 capacity").first()).toBeVisible();

      // Put the demo text back for the next run's readers.
      await owner.reload();
      await owner.getByLabel("Description").fill(original);
      await owner.getByLabel("Standing capacity").fill(originalCapacity);
      await owner.getByRole("button", { name: "Save details" }).click();
      await expect(owner.locator("[data-toast-type=success]").last()).toContainText("Details saved");
    } finally {
      await ownerContext.close();
    }
  });

  test("My Venues: the owner's venues with role and Manage; the entry opens Details; a plain user's empty state", async ({
    browser,
  }, testInfo) => {
    const ownerContext = await contextAs(browser, baseURL, "venue");
    const fan = await contextAs(browser, baseURL, "user");
    try {
      const owner = await ownerContext.newPage();
      await owner.goto("/my-venues");
      const cards = owner.getByTestId("my-venue");
      // Primary first, then by when the record was added (spec §7).
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText("Basement 47");
      await expect(cards.first()).toContainText("Primary");
      await expect(cards.nth(1)).toContainText("Marlow Rooms");
      await expect(cards.first()).toContainText("Owner");
      await expectNoAxeViolations(owner);
      await saveScreenshot(owner, testInfo, "my-venues", { fullPage: isPhone(testInfo) });
      await cards.first().getByRole("link", { name: "Manage Basement 47" }).click();
      await expect(owner).toHaveURL(`${baseURL}/venue/manage/basement-47/details`);

      const page = await fan.newPage();
      await page.goto("/my-venues");
      await expect(page.getByRole("heading", { name: "No venues yet" })).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, "my-venues-empty");
    } finally {
      await fan.close();
      await ownerContext.close();
    }
  });
});
