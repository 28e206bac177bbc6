import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/auth";
import { waitForMail } from "./fixtures/mail";
import { expectNoAxeViolations, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

const baseURL = E2E_SERVERS.default.url;

/** Each test writes from an address of its own, so the per-address limit of one run never meets another's. */
function freshIp(): Record<string, string> {
  const n = Number.parseInt(randomUUID().slice(0, 6), 16);
  return { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

test.describe("support contact form and inbox", () => {
  test("a guest writes to the team and gets a copy; an admin finds it, replies by mail and closes it", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = randomUUID().slice(0, 8);
    const email = `writer-${tag}@example.com`;
    // Markup is shown back as the characters typed, on the admin's screen too.
    const message = `The radio stops after one track on my phone <b>${tag}</b>.`;

    // The guest, without WhatsApp: "Write to us" beside the WhatsApp buttons leads to the form.
    const visitor = page;
    await visitor.setExtraHTTPHeaders(freshIp());
    await visitor.goto("/support");
    await expect(visitor.getByRole("link", { name: "Message us on WhatsApp" })).toBeVisible();
    await visitor.getByRole("link", { name: "Write to us" }).click();
    await expect(visitor).toHaveURL(/\/support#write$/);
    const form = visitor.locator("#write");
    const send = form.getByRole("button", { name: "Send message" });
    await waitForHydrated(send);

    // Nothing filled in: the fields say what is missing, nothing is sent.
    await send.click();
    await expect(form.getByText("Choose what your message is about.")).toBeVisible();
    await expect(form.getByText("Write your message.")).toBeVisible();
    await expect(form.getByText("Enter an address we can reply to.")).toBeVisible();
    await expectNoAxeViolations(visitor);

    await form.getByLabel("Topic").selectOption({ label: "A problem with the site" });
    await form.getByLabel("Message").fill(message);
    await form.getByLabel("Your email").fill("not-an-address");
    await send.click();
    await expect(form.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
    await form.getByLabel("Your email").fill(email);
    await form.getByLabel("Page the problem was on (optional)").fill("/radio");
    await send.click();
    await expect(visitor.getByTestId("support-sent")).toContainText("Message sent");
    await expect(visitor.getByTestId("support-sent")).toContainText(email);
    await saveScreenshot(visitor, testInfo, "support-sent");
    await expectNoAxeViolations(visitor);
    const copy = await waitForMail("default", email, /We received your message/);
    expect(copy.text).toContain(tag);

    // The admin: the dashboard counts it, the inbox lists it among the new ones.
    await signInAs(page, "admin", baseURL);
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("link", { name: /New support messages/ })).toHaveAttribute(
      "href",
      "/admin/support?status=new",
    );
    await page.goto("/admin/support?status=new&topic=problem");
    const row = page.getByTestId("support-row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("support-status")).toHaveText("New");
    await saveScreenshot(page, testInfo, "admin-support-inbox");
    await expectNoAxeViolations(page);
    await row.click();
    await expect(page).toHaveURL(/\/admin\/support\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("support-message")).toHaveText(message);
    await expect(page.getByText("Sent without an account.")).toBeVisible();
    await expect(page.getByText("Page: /radio")).toBeVisible();
    await expectNoAxeViolations(page);

    const reply = `Thanks! Fixed in today's release (${tag}).`;
    const sendReply = page.getByRole("button", { name: "Send reply" });
    await waitForHydrated(sendReply);
    await page.getByLabel(`Your reply to ${email}`).fill(reply);
    await sendReply.click();
    await expect(page.getByTestId("support-thread")).toContainText(reply);
    await expect(page.getByTestId("support-status").first()).toHaveText("Answered");
    const answer = await waitForMail("default", email, /Re: your message to/);
    expect(answer.text).toContain(reply);
    expect(answer.text).toContain(tag);

    await page.getByLabel("New status").selectOption("closed");
    await page.getByLabel("Note (optional, kept in the thread)").fill("Closed after the fix shipped.");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByTestId("support-thread")).toContainText("Answered → Closed");
    await expect(page.getByTestId("support-thread")).toContainText("Closed after the fix shipped.");
    await expect(page.getByTestId("support-status").first()).toHaveText("Closed");
    await saveScreenshot(page, testInfo, "admin-support-message", { fullPage: true });

    await page.goto("/admin/support?status=closed");
    await expect(page.getByTestId("support-row").filter({ hasText: email })).toHaveCount(1);
    await page.goto("/admin/support?status=new");
    await expect(page.getByTestId("support-row").filter({ hasText: email })).toHaveCount(0);
  });

  test("/about's contact section leads to the form", async ({ page }) => {
    await page.goto("/about");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Talk to us" }) });
    await expect(section.getByRole("link", { name: "Write to us" })).toHaveAttribute("href", "/support#write");
    await expect(section.getByRole("link", { name: "Missing DJ? let us know!" })).toBeVisible();
  });
});
