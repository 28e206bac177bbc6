import { expect, test } from "@playwright/test";

// A public demo DJ with social links that no other spec edits.
const SLUG = "jonah-vale";

const isBeacon = (kind: string) => (req: { url(): string; method(): string; postData(): string | null }) =>
  req.url().endsWith("/api/dj-activity") &&
  req.method() === "POST" &&
  (req.postData() ?? "").includes(`"kind":"${kind}"`);

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
    const viewResponse = page.waitForResponse((res) => isBeacon("view")(res.request()));
    await page.goto(`/dj/${SLUG}?utm_source=newsletter&utm_medium=email&utm_campaign=autumn`);
    const res = await viewResponse;
    expect(res.status()).toBe(204);
    const body = res.request().postDataJSON();
    expect(body).toMatchObject({
      kind: "view",
      slug: SLUG,
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "autumn",
    });
    expect(typeof body.viewId).toBe("string");
    // Exactly one view per page load.
    await page.waitForTimeout(500);
    const views = await page.evaluate(() =>
      (window as unknown as { __beacons: string[] }).__beacons.filter((b) => b.includes('"kind":"view"')),
    );
    expect(views).toHaveLength(1);
  });

  test("clicking a social link sends a social_click beacon, answered 204", async ({ page, context }) => {
    await page.goto(`/dj/${SLUG}`);
    // The link opens the platform in a new tab; keep the test offline.
    await context.route(/^https:\/\/(?!localhost)/, (route) => route.fulfill({ status: 204, body: "" }));
    const link = page.getByRole("region", { name: "Listen & follow" }).getByRole("link", { name: "SoundCloud" });
    await expect(link).toBeVisible();
    const clickResponse = page.waitForResponse((res) => isBeacon("social_click")(res.request()));
    await link.click();
    const res = await clickResponse;
    expect(res.status()).toBe(204);
    expect(res.request().postDataJSON()).toEqual({ kind: "social_click", slug: SLUG, platform: "soundcloud" });
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
