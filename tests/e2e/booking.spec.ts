import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "~server/domain/users/seed-demo-accounts.server";
import { signInAs } from "./fixtures/auth";
import { readMails } from "./fixtures/mail";
import { expectNoAxeViolations, saveScreenshot } from "./helpers";

// A booking-enabled demo DJ no other spec edits (the demo accounts manage the first DJs alphabetically).
const DJ = { slug: "priya-raman", name: "Priya Raman" };

function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

test.describe("booking inquiry", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    // Four checkouts' suites share two cores: give each step room.
    testInfo.setTimeout(90_000);
    // The default server trusts loopback as a proxy: each test gets its own client address, so the
    // per-IP inquiry limit (5 an hour) never depends on other tests.
    const n = Number.parseInt(randomUUID().slice(0, 6), 16);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  });

  test("an organiser sends an inquiry and the admins get it by mail", async ({ page }, testInfo) => {
    const organiser = `Organiser ${randomUUID().slice(0, 8)}`;
    await page.goto(`/dj/${DJ.slug}`);
    await page.getByRole("button", { name: "Book this DJ" }).click();
    const dialog = page.getByRole("dialog", { name: `Book ${DJ.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Your name")).toBeVisible();
    await saveScreenshot(page, testInfo, "booking-empty");

    await dialog.getByLabel("Your name").fill(organiser);
    await dialog.getByLabel("Email").fill("organiser@example.com");
    await dialog.getByLabel("Phone (optional)").fill("+31 20 555 0101");
    await dialog.getByLabel("Event date").fill(inDays(45));
    await dialog.getByLabel("City").fill("Rotterdam");
    await dialog.getByLabel("Venue (optional)").fill("Maassilo");
    await dialog.getByLabel("Event type").selectOption("Festival");
    await dialog.getByLabel("Budget range").selectOption("$2,500 – $5,000");
    await dialog.getByLabel("Message").fill("Sunset slot on our second stage, 90 minutes, about 2,000 people.");
    await saveScreenshot(page, testInfo, "booking-filled");
    await dialog.getByRole("button", { name: "Send inquiry" }).click();

    await expect(dialog.getByRole("heading", { name: "Inquiry sent" })).toBeVisible();
    await expect(dialog).toContainText("organiser@example.com");
    await saveScreenshot(page, testInfo, "booking-sent");

    let mail: ReturnType<typeof readMails>[number] | undefined;
    await expect
      .poll(
        () => {
          mail = readMails("default").find((m) => m.to.includes("admin@booth.test") && m.text.includes(organiser));
          return Boolean(mail);
        },
        { timeout: 15_000, message: "booking mail to the admin" },
      )
      .toBe(true);
    expect(mail?.subject).toBe(`New booking inquiry for ${DJ.name}`);
    expect(mail?.text).toContain("Event type: Festival");
    expect(mail?.text).toContain("City: Rotterdam");
    expect(mail?.text).toContain("organiser@example.com");

    // Done closes the dialog; opening it again offers a fresh form.
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Book this DJ" }).click();
    await expect(page.getByRole("dialog").getByLabel("Your name")).toHaveValue("");
  });

  test("mistakes are explained next to each field and what was typed stays", async ({ page }, testInfo) => {
    await page.goto(`/dj/${DJ.slug}`);
    await page.getByRole("button", { name: "Book this DJ" }).click();
    const dialog = page.getByRole("dialog", { name: `Book ${DJ.name}` });
    await dialog.getByRole("button", { name: "Send inquiry" }).click();
    await expect(dialog.getByText("Enter your name.")).toBeVisible();
    await expect(dialog.getByText("Enter your email address.")).toBeVisible();
    await expect(dialog.getByText("Choose the date of your event.")).toBeVisible();
    await expect(dialog.getByText("Choose the type of event.")).toBeVisible();
    await expect(dialog.getByText("Choose a budget range.")).toBeVisible();
    await expect(dialog.getByLabel("Your name")).toBeFocused();
    await expect(dialog.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await saveScreenshot(page, testInfo, "booking-errors");
    await expectNoAxeViolations(page);

    await dialog.getByLabel("Your name").fill("Sam Promoter");
    await dialog.getByLabel("Email").fill("sam@");
    await dialog.getByLabel("Message").fill("Too short");
    await dialog.getByRole("button", { name: "Send inquiry" }).click();
    await expect(dialog.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(dialog.getByText(/at least 20 characters/)).toBeVisible();
    await expect(dialog.getByText("Enter your name.")).toHaveCount(0);
    await expect(dialog.getByLabel("Your name")).toHaveValue("Sam Promoter");
    await expect(dialog.getByLabel("Message")).toHaveValue("Too short");

    // Escape closes the dialog and gives focus back to the button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Book this DJ" })).toBeFocused();
  });

  test("a signed-in fan finds their own name and email already in the form", async ({ page }) => {
    await signInAs(page, "user");
    await page.goto(`/dj/${DJ.slug}`);
    await page.getByRole("button", { name: "Book this DJ" }).click();
    const dialog = page.getByRole("dialog", { name: `Book ${DJ.name}` });
    await expect(dialog.getByLabel("Your name")).toHaveValue(DEMO_ACCOUNTS.user.name);
    await expect(dialog.getByLabel("Email")).toHaveValue(DEMO_ACCOUNTS.user.email);
  });

  test("a DJ without bookings shows no button and the action answers 404", async ({ page, request }) => {
    await page.goto("/dj/vera-kollar");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Book this DJ" })).toHaveCount(0);
    const res = await request.post("/dj/vera-kollar/booking", {
      form: { name: "x" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(404);
  });
});
