import { expect, type Page, test } from "@playwright/test";
import { addDays, localDateOf } from "~/core/events/events";
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  isPhone,
  saveScreenshot,
  visibleBeacons,
  waitForHydrated,
} from "./helpers";
import { E2E_SERVERS } from "./servers";

// The events area. The "flipped" server has eventsPageEnabled on (tests/e2e/servers.ts); the "default"
// server keeps the spec's default, off. Both have the demo seed: ≈ 40 events around the day they started.
const flipped = E2E_SERVERS.flipped.url;
const defaultServer = E2E_SERVERS.default.url;

/**
 * A demo event's id: its slugified name and its local date (each demo event starts on its local day in the venue's zone), counted
 * from the day the servers were seeded (playwright.config.ts), not today: a run may cross midnight.
 */
function demoEventId(slug: string, days: number, timeZone: string): string {
  const seededAt = new Date(process.env.E2E_SEEDED_AT ?? Date.now());
  return `${slug}-${addDays(localDateOf(seededAt, timeZone), days)}`;
}

async function dayGroups(page: Page) {
  return page.getByTestId("event-days").locator("section");
}

test.describe("events (flag on)", () => {
  test.use({ baseURL: flipped });

  test("/events lists upcoming events by day; filters, the date shortcuts, paging and the Past tab work", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
    const groups = await dayGroups(page);
    expect(await groups.count()).toBeGreaterThan(4);
    // Each day group has a heading and at least one event row linking to its page.
    const first = groups.first();
    await expect(first.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(first.getByRole("link").first()).toHaveAttribute("href", /^\/events\/[a-z0-9-]+-\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId("event-result-count")).toHaveText(/^\d+ upcoming events$/);
    // The cancelled and the draft demo events are not listed.
    await expect(page.getByRole("link", { name: "Garage Classics All Night" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Secret Warehouse Party" })).toHaveCount(0);
    await saveScreenshot(page, testInfo, "events-upcoming");
    await saveScreenshot(page, testInfo, "events-upcoming-full", { fullPage: true });
    await expectNoAxeViolations(page);
    // The filter strip scrolls sideways on a phone; the page itself does not.
    await expectNoSidewaysScroll(page);

    // "Show more" appends the next page in place.
    const rows = page.getByTestId("event-days").getByRole("listitem");
    const before = await rows.count();
    // Before hydration the link is a plain link to the next page (a navigation, not an append): the CI run of
    // a530b2a clicked it that early once.
    const more = page.getByRole("link", { name: "Show more" });
    await waitForHydrated(more);
    await more.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(before);

    // A filter is a GET parameter: the list narrows to the city, and the URL can be shared.
    await page.goto("/events");
    await page.getByLabel("City").selectOption("Berlin, Germany");
    await expect(page).toHaveURL(/[?&]city=Berlin%2C\+Germany/);
    await expect(page.getByTestId("event-result-count")).toHaveText(/upcoming events? in Berlin, Germany$/);
    // textContent, not innerText: rows far below a phone's screen are not rendered yet (content-visibility, decision
    // 013) and their innerText is empty — Berlin's list is long enough for that since the demo residency (decision 059).
    const places = await page.getByTestId("event-days").getByRole("listitem").allTextContents();
    expect(places.length).toBeGreaterThan(0);
    for (const text of places) expect(text).toContain("Berlin");
    // Genre narrows by the lineup's DJs; a combination with no events shows the empty state with a way out.
    await page.goto("/events?city=Berlin%2C+Germany&genre=Amapiano");
    await expect(page.getByRole("heading", { name: "No events match these filters" })).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).first().click();
    await expect(page).toHaveURL(/\/events$/);

    // The date shortcut "This weekend" is a link too.
    await page.getByRole("link", { name: "This weekend" }).click();
    await expect(page).toHaveURL(/range=weekend/);
    await expect(page.getByTestId("event-result-count")).toHaveText(/upcoming events? this weekend$/);

    // The Past tab: latest first, the long-gone marathon included.
    await page.getByRole("link", { name: "Past", exact: true }).click();
    await expect(page).toHaveURL(/when=past/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Past events");
    await expect(page.getByRole("link", { name: "Nachtwerk Marathon", exact: true })).toBeVisible();
    await saveScreenshot(page, testInfo, "events-past");
    await expectNoAxeViolations(page);
  });

  test("an event page shows time with zone, lineup links, tickets, calendar and JSON-LD; the DJ page shows the gig", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const eventId = demoEventId("kessel-klub-nacht", 1, "Europe/Berlin");
    await page.goto("/events");
    await page.getByRole("link", { name: "Kessel Klub Nacht" }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kessel Klub Nacht");
    await expect(page.getByText(/22:00 – 06:00/)).toBeVisible();
    await expect(page.getByText("Kessel Halle", { exact: true })).toBeVisible();
    // The lineup: DJs on Booth link to their pages, the free-text guest is plain text.
    const lineup = page.getByTestId("event-lineup");
    const djLinks = lineup.locator('a[href^="/dj/"]');
    expect(await djLinks.count()).toBeGreaterThanOrEqual(2);
    await expect(lineup.getByText("Halle Residents B2B")).toBeVisible();
    await expect(lineup.getByRole("link", { name: "Halle Residents B2B" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Tickets" })).toHaveAttribute("href", /^https:\/\//);
    // Add to calendar: a Google link and a single-event .ics file.
    await page.getByText("Add to calendar").click();
    await expect(page.getByRole("link", { name: "Google Calendar" })).toHaveAttribute(
      "href",
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
    );
    const ics = await request.get(`/events/${eventId}/calendar.ics`);
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    const icsText = await ics.text();
    expect(icsText).toContain("BEGIN:VEVENT");
    expect(icsText).toContain("SUMMARY:Kessel Klub Nacht");
    expect(icsText).toContain("STATUS:CONFIRMED");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(ld["@type"]).toBe("MusicEvent");
    expect(ld.performer.length).toBe(3);
    expect(ld.performer[0].url).toMatch(/\/dj\/[a-z0-9-]+$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Kessel Klub Nacht · Booth");
    await saveScreenshot(page, testInfo, "event-page");
    await saveScreenshot(page, testInfo, "event-page-full", { fullPage: true });
    await expectNoAxeViolations(page);

    // The first DJ of the lineup has the gig under "Upcoming gigs".
    const djHref = await djLinks.first().getAttribute("href");
    await page.goto(djHref ?? "/");
    const gigs = page.getByRole("region", { name: "Upcoming gigs" });
    await expect(gigs.getByRole("link", { name: "Kessel Klub Nacht" })).toHaveAttribute("href", `/events/${eventId}`);
    await gigs.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, "dj-gigs");
    if (!isPhone(testInfo)) await expectNoAxeViolations(page);
  });

  test("a DJ page without any gigs says so, above its calendar subscription", async ({ page }) => {
    await page.goto("/dj/mika-orr");
    const gigs = page.getByRole("region", { name: "Upcoming gigs" });
    await expect(gigs).toContainText("No dates announced yet.");
    await expect(page.getByRole("region", { name: "Past gigs" })).toHaveCount(0);
    await expect(page.getByText("Subscribe in your calendar")).toBeVisible();
  });

  test("an event page counts its view with a beacon (event_view), answered 204", async ({ page }) => {
    await visibleBeacons(page);
    const eventId = demoEventId("lagos-sunset-social", 3, "Africa/Lagos");
    const beacon = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/dj-activity") &&
        r.request().method() === "POST" &&
        (r.request().postData() ?? "").includes('"event_view"'),
    );
    await page.goto(`/events/${eventId}?utm_source=flyer`);
    const response = await beacon;
    expect(response.status()).toBe(204);
    expect(JSON.parse(response.request().postData() ?? "{}")).toMatchObject({
      kind: "event_view",
      slug: eventId,
      utmSource: "flyer",
    });
  });

  test("the home page has an upcoming-events row linking to event pages", async ({ page }, testInfo) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Upcoming events" });
    const links = strip.locator('a[href^="/events/"]');
    expect(await links.count()).toBeGreaterThan(2);
    await expect(strip.getByRole("link", { name: /All events/ })).toHaveAttribute("href", "/events");
    await strip.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, "home-events-strip");
  });

  test("a cancelled event keeps its page with a banner; drafts and unknown ids are 404", async ({
    page,
    request,
  }, testInfo) => {
    const cancelled = demoEventId("garage-classics-all-night", 5, "Europe/London");
    await page.goto(`/events/${cancelled}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Garage Classics All Night");
    await expect(page.getByRole("status").filter({ hasText: "This event has been cancelled" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tickets" })).toHaveCount(0);
    expect(await (await request.get(`/events/${cancelled}/calendar.ics`)).text()).toContain("STATUS:CANCELLED");
    await saveScreenshot(page, testInfo, "event-cancelled");
    const draft = demoEventId("secret-warehouse-party", 30, "Europe/Berlin");
    for (const path of [`/events/${draft}`, "/events/no-such-event-2020-01-01", `/events/${draft}/calendar.ics`]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    await page.goto(`/events/${draft}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Page Not Found");
  });
});

test.describe("events (flag off, the default)", () => {
  test.use({ baseURL: defaultServer });

  test("/events, event pages and their calendar files show Feature Unavailable; DJ pages have no gigs", async ({
    page,
    request,
  }) => {
    const eventId = demoEventId("kessel-klub-nacht", 1, "Europe/Berlin");
    for (const path of ["/events", `/events/${eventId}`, `/events/${eventId}/calendar.ics`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(403);
    }
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Feature Unavailable");
    await expect(page.locator("main")).toContainText("Events");
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "All DJs" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Upcoming events" })).toHaveCount(0);
    await page.goto("/dj/felix-aurel");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Upcoming gigs" })).toHaveCount(0);
  });
});
