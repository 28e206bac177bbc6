import { expect, type Page, test } from "@playwright/test";
import { contextAs, signInAs } from "./fixtures/auth";
import { demoEventIdOf } from "./fixtures/demo-gigs";
import { expectNoAxeViolations, expectNoSidewaysScroll, isPhone, saveScreenshot } from "./helpers";
import { E2E_SERVERS } from "./servers";

// Tracklists from the DJ's own software. The demo mate manages Amara Obi, whose past gigs are on the demo lineups;
// phone and desktop import onto three gigs each, so the two projects never edit the same tracklist. The "default"
// server (login on) keeps the events area closed, so the imported sets are checked on the DJ page there; the event
// page's sets are checked on the "flipped" server (events on), on the demo tracklists the seed publishes.
const defaultServer = E2E_SERVERS.default.url;
const flipped = E2E_SERVERS.flipped.url;
const FIXTURES = "tests/fixtures/tracklists";

const IMPORTS = [
  { file: "rekordbox-playlist-utf16le.txt", tracks: 5, first: "Rej" },
  { file: "serato-history.csv", tracks: 5, first: "Hypercolour" },
  { file: "traktor-history.nml", tracks: 4, first: "Spastik" },
];

async function importFile(page: Page, file: string) {
  await page.getByLabel("History file").setInputFiles(`${FIXTURES}/${file}`);
  await page.getByRole("button", { name: "Import", exact: true }).click();
}

test.describe("tracklists", () => {
  test("a DJ manager imports a UTF-16LE rekordbox .txt, a Serato CSV and a Traktor NML onto three past gigs, marks an ID, publishes; the DJ page shows them; a malformed file is refused with its line", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const gigs = isPhone(testInfo)
      ? ["Amsterdam Dance Warmup", "Block Party Rooftop", "Trance Nation Revival Vol. 4"]
      : ["Marlow Garage Night", "Casa Verde Day Party", "Bunker Sessions"];
    await signInAs(page, "mate", defaultServer);
    for (const [i, gig] of gigs.entries()) {
      const { file, tracks, first } = IMPORTS[i];
      await page.goto(`${defaultServer}/mate/events/${demoEventIdOf(gig)}/tracklist`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(gig);
      await importFile(page, file);
      await expect(page.getByRole("status").filter({ hasText: `Imported ${tracks} tracks` })).toBeVisible();
      await expect(page.getByTestId("tracklist-state")).toHaveText("Draft · not public yet");
      const rows = page.getByTestId("tracklist-row");
      await expect(rows).toHaveCount(tracks);
      await expect(page.getByRole("textbox", { name: "Title of track 1" })).toHaveValue(first);
      // The preview: time after the set's start (where the format has clock times), BPM and key.
      if (file === "serato-history.csv") await expect(rows.nth(1)).toContainText("6:20 · 118 BPM");
      if (i === 0) {
        // Reorder: track 2 moves up, and the edits of the other rows travel with it.
        const second = await page.getByRole("textbox", { name: "Title of track 2" }).inputValue();
        await page.getByRole("button", { name: "Move track 2 up" }).click();
        await expect(page.getByRole("textbox", { name: "Title of track 1" })).toHaveValue(second);
        await expect(page.getByRole("textbox", { name: "Title of track 2" })).toHaveValue(first);
        await expectNoAxeViolations(page);
        await expectNoSidewaysScroll(page);
        await saveScreenshot(page, testInfo, "tracklist-editor", { fullPage: true });
      }
      // Track 3 is an unreleased promo: marked ID, it shows as "ID – ID" to the public.
      await page.getByRole("checkbox", { name: "Unreleased (shown as ID – ID), track 3" }).check();
      await page.getByRole("button", { name: "Publish tracklist" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();
      await expect(page.getByTestId("tracklist-state")).toHaveText("Published");
      await expect(page.getByRole("checkbox", { name: "Unreleased (shown as ID – ID), track 3" })).toBeChecked();
    }

    // A malformed file: refused with its line; the published tracklist is untouched.
    await importFile(page, "serato-history-bad-time.csv");
    await expect(page.getByRole("alert")).toContainText('Line 4: "25:61:00 PM" is not a time like 10:04:05 PM.');
    await expect(page.getByTestId("tracklist-state")).toHaveText("Published");
    await expect(page.getByTestId("tracklist-row")).toHaveCount(IMPORTS[2].tracks);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "tracklist-refused");

    // "Your sets" on the mate dashboard: each of this project's three, published.
    await page.goto(`${defaultServer}/mate/dashboard`);
    const yourSets = page.getByTestId("your-sets");
    for (const gig of gigs) {
      await expect(yourSets.getByRole("listitem").filter({ hasText: gig })).toContainText("Published");
    }
    await expect(yourSets.getByRole("listitem").filter({ hasText: gigs[1] })).toContainText("5 tracks · 118–135 BPM");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "your-sets", { fullPage: true });

    // The DJ page, as a guest (the page cache was dropped on publish): each of this project's three sets.
    const guest = await page.context().browser()?.newContext({ baseURL: defaultServer });
    const visitor = await guest?.newPage();
    if (!visitor) throw new Error("no guest page");
    await visitor.goto("/dj/amara-obi");
    const sets = visitor.getByTestId("dj-tracklists");
    for (const gig of gigs) await expect(sets.getByText(gig, { exact: true })).toBeVisible();
    await expect(sets.getByRole("listitem").filter({ hasText: "ID – ID" }).first()).toBeVisible();
    await expectNoAxeViolations(visitor);
    await saveScreenshot(visitor, testInfo, "dj-tracklists", { fullPage: true });

    // Who played this? A title on the DJ page leads to /tracks, which names this project's gig.
    const serato = sets.locator("details", { hasText: gigs[1] });
    await serato.getByText(gigs[1], { exact: true }).click();
    await serato.getByRole("link", { name: "Hypercolour" }).click();
    await expect(visitor).toHaveURL(/\/tracks\?q=Hypercolour$/);
    const found = visitor.getByTestId("played-track").filter({ hasText: "Cassius – Hypercolour" });
    await expect(found).toHaveCount(1);
    await expect(found.getByRole("listitem").filter({ hasText: `Played by Amara Obi at ${gigs[1]},` })).toHaveCount(1);
    // /search offers the same, beside its five result types.
    await visitor.goto("/search?q=Hypercolour");
    await visitor.getByRole("link", { name: "Search tracklists for “Hypercolour”" }).click();
    await expect(visitor).toHaveURL(/\/tracks\?q=Hypercolour$/);
    await expect(visitor.getByTestId("played-track").filter({ hasText: "Cassius – Hypercolour" })).toHaveCount(1);
    // Words nobody played say so.
    await visitor.goto("/tracks?q=no+such+track+anywhere");
    await expect(visitor.getByRole("status")).toHaveText("No published tracklist has “no such track anywhere” yet.");
    await expectNoAxeViolations(visitor);
    await saveScreenshot(visitor, testInfo, "tracks-search");
    await guest?.close();
  });

  test("a venue's staff import a set onto a past event at their venue and publish it; the admin's screen is the same one, and the event page shows the set", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Basement Disco Edits (Basement 47, the demo venue account's) has Marcus Reyes and Mila Hart on its lineup: each
    // project imports for one of them, so the two never edit the same tracklist.
    const gig = "Basement Disco Edits";
    const eventId = demoEventIdOf(gig);
    const [dj, slug] = isPhone(testInfo) ? ["Mila Hart", "mila-hart"] : ["Marcus Reyes", "marcus-reyes"];
    const pickDj = async (on: Page) => {
      await on.getByRole("navigation", { name: "DJ" }).getByRole("link", { name: dj }).click();
      await expect(on.getByRole("heading", { name: `Import ${dj}'s set` })).toBeVisible();
    };

    // The venue's events list links a past event's tracklist screen (the default server: login on, events closed).
    await signInAs(page, "venue", defaultServer);
    await page.goto(`${defaultServer}/venue/manage/basement-47/events`);
    const card = page.getByTestId("managed-event").filter({ has: page.getByRole("heading", { name: gig }) });
    await card.getByRole("link", { name: `Tracklist of ${gig}` }).click();
    await expect(page).toHaveURL(`${defaultServer}/venue/manage/basement-47/events/${eventId}/tracklist`);
    await pickDj(page);
    await importFile(page, "serato-history.csv");
    await expect(page.getByRole("status").filter({ hasText: "Imported 5 tracks" })).toBeVisible();
    await page.getByRole("button", { name: "Publish tracklist" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();
    await expect(page.getByTestId("tracklist-state")).toHaveText("Published");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, "venue-tracklist", { fullPage: true });
    // Published: the DJ's page shows the set under the gig's name.
    const guest = await browser.newContext({ baseURL: defaultServer });
    const visitor = await guest.newPage();
    await visitor.goto(`/dj/${slug}`);
    await expect(visitor.getByTestId("dj-tracklists").getByText(gig, { exact: true })).toBeVisible();
    await guest.close();

    // The event page is on the "flipped" server (events on, login off): there an admin imports through the admin
    // event screen — the same screen and action — and a visitor sees the set on the event page.
    const admin = await contextAs(browser, flipped, "admin");
    const adminPage = await admin.newPage();
    await adminPage.goto(`/admin/events/${eventId}/edit`);
    await adminPage.getByRole("link", { name: "Tracklist of this night" }).click();
    await expect(adminPage).toHaveURL(`${flipped}/admin/events/${eventId}/tracklist`);
    await pickDj(adminPage);
    await importFile(adminPage, "traktor-history.nml");
    await expect(adminPage.getByRole("status").filter({ hasText: "Imported 4 tracks" })).toBeVisible();
    await adminPage.getByRole("button", { name: "Publish tracklist" }).click();
    await expect(adminPage.getByTestId("tracklist-state")).toHaveText("Published");
    await admin.close();
    const fan = await browser.newContext({ baseURL: flipped });
    const eventPage = await fan.newPage();
    await eventPage.goto(`/events/${eventId}`);
    const list = eventPage.getByTestId("event-tracklists").getByRole("list", { name: `${dj}'s tracklist` });
    await expect(list.getByRole("listitem")).toHaveCount(4);
    await expect(list.getByRole("listitem").first()).toContainText("Spastik");
    await fan.close();
  });

  test("the event page shows each DJ's published tracklist with MusicPlaylist JSON-LD", async ({ page }, testInfo) => {
    // The seed publishes a set on three past gigs (DEMO_TRACKLIST_GIGS in server/db/seed/demo-tracklists.server.ts):
    // Ruben Asante's opens Amsterdam Dance Warmup, its fifth track an unreleased ID.
    await page.goto(`${flipped}/events/${demoEventIdOf("Amsterdam Dance Warmup")}`);
    const section = page.getByTestId("event-tracklists");
    await expect(section.getByRole("link", { name: "Ruben Asante" })).toBeVisible();
    const list = section.getByRole("list", { name: "Ruben Asante's tracklist" });
    await expect(list.getByRole("listitem")).toHaveCount(9);
    await expect(list.getByRole("listitem").nth(4)).toContainText("ID – ID");
    const playlists = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .filter((ld) => ld["@type"] === "MusicPlaylist");
    expect(playlists).toHaveLength(1);
    expect(playlists[0]).toMatchObject({
      name: "Ruben Asante at Amsterdam Dance Warmup",
      numTracks: 8,
      track: expect.arrayContaining([
        {
          "@type": "MusicRecording",
          position: 1,
          name: "Rej",
          byArtist: { "@type": "MusicGroup", name: "Âme" },
        },
      ]),
    });
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, "event-tracklists", { fullPage: true });
  });
});
