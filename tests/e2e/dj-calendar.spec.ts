import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import { BUDGET_RANGES, EVENT_TYPES } from "~/core/booking/booking";
import { signInAs } from "./fixtures/auth";
import { waitForMail } from "./fixtures/mail";
import { expectNoAxeViolations, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

// The booking desk's calendar on the "default" server. Each project is a different manager of a different
// booking-enabled DJ (the mate's own DJ, the multi-role person's), on a date of its own, so the two runs
// neither share holds nor move each other's clock (the hook runs one DJ's hold jobs).
const baseURL = E2E_SERVERS.default.url;
test.use({ baseURL });

const PROJECTS = {
  desktop: { manager: "mate", dj: "amara-obi", name: "Amara Obi", city: "London", ask: "", days: 150 },
  phone: { manager: "multi", dj: "dj-okapi", name: "DJ Okapi", city: "Lagos", ask: "?dj=dj-okapi", days: 160 },
} as const;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A promoter sends an inquiry through the DJ's booking form (its action, as the dialog posts it). */
async function sendInquiry(dj: string, name: string, email: string, day: string) {
  const promoter = await request.newContext({
    baseURL,
    // The default server trusts loopback as a proxy: a client address of its own keeps the booking limit away.
    extraHTTPHeaders: {
      "x-forwarded-for": `10.46.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  try {
    const response = await promoter.post(`/dj/${dj}/booking`, {
      headers: { origin: baseURL },
      form: {
        name,
        email,
        eventDate: day,
        city: "Berlin",
        venue: "Kessel Halle",
        eventType: EVENT_TYPES[0],
        budgetRange: BUDGET_RANGES[3],
        message: "A club night on our main floor, a three hour closing set.",
      },
    });
    expect(response.status(), `${name}'s inquiry is sent`).toBe(200);
  } finally {
    await promoter.dispose();
  }
}

/** Opens the inquiry of `name` from /mate/bookings. */
async function openInquiry(page: Page, name: string) {
  await page.goto("/mate/bookings");
  await page.getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  await waitForHydrated(page.getByRole("button", { name: "Confirm date" }));
}

/** Presses a calendar button once it is live (the page's state after it is what the test then reads). */
async function press(page: Page, button: string) {
  const control = page.getByRole("button", { name: button, exact: true });
  await waitForHydrated(control);
  await control.click();
}

/** Time passes for one DJ: the hold jobs due at `at` run (the e2e stand-in for the job runner at that moment). */
async function moveClock(api: APIRequestContext, dj: string, at: string): Promise<number> {
  const response = await api.post("/api/test/calendar-jobs", { data: { at, dj } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { ran: number }).ran;
}

test("two inquiries become a 1st and a 2nd hold; the 1st expires and the 2nd moves up; a challenge; Confirm date", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const project = PROJECTS[testInfo.project.name === "phone" ? "phone" : "desktop"];
  const day = inDays(project.days);
  const run = randomUUID().slice(0, 6);
  const aurora = { name: `Club Aurora ${run}`, email: `aurora-${run}@promoters.test` };
  const sonar = { name: `Sonar Nights ${run}`, email: `sonar-${run}@promoters.test` };
  const tresor = { name: `Tresor ${run}`, email: `tresor-${run}@promoters.test` };
  await sendInquiry(project.dj, aurora.name, aurora.email, day);
  await sendInquiry(project.dj, sonar.name, sonar.email, day);

  await signInAs(page, project.manager, baseURL);
  // The first promoter's inquiry takes the 1st hold, the second's the 2nd.
  await openInquiry(page, aurora.name);
  await expectNoAxeViolations(page);
  await press(page, "Place hold");
  await expect(page.getByTestId("inquiry-hold")).toHaveText("1st hold");
  await openInquiry(page, sonar.name);
  await press(page, "Place hold");
  await expect(page.getByTestId("inquiry-hold")).toHaveText("2nd hold");
  // Its day is held by the first promoter: marked for the managers.
  await expect(page.getByTestId("busy-day")).toHaveText("Busy day");
  await saveScreenshot(page, testInfo, "calendar-inquiry");

  // The calendar's day shows both, ranked, with expiries on the DJ's clock.
  await page.getByRole("link", { name: "Open the calendar on this day" }).click();
  const panel = page.getByTestId("calendar-day");
  await expect(panel.getByTestId("day-state")).toHaveText("On hold");
  const holds = panel.getByTestId("calendar-hold");
  await expect(holds).toHaveCount(2);
  await expect(holds.nth(0)).toContainText("1st hold");
  await expect(holds.nth(0)).toContainText(aurora.name);
  await expect(holds.nth(1)).toContainText("2nd hold");
  await expect(holds.nth(1)).toContainText(sonar.name);
  await expect(holds.nth(0)).not.toContainText("UTC");
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, "calendar-month", { fullPage: true });

  // A week on: the 1st expires through its job, the 2nd moves up and its promoter is mailed; the managers were
  // reminded of the 2nd's expiry 48 h before it on the way.
  const firstExpires = (await holds.nth(0).locator("time").getAttribute("datetime")) ?? "";
  const secondExpires = (await holds.nth(1).locator("time").getAttribute("datetime")) ?? "";
  expect(Date.parse(secondExpires)).toBeGreaterThan(Date.parse(firstExpires));
  expect(await moveClock(page.request, project.dj, firstExpires)).toBeGreaterThan(0);
  const movedUp = await waitForMail("default", sonar.email, /is now 1st$/);
  expect(movedUp.text).toContain(sonar.name);
  await waitForMail("default", `${project.manager}@booth.test`, /^Hold expiring: /);
  await page.reload();
  await expect(holds).toHaveCount(1);
  await expect(holds.nth(0)).toContainText("1st hold");
  await expect(holds.nth(0)).toContainText(sonar.name);

  // A third promoter, held by hand, challenges the 1st; its holder is asked, and answers by releasing.
  await page.getByText("Place a hold", { exact: true }).click();
  await page.getByLabel("Promoter", { exact: true }).fill(tresor.name);
  await page.getByLabel("Promoter's email (optional)").fill(tresor.email);
  await page.getByLabel("Note (optional)", { exact: true }).fill("Wants the closing slot.");
  await press(page, "Place hold");
  await expect(holds).toHaveCount(2);
  await expect(holds.nth(1)).toContainText(tresor.name);
  await holds.nth(1).getByRole("button", { name: "Challenge the 1st" }).click();
  await expect(holds.nth(0)).toContainText("Challenged: confirm or release by");
  const challenge = await waitForMail("default", sonar.email, /^Confirm or release your hold on /);
  expect(challenge.text).toMatch(/by \w{3} \d+ \w{3}, \d\d:\d\d /);
  await holds.nth(0).getByRole("button", { name: "Release" }).click();
  await waitForMail("default", tresor.email, /is now 1st$/);
  await expect(holds).toHaveCount(1);
  await expect(holds.nth(0)).toContainText(tresor.name);
  await expect(holds.nth(0)).toContainText("1st hold");

  // The first promoter comes back and signs: Confirm date walks the inquiry to confirmed and the day is booked;
  // the hold that day is told.
  await openInquiry(page, aurora.name);
  await press(page, "Confirm date");
  await expect(page.getByTestId("inquiry-hold")).toHaveText("Confirmed");
  await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
  await waitForMail("default", tresor.email, /is no longer available on /);
  await page.getByRole("link", { name: "Open the calendar on this day" }).click();
  await expect(panel.getByTestId("day-state")).toHaveText("Confirmed");
  await expect(holds).toHaveCount(1);
  await expect(holds.nth(0)).toContainText(aurora.name);
  await expect(page.locator(`[data-day="${day}"]`)).toHaveAttribute("data-state", "confirmed");
  await expectNoAxeViolations(page);

  // The private feed: a link made here lists the confirmed date with its promoter; revoked, it is a 404.
  const sharing = page.getByTestId("calendar-sharing");
  const makeFeed = sharing.getByRole("button", { name: /feed link/ });
  await waitForHydrated(makeFeed);
  await makeFeed.click();
  const feedUrl = await sharing.getByTestId("feed-url").inputValue();
  expect(feedUrl).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\/availability\.ics$/);
  const feed = await page.request.get(new URL(feedUrl).pathname);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  expect((await feed.text()).replace(/\r\n /g, "")).toContain(`SUMMARY:Confirmed: ${aurora.name}`);
  await saveScreenshot(page, testInfo, "calendar-feed");
  await expectNoAxeViolations(page);
  await sharing.getByRole("button", { name: "Revoke" }).click();
  await expect(sharing.getByTestId("feed-state")).toHaveText("No feed link yet.");
  expect((await page.request.get(new URL(feedUrl).pathname)).status()).toBe(404);

  // The public booking form shows the confirmed day as not available — never why — and the next one as available.
  const visitor = await page.context().browser()?.newContext({ baseURL });
  if (!visitor) throw new Error("no browser");
  try {
    const form = await visitor.newPage();
    await form.goto(`/dj/${project.dj}?book=${day}`);
    const dialog = form.getByRole("dialog");
    await expect(dialog.getByLabel("Event date")).toHaveValue(day);
    const grid = dialog.getByTestId("availability-grid");
    await expect(grid.locator(`[data-day="${day}"]`)).toHaveAttribute("data-state", "busy");
    await expect(grid.locator(`[data-day="${day}"]`)).toContainText("not available");
    await expect(grid).not.toContainText(aurora.name);
    await expect(dialog.getByText(`${project.name} is not available that day. You can still send`)).toBeVisible();
    await expectNoAxeViolations(form);
    await saveScreenshot(form, testInfo, "booking-availability");
  } finally {
    await visitor.close();
  }

  // Someone who books DJs finds this DJ free the day after, not on the confirmed day.
  const booker = await page.context().browser()?.newContext({ baseURL });
  if (!booker) throw new Error("no browser");
  try {
    const find = await booker.newPage();
    await signInAs(find, "venue", baseURL);
    const free = find.getByTestId("free-dj");
    await find.goto(`/find-djs?date=${day}&city=${project.city}`);
    await expect(find.getByRole("heading", { level: 2, name: /free on / })).toBeVisible();
    await expect(free.filter({ hasText: project.name })).toHaveCount(0);
    const next = inDays(project.days + 1);
    await find.goto(`/find-djs?date=${next}&city=${project.city}`);
    await expect(free.filter({ hasText: project.name })).toHaveCount(1);
    await expectNoAxeViolations(find);
    await saveScreenshot(find, testInfo, "find-djs", { fullPage: true });
    // One click opens the DJ's booking form on that date.
    await free
      .filter({ hasText: project.name })
      .getByRole("link", { name: /^Book for this date/ })
      .click();
    await expect(find.getByRole("dialog").getByLabel("Event date")).toHaveValue(next);
  } finally {
    await booker.close();
  }

  // The list view shows the booked day; another DJ's calendar is a 404.
  await page.getByRole("link", { name: "List", exact: true }).click();
  await expect(page.getByTestId("calendar-list")).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, "calendar-list", { fullPage: true });
  expect((await page.request.get("/mate/calendar?dj=nadia-voss")).status()).toBe(404);
});

test("clear messages for a hold that cannot be placed, and nothing stored", async ({ page }, testInfo) => {
  const project = PROJECTS[testInfo.project.name === "phone" ? "phone" : "desktop"];
  await signInAs(page, project.manager, baseURL);
  const ask = project.ask ? `${project.ask}&` : "?";
  const day = inDays(project.days + 5);
  await page.goto(`/mate/calendar${ask}month=${day.slice(0, 7)}&day=${day}`);
  await waitForHydrated(page.getByRole("button", { name: "Place hold" }));
  const holds = page.getByTestId("calendar-hold");
  await expect(holds).toHaveCount(0);
  // No promoter, then an expiry already passed.
  await page.getByRole("button", { name: "Place hold" }).click();
  await expect(page.getByText("Enter who the hold is for.")).toBeVisible();
  await page.getByLabel("Promoter", { exact: true }).fill("Late Night Promotions");
  await page.getByLabel("Expires on").fill(inDays(-1));
  await page.getByRole("button", { name: "Place hold" }).click();
  await expect(page.getByText("Choose an expiry later than now.")).toBeVisible();
  await expect(holds).toHaveCount(0);
  // A range over 18 months is refused on the list view.
  await page.goto(`/mate/calendar${ask}view=list&from=${inDays(1)}&to=${inDays(600)}`);
  await expect(page.getByText("Choose a range of at most 18 months.")).toBeVisible();
});
