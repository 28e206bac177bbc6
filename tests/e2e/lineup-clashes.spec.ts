import { randomUUID } from "node:crypto";
import { expect, type TestInfo, test } from "@playwright/test";
import { addDays, DEFAULT_EVENT_TIME_ZONE, localDateOf } from "~/core/events/events";
import { DEMO_CITY_TIME_ZONES, DEMO_EVENTS, DEMO_VENUES } from "~server/db/seed/demo-content";
import { contextAs, signInAs } from "./fixtures/auth";
import { addToLineup, expectNoAxeViolations, saveScreenshot } from "./helpers";
import { E2E_SERVERS } from "./servers";

// The lineup clash check (decision 056) on the "default" server: the demo's published events are the other
// bookings, Basement 47's 50 km / 30-day radius clause is the demo's clause.

const baseURL = E2E_SERVERS.default.url;
const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** A demo event's local day, as the demo seed places it (days after the day the servers were seeded). */
function demoDayOf(name: string, plus = 0): string {
  const event = DEMO_EVENTS.find((e) => e.name === name);
  if (!event) throw new Error(`no demo event named ${name}`);
  const timeZone = DEMO_CITY_TIME_ZONES[DEMO_VENUES[event.venue].city] ?? DEFAULT_EVENT_TIME_ZONE;
  const seededAt = new Date(process.env.E2E_SEEDED_AT ?? Date.now());
  return addDays(localDateOf(seededAt, timeZone), event.days + plus);
}

// Each project books its own DJ on its own night, so phone and desktop never warn about each other's events.
const BOOKED = {
  desktop: { dj: "Oskar Lind", other: "Nachtwerk Summer Marathon", city: "Berlin, Germany", zone: "Europe/Berlin" },
  phone: { dj: "Mila Hart", other: "Disco Inferno Ball", city: "London, UK", zone: "Europe/London" },
};

test("a clash warning names the other event; Save anyway needs a reason, which an admin then reads", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const booked = BOOKED[isPhone(testInfo) ? "phone" : "desktop"];
  const name = `Clash Night ${randomUUID().slice(0, 6)}`;
  await signInAs(page, "admin", baseURL);
  await page.goto("/admin/events/create");
  await page.getByLabel("Event name").fill(name);
  await page.getByLabel("Date").fill(demoDayOf(booked.other));
  await page.getByLabel("Starts").fill("23:00");
  await page.getByLabel("Time zone").selectOption(booked.zone);
  await page.getByLabel("Venue name").fill("Warehouse Annex");
  await page.getByLabel("Location").fill(booked.city);
  await addToLineup(page, booked.dj);
  await page.getByRole("button", { name: "Save event" }).click();

  // Warned before anything is stored: the other event is public, so it is named.
  const warning = page.getByTestId("clash-warning");
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(`${booked.dj} plays ${booked.other}`);
  await expect(warning).toContainText("at the same time");
  await expect(page.getByText(/^Nothing was saved\. A lineup DJ is booked elsewhere/)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, "clash-warning", { fullPage: true });

  // Save anyway without a reason: refused next to the field, still nothing stored.
  await warning.getByRole("button", { name: "Save anyway" }).click();
  await expect(page.getByText("Say why the DJ is booked despite the clash")).toBeVisible();
  const list = await page.request.get(`/admin/events?q=${encodeURIComponent(name)}`);
  expect(await list.text()).toContain("No events here");

  // With a reason it is saved, and the reason is kept with the event for admins.
  const reason = `Afternoon warm-up set, agreed with both promoters (${name})`;
  await page.getByLabel("Reason to book anyway").fill(reason);
  await page.getByTestId("clash-warning").getByRole("button", { name: "Save anyway" }).click();
  await expect(page).toHaveURL(/\/admin\/events\?/, { timeout: 30_000 });
  const eventId = new URL(page.url()).searchParams.get("event");
  expect(eventId).toBeTruthy();

  // Another admin opens the event: the override, who made it and what the warning said.
  const other = await contextAs(browser, baseURL, "supadmin");
  try {
    const adminPage = await other.newPage();
    await adminPage.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
    await adminPage.goto(`/admin/events/${eventId}/edit`);
    const overrides = adminPage.getByTestId("clash-overrides");
    await expect(overrides).toContainText(booked.dj);
    await expect(overrides).toContainText(reason);
    await expect(overrides).toContainText("Alex Moreau");
    await expect(overrides).toContainText(`plays ${booked.other}`);
    await expectNoAxeViolations(adminPage);
    await overrides.scrollIntoViewIfNeeded();
    await saveScreenshot(adminPage, testInfo, "clash-override-admin");
  } finally {
    await other.close();
  }
});

test("a venue's 50 km / 30-day radius clause warns on a nearby booking; a bad clause is refused", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // The venue's people see and keep their clause; out-of-range numbers are refused by field, nothing stored.
  const venue = await contextAs(browser, baseURL, "venue");
  try {
    const venuePage = await venue.newPage();
    await venuePage.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
    await venuePage.goto("/venue/manage/basement-47/radius-clause");
    await expect(venuePage.getByLabel("Radius (km)")).toHaveValue("50");
    await expect(venuePage.getByLabel("Days before")).toHaveValue("30");
    await expect(venuePage.getByLabel("Days after")).toHaveValue("30");
    await expectNoAxeViolations(venuePage);
    await saveScreenshot(venuePage, testInfo, "radius-clause");
    await venuePage.getByLabel("Radius (km)").fill("0");
    await venuePage.getByLabel("Days after").fill("400");
    await venuePage.getByRole("button", { name: "Save clause" }).click();
    await expect(venuePage.getByText("A radius is a whole number of kilometres from 1 to 20,000")).toBeVisible();
    await expect(venuePage.getByText("A clause lasts a whole number of days from 0 to 365")).toBeVisible();
    await saveScreenshot(venuePage, testInfo, "radius-clause-errors");
    await venuePage.reload();
    await expect(venuePage.getByLabel("Radius (km)")).toHaveValue("50");
  } finally {
    await venue.close();
  }

  // A producer books a Basement Jungle DJ in Brooklyn ten days later: inside Basement 47's clause.
  const dj = isPhone(testInfo) ? "Ellis Crane" : "Kenji Mori";
  await signInAs(page, "producer", baseURL);
  await page.goto("/producer/dashboard/block-party-nyc/events/create");
  await page.getByLabel("Event name").fill(`Brooklyn Rollers ${randomUUID().slice(0, 6)}`);
  await page.getByLabel("Date").fill(demoDayOf("Basement Jungle", isPhone(testInfo) ? 12 : 10));
  await page.getByLabel("Starts").fill("22:00");
  await page.getByLabel("Time zone").selectOption("America/New_York");
  await page.getByLabel("Venue name").fill("Bushwick Loft");
  await page.getByLabel("Location").fill("Brooklyn, USA");
  await addToLineup(page, dj);
  await page.getByRole("button", { name: /Publish event|Submit for review/ }).click();
  const warning = page.getByTestId("clash-warning");
  await expect(warning).toContainText(`${dj} plays Basement Jungle (Basement 47`);
  await expect(warning).toContainText("inside Basement 47's radius clause (50 km, 30 days before and 30 days after)");
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, "clash-warning-clause", { fullPage: true });

  // The distances come from GeoNames' cities, credited on /about as their licence asks.
  const about = await (await page.request.get("/about")).text();
  expect(about).toContain("GeoNames");
  expect(about).toContain("https://creativecommons.org/licenses/by/4.0/");
});
