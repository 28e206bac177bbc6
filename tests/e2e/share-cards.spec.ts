import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { addDays, DEFAULT_EVENT_TIME_ZONE, localDateOf } from "~/core/events/events";
import { DEMO_CITY_TIME_ZONES, DEMO_EVENTS, DEMO_VENUES } from "~server/db/seed/demo-content";
import { contextAs } from "./fixtures/auth";
import { addToLineup } from "./helpers";
import { E2E_SERVERS } from "./servers";

// Share cards and designed artwork (decision 060). The "default" server has DJs, venues, production lines and news
// on; the "flipped" one has events on (tests/e2e/servers.ts), where an admin edits a lineup.

const defaultServer = E2E_SERVERS.default.url;
const flipped = E2E_SERVERS.flipped.url;

/** A demo event's id, counted from the day the servers were seeded (as in events.spec.ts). */
function demoEventId(name: string): string {
  const event = DEMO_EVENTS.find((e) => e.name === name);
  if (!event) throw new Error(`no demo event named ${name}`);
  const timeZone = DEMO_CITY_TIME_ZONES[DEMO_VENUES[event.venue].city] ?? DEFAULT_EVENT_TIME_ZONE;
  const seededAt = new Date(process.env.E2E_SEEDED_AT ?? Date.now());
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return `${slug}-${addDays(localDateOf(seededAt, timeZone), event.days)}`;
}

/** The page's og:image, which twitter:image repeats, as a path on the server. */
async function shareImageOf(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const og = await page.locator('meta[property="og:image"]').getAttribute("content");
  const twitter = await page.locator('meta[name="twitter:image"]').getAttribute("content");
  expect(og, path).toBeTruthy();
  expect(twitter).toBe(og);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
  const url = new URL(og as string);
  return url.pathname;
}

/** Fetches a card and checks it is a 1200×630 PNG or JPEG; its bytes. */
async function fetchCard(request: APIRequestContext, path: string): Promise<Buffer> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toMatch(/^image\/(jpeg|png)$/);
  const bytes = await response.body();
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height], path).toEqual([expect.stringMatching(/^(jpeg|png)$/), 1200, 630]);
  return bytes;
}

test.describe("share cards (default server)", () => {
  test.use({ baseURL: defaultServer });

  test("every public DJ, venue, production-line and news page has its own 1200×630 card; two DJs' differ", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const cards = new Map<string, Buffer>();
    for (const path of ["/dj/ellis-crane", "/dj/nadia-voss", "/venues/basement-47", "/production/golden-hour"]) {
      const card = await shareImageOf(page, path);
      cards.set(path, await fetchCard(page.request, card));
    }
    expect(await shareImageOf(page, "/dj/ellis-crane")).toBe("/og/dj/ellis-crane.jpg");
    expect(cards.get("/dj/ellis-crane")?.equals(cards.get("/dj/nadia-voss") as Buffer)).toBe(false);

    // A news article: the first story on /news.
    await page.goto("/news");
    const story = await page
      .locator('main a[href^="/news/"]:not([href$=".xml"]):not([href$=".json"])')
      .first()
      .getAttribute("href");
    expect(story).toMatch(/^\/news\/[a-z0-9-]+$/);
    await fetchCard(page.request, await shareImageOf(page, story as string));

    // None for a DJ who is not public (unverified), nor for an unknown one.
    expect((await page.request.get("/og/dj/rio-santos.jpg")).status()).toBe(404);
    expect((await page.request.get("/og/dj/nobody-here.jpg")).status()).toBe(404);
    // Events are off on this server: no card either.
    expect((await page.request.get(`/og/event/${demoEventId("Kessel Klub Nacht")}.jpg`)).status()).toBe(404);
  });

  test("a DJ without a photo shows the designed sleeve, not initials; a venue without uploads has no gallery", async ({
    page,
  }) => {
    await page.goto("/dj/ellis-crane");
    const cover = page.locator('main img[src^="/art/dj/ellis-crane.webp"]').first();
    await expect(cover).toBeVisible();
    expect(await cover.getAttribute("src")).toContain("label=Ellis+Crane");
    const response = await page.request.get((await cover.getAttribute("src")) as string, {
      headers: { Accept: "image/avif,image/webp,*/*" },
    });
    expect(response.headers()["content-type"]).toBe("image/avif");
    await page.goto("/venues/basement-47");
    await expect(page.locator('main img[src*="/art/venue/basement-47-"]')).toHaveCount(0);
  });
});

test.describe("share cards (flipped server: events on)", () => {
  test.use({ baseURL: flipped });

  test("an event page has its card; a lineup change gives the event a new flyer and card; drafts have none", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    await fetchCard(page.request, await shareImageOf(page, `/events/${demoEventId("Kessel Klub Nacht")}`));
    expect((await page.request.get(`/og/event/${demoEventId("Secret Warehouse Party")}.jpg`)).status()).toBe(404);

    // An admin makes a night far ahead (no clash with the demo's bookings), with one DJ.
    const name = `Card Night ${randomUUID().slice(0, 6)}`;
    const admin = await contextAs(browser, flipped, "admin");
    try {
      const adminPage = await admin.newPage();
      await adminPage.goto("/admin/events/create");
      await adminPage.getByLabel("Event name").fill(name);
      const day = addDays(localDateOf(new Date(), "Europe/Berlin"), testInfo.project.name === "phone" ? 301 : 300);
      await adminPage.getByLabel("Date").fill(day);
      await adminPage.getByLabel("Starts").fill("23:00");
      await adminPage.getByLabel("Time zone").selectOption("Europe/Berlin");
      await adminPage.getByLabel("Venue name").fill("Card Club");
      await adminPage.getByLabel("Location").fill("Berlin, Germany");
      await addToLineup(adminPage, "Ellis Crane");
      await adminPage.getByRole("button", { name: "Save event" }).click();
      await expect(adminPage).toHaveURL(/\/admin\/events(\?|$)/, { timeout: 30_000 });
      // The list links the new event's page (its id starts with the name's slug).
      const view = adminPage.locator(`a[href^="/events/${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-"]`).first();
      await expect(view).toBeAttached();
      const eventId = ((await view.getAttribute("href")) as string).slice("/events/".length);

      const flyerBefore = await flyerOf(page, eventId);
      expect(flyerBefore).toContain("lineup=Ellis+Crane");
      const cardBefore = await fetchCard(page.request, await shareImageOf(page, `/events/${eventId}`));

      // The lineup changes: a second DJ.
      await adminPage.goto(`/admin/events/${eventId}/edit`);
      await addToLineup(adminPage, "Nadia Voss");
      await adminPage.getByRole("button", { name: "Save event" }).click();
      await expect(adminPage).toHaveURL(/\/admin\/events(\?|$)/, { timeout: 30_000 });

      const flyerAfter = await flyerOf(page, eventId);
      expect(flyerAfter).not.toBe(flyerBefore);
      expect(flyerAfter).toContain("Nadia+Voss");
      const cardAfter = await fetchCard(page.request, await shareImageOf(page, `/events/${eventId}`));
      expect(cardAfter.equals(cardBefore)).toBe(false);
      // The new flyer is served.
      expect((await page.request.get(flyerAfter)).status()).toBe(200);
    } finally {
      await admin.close();
    }
  });
});

/** The generated flyer an event page shows. */
async function flyerOf(page: Page, eventId: string): Promise<string> {
  await page.goto(`/events/${eventId}`);
  const flyer = page.locator('main img[src^="/art/event/"]').first();
  await expect(flyer).toBeAttached();
  return (await flyer.getAttribute("src")) as string;
}
