import { expect, type Page, test } from "@playwright/test";
import { waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

// Web vitals go to /api/vitals in one beacon per page view (the metrics collected, sent together when the view ends:
// the next client navigation, the page left or the tab hidden), and beacons never cause a console error.
test.use({ baseURL: E2E_SERVERS.default.url });

/** Loads `path` and waits until the web-vitals reporter is running (it is fetched once the browser is idle). */
async function loadMeasured(page: Page, path: string) {
  await page.goto(path);
  await waitForHydrated(page.getByRole("link", { name: "Terms of Service" }).first());
  await page.waitForFunction(
    () => performance.getEntriesByType("resource").some((e) => e.name.includes("web-vitals-reporter")),
    undefined,
    { timeout: 30_000 },
  );
  // The first paint's metrics are reported from buffered entries, right after the reporter starts.
  await page.waitForTimeout(500);
}

/**
 * Every beacon the page hands to the browser, kept in sessionStorage: a beacon sent while a page is left (pagehide)
 * does reach the server but is not reported to Playwright as a request of the page, so the sends are counted here.
 */
const COUNT_BEACONS = () => {
  const log = (url: string, body: unknown) => {
    if (!String(url).includes("/api/vitals")) return;
    const sent = JSON.parse(sessionStorage.getItem("e2e-vitals") ?? "[]") as unknown[];
    sent.push(typeof body === "string" ? body : "");
    sessionStorage.setItem("e2e-vitals", JSON.stringify(sent));
  };
  const beacon = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, body) => {
    log(String(url), body);
    return beacon(url, body);
  };
  const fetchFn = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (init?.method === "POST") log(String(input), init.body);
    return fetchFn(input, init);
  };
};

async function sentBeacons(page: Page): Promise<{ route: string; metrics: Record<string, number> }[]> {
  const raw = await page.evaluate(() => sessionStorage.getItem("e2e-vitals") ?? "[]");
  return (JSON.parse(raw) as string[]).map((body) => JSON.parse(body));
}

test("navigating several pages sends at most one web-vitals beacon per page view and no console errors", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(COUNT_BEACONS);
  const answers: number[] = [];
  const errors: string[] = [];
  page.on("response", (r) => {
    if (r.url().endsWith("/api/vitals")) answers.push(r.status());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });

  // View 1 (a full load of /about), ended by a client navigation: its one beacon goes then.
  await loadMeasured(page, "/about");
  expect(await sentBeacons(page)).toHaveLength(0);
  await page.getByRole("link", { name: "Terms of Service" }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(async () => (await sentBeacons(page)).length).toBe(1);
  const [first] = await sentBeacons(page);
  expect(first.route).toBe("routes/about");
  expect(Object.keys(first.metrics)).toEqual(expect.arrayContaining(["TTFB", "FCP"]));
  for (const metric of Object.keys(first.metrics)) expect(["LCP", "INP", "CLS", "FCP", "TTFB"]).toContain(metric);
  await expect.poll(() => answers).toEqual([204]);

  // Views 2 and 3: client navigations (nothing the library measures), so no beacon of their own.
  await waitForHydrated(page.getByRole("link", { name: "Privacy Policy" }).first());
  await page.getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.waitForTimeout(500);
  expect(await sentBeacons(page)).toHaveLength(1);

  // View 4: a full load of /support, ended by leaving the page (pagehide) for view 5.
  await loadMeasured(page, "/support");
  expect(await sentBeacons(page)).toHaveLength(1);
  await page.goto("/terms");
  await expect.poll(async () => (await sentBeacons(page)).length).toBe(2);
  expect((await sentBeacons(page))[1].route).toBe("routes/support");
  // View 5 is still open: nothing sent for it yet, however long it stays.
  await page.waitForTimeout(1000);

  // Five page views, two beacons; not one console error on any page.
  expect(await sentBeacons(page)).toHaveLength(2);
  expect(errors).toEqual([]);
});
