import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { BUDGET_RANGES, EVENT_TYPES } from "~/core/booking/booking";
import { signInAs } from "./fixtures/auth";
import { waitForMail } from "./fixtures/mail";
import { expectNoAxeViolations, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

// Booking inquiries workflow: the admin moves an inquiry from new to confirmed with a note and a reply by
// mail; a DJ's manager (the demo mate) sees and updates only their DJ's inquiries. Each test sends its own inquiry.
const baseURL = E2E_SERVERS.default.url;
test.use({ baseURL });
test.describe.configure({ timeout: 150_000 });

const BOOKABLE_DJ = { slug: "ruben-asante", name: "Ruben Asante" };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Sends a booking inquiry from the public DJ page's endpoint, from an address of its own (the form's rate limit).
 * Confirming an inquiry books its day on the DJ's calendar, after which no other inquiry can be confirmed for it: a
 * test that confirms asks for a day of its own (the two projects and a retry must not share one).
 */
async function sendInquiry(request: APIRequestContext, djSlug: string, name: string, email: string, days = 90) {
  const n = Number.parseInt(randomUUID().slice(0, 6), 16);
  const response = await request.post(`/dj/${djSlug}/booking`, {
    headers: { origin: baseURL, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    form: {
      name,
      email,
      eventDate: inDays(days),
      city: "Porto",
      eventType: EVENT_TYPES[1],
      budgetRange: BUDGET_RANGES[2],
      message: "A riverside open air for 1,500 people, sunset to midnight, two DJs back to back.",
    },
  });
  expect(response.status(), "the inquiry is accepted").toBeLessThan(400);
}

async function submitIn(card: ReturnType<Page["locator"]>, button: string) {
  const submit = card.getByRole("button", { name: button });
  await waitForHydrated(submit);
  await submit.click();
}

test("an admin moves an inquiry from new to confirmed with a note and a reply; the history and the audit log show each step", async ({
  page,
}, testInfo) => {
  const tag = randomUUID().slice(0, 8);
  const sender = `Iris Quay ${tag}`;
  const email = `iris-${tag}@example.com`;
  // A day between three and fifteen months ahead, by the test's own tag.
  await sendInquiry(page.request, BOOKABLE_DJ.slug, sender, email, 100 + (Number.parseInt(tag, 16) % 360));

  await signInAs(page, "admin", baseURL);
  await page.goto(`/admin/bookings?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking inquiries");
  const row = page.getByTestId("booking-row").filter({ hasText: sender });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("unread-marker")).toBeVisible();
  await expect(row).toContainText(BOOKABLE_DJ.name);
  await expect(row.getByTestId("booking-status")).toHaveText("New");
  await saveScreenshot(page, testInfo, "admin-bookings");
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name: new RegExp(sender) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from ${sender}`);
  const status = page.locator("form").filter({ has: page.getByRole("button", { name: "Change status" }) });
  for (const [to, note] of [
    ["Contacted", "Called Iris, she wants a b2b"],
    ["Negotiating", ""],
    ["Confirmed", "Fee agreed, rider sent"],
  ] as const) {
    await waitForHydrated(status.getByRole("button", { name: "Change status" }));
    await status.getByLabel("Move to").selectOption({ label: to });
    await status.getByLabel("Note (optional)").fill(note);
    await submitIn(status, "Change status");
    await expect(page.getByTestId("booking-status").first()).toHaveText(to);
  }
  const noteForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Add note" }) });
  await noteForm.getByRole("textbox").fill("Send the stage plot on Monday");
  await submitIn(noteForm, "Add note");
  await expect(page.getByRole("list", { name: "History" })).toContainText("Send the stage plot on Monday");

  const replyForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Send reply" }) });
  await submitIn(replyForm, "Send reply");
  await expect(page.getByText("Write your reply first.")).toBeVisible();
  const reply = `Thanks Iris, ${BOOKABLE_DJ.name} is confirmed for your open air. ${tag}`;
  await replyForm.getByRole("textbox").fill(reply);
  // The refusal goes once the reply is being written.
  await expect(page.getByText("Write your reply first.")).toBeHidden();
  await submitIn(replyForm, "Send reply");
  const history = page.getByRole("list", { name: "History" });
  await expect(history).toContainText("Reply sent");
  await expect(history.getByTestId("booking-history-entry")).toHaveText([
    /Received/,
    /New → Contacted.*Called Iris/,
    /Contacted → Negotiating/,
    /Negotiating → Confirmed.*Fee agreed/,
    /Note.*stage plot/,
    /Reply sent.*is confirmed/,
  ]);
  const mail = await waitForMail("default", email, new RegExp(`Re: your booking inquiry for ${BOOKABLE_DJ.name}`));
  expect(mail.text).toContain(reply);
  await saveScreenshot(page, testInfo, "admin-booking");
  await expectNoAxeViolations(page);

  await page.goto(`/admin/audit?group=booking&q=${encodeURIComponent(sender)}`);
  const audit = page.getByTestId("audit-row");
  await expect(audit).toHaveCount(5);
  await expect(audit.first()).toContainText("Booking reply sent");
  await expect(page.getByTestId("audit-row").filter({ hasText: "status: negotiating → confirmed" })).toHaveCount(1);
  await saveScreenshot(page, testInfo, "admin-audit");
  await expectNoAxeViolations(page);

  // Unknown ids are a 404, not an error page of the app.
  expect((await page.request.get("/admin/bookings/00000000-0000-4000-8000-000000000000")).status()).toBe(404);
});

test("bulk archive moves the ticked inquiries out of the open list", async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  await sendInquiry(page.request, BOOKABLE_DJ.slug, `Bulk One ${tag}`, `bulk1-${tag}@example.com`);
  await sendInquiry(page.request, BOOKABLE_DJ.slug, `Bulk Two ${tag}`, `bulk2-${tag}@example.com`);
  await signInAs(page, "admin", baseURL);
  await page.goto(`/admin/bookings?q=${tag}`);
  const rows = page.getByTestId("booking-row");
  await expect(rows).toHaveCount(2);
  await waitForHydrated(rows.first());
  for (const name of [`Bulk One ${tag}`, `Bulk Two ${tag}`])
    await page.getByLabel(`Select inquiry from ${name}`).check();
  await page.getByRole("button", { name: "Archive selected" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Archive", exact: true }).click();
  await expect(page.getByText("2 inquiries archived")).toBeVisible();
  await expect(rows).toHaveCount(0);
  await page.goto(`/admin/bookings?status=archived&q=${tag}`);
  await expect(page.getByTestId("booking-row")).toHaveCount(2);
});

test("a DJ's manager sees only their DJ's inquiries and moves one along; another DJ's inquiry is a 404", async ({
  page,
}, testInfo) => {
  await signInAs(page, "mate", baseURL);
  await page.goto("/mate/bookings?status=all");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking inquiries");
  // The DJ filter offers exactly the DJs this person manages: the demo mate manages one.
  const djOptions = page.getByLabel("DJ").locator("option:not([value=''])");
  await expect(djOptions).toHaveCount(1);
  const mySlug = (await djOptions.first().getAttribute("value")) ?? "";
  const myName = ((await djOptions.first().textContent()) ?? "").trim();
  expect(mySlug).not.toBe("");

  const tag = randomUUID().slice(0, 8);
  const sender = `Mo Reyes ${tag}`;
  await sendInquiry(page.request, mySlug, sender, `mo-${tag}@example.com`);
  await page.goto("/mate/bookings?status=all");
  const rows = page.getByTestId("booking-row");
  await expect(rows.filter({ hasText: sender })).toHaveCount(1);
  for (const text of await rows.allTextContents()) expect(text).toContain(myName);
  await expect(page.getByText("Nadia Voss")).toHaveCount(0);
  await saveScreenshot(page, testInfo, "mate-bookings");
  await expectNoAxeViolations(page);

  await rows
    .filter({ hasText: sender })
    .getByRole("link", { name: new RegExp(sender) })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from ${sender}`);
  const status = page.locator("form").filter({ has: page.getByRole("button", { name: "Change status" }) });
  await waitForHydrated(status.getByRole("button", { name: "Change status" }));
  await status.getByLabel("Move to").selectOption({ label: "Contacted" });
  await submitIn(status, "Change status");
  await expect(page.getByTestId("booking-status").first()).toHaveText("Contacted");
  await expect(page.getByRole("list", { name: "History" })).toContainText("New → Contacted");
  await saveScreenshot(page, testInfo, "mate-booking");
  await expectNoAxeViolations(page);

  // An inquiry to a DJ this person does not manage: the 404 of an unknown id, for the page and its action.
  const admin = await page.context().browser()?.newContext({ baseURL });
  if (!admin) throw new Error("no browser");
  try {
    const adminPage = await admin.newPage();
    await signInAs(adminPage, "admin", baseURL);
    const html = await (await adminPage.request.get("/admin/bookings?status=all&dj=nadia-voss")).text();
    const other = /\/admin\/bookings\/([0-9a-f-]{36})/.exec(html)?.[1] ?? "";
    expect(other).not.toBe("");
    expect((await page.request.get(`/mate/bookings/${other}`)).status()).toBe(404);
    const post = await page.request.post(`/mate/bookings/${other}`, {
      headers: { origin: baseURL },
      form: { intent: "status", status: "contacted" },
    });
    expect(post.status()).toBe(404);
  } finally {
    await admin.close();
  }
});
