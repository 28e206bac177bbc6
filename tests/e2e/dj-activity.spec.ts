import { expect, type Page, type Response, test } from "@playwright/test";

// A public demo DJ with social links that no other spec edits.
const SLUG = "jonah-vale";

const isBeaconResponse = (res: Response) => res.url().endsWith("/api/dj-activity") && res.request().method() === "POST";

/** The bodies the page handed to navigator.sendBeacon, parsed (Playwright does not reliably expose them). */
async function sentBeacons(page: Page, kind: string): Promise<Record<string, unknown>[]> {
  const bodies = await page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons);
  return bodies.map((b) => JSON.parse(b) as Record<string, unknown>).filter((b) => b.kind === kind);
}

test.describe("DJ activity beacons", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    // Four checkouts' suites share two cores: give each step room.
    testInfo.setTimeout(90_000);
    // Playwright cannot see navigator.sendBeacon's response (nor, in Chromium, its body), so the page's
    // beacons are sent with an equivalent keepalive fetch here: same URL, same Blob body and content type.
    // The page code itself is unchanged; window.__beacons also proves it called sendBeacon.
    await page.addInitScript(() => {
      const w = window as unknown as { __beacons: string[] };
      w.__beacons = [];
      navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
        if (data instanceof Blob) void data.text().then((text) => w.__beacons.push(text));
        void fetch(url, { method: "POST", body: data ?? null, keepalive: true, credentials: "same-origin" });
        return true;
      };
    });
  });

  test("visiting a DJ page sends one view beacon with the UTM fields, answered 204", async ({ page }) => {
    const viewResponse = page.waitForResponse(isBeaconResponse);
    await page.goto(`/dj/${SLUG}?utm_source=newsletter&utm_medium=email&utm_campaign=autumn`);
    expect((await viewResponse).status()).toBe(204);
    await expect.poll(() => sentBeacons(page, "view")).toHaveLength(1);
    const [view] = await sentBeacons(page, "view");
    expect(view).toMatchObject({
      slug: SLUG,
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "autumn",
    });
    expect(typeof view.viewId).toBe("string");
    // Exactly one view per page load.
    await page.waitForTimeout(500);
    expect(await sentBeacons(page, "view")).toHaveLength(1);
  });

  test("clicking a social link sends a social_click beacon, answered 204", async ({ page, context }) => {
    // The view beacon of the page load first, so the next response is the click's.
    const viewResponse = page.waitForResponse(isBeaconResponse);
    await page.goto(`/dj/${SLUG}`);
    await viewResponse;
    // The link opens the platform in a new tab; keep the test offline.
    await context.route(/^https:\/\/(?!localhost)/, (route) => route.fulfill({ status: 204, body: "" }));
    const link = page.getByRole("region", { name: "Listen & follow" }).getByRole("link", { name: "SoundCloud" });
    await expect(link).toBeVisible();
    const clickResponse = page.waitForResponse(isBeaconResponse);
    await link.click();
    expect((await clickResponse).status()).toBe(204);
    await expect
      .poll(() => sentBeacons(page, "social_click"))
      .toEqual([{ kind: "social_click", slug: SLUG, platform: "soundcloud" }]);
  });

  test("the endpoint refuses an invalid slug with the spec's message", async ({ request, baseURL }) => {
    const res = await request.post("/api/dj-activity", {
      data: { kind: "view", slug: "" },
      headers: { origin: baseURL ?? "" },
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({ error: "Invalid DJ slug provided" });
  });
});
