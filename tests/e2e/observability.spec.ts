import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, expectNoSidewaysScroll, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

// Error reporting and web vitals on the default server, whose SENTRY_DSN points at the local stand-in
// (tests/e2e/fixtures/fake-third-parties.ts).
const server = E2E_SERVERS.default;
const thirdParty = `http://127.0.0.1:${server.thirdPartyPort}`;
test.use({ baseURL: server.url });

test("the global error screen reports the crash to error reporting", async ({ page, request }) => {
  const started = Date.now();
  await page.goto("/about");
  await waitForHydrated(page.getByRole("link", { name: "Terms of Service" }).first());
  // The connection drops: the next page's data cannot be fetched, and the app crashes to its error screen.
  await page.route("**/*.data*", (route) => route.abort("internetdisconnected"));
  await page.getByRole("link", { name: "Terms of Service" }).first().click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("We've been notified about this error.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload Page" })).toBeVisible();
  await expect
    .poll(async () => {
      const all = (await (await request.get(`${thirdParty}/_received?kind=sentry_envelope`)).json()) as {
        at: number;
        data: { body: string };
      }[];
      return all.filter((r) => r.at >= started && r.data.body.includes('"screen":"global-error"')).length;
    })
    .toBeGreaterThan(0);
  // Our server logs it too, and leaves Sentry to the browser that already sent it there (no double report).
  await expect
    .poll(() => serverLogLines(server.name, started - 1000).filter((entry) => entry.msg === "browser crash"))
    .toContainEqual(expect.objectContaining({ screen: "global-error", sentry: "sent by the browser" }));
});

/** The lines a server has logged since `since` (tests/e2e/start-server.sh copies its output to this file). */
function serverLogLines(name: string, since: number): Record<string, unknown>[] {
  const file = `.tmp/e2e-server-${process.env.E2E_PORT_BASE ?? 4310}-${name}.log`;
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => Date.parse(String(entry.t)) >= since);
}

// "We've been notified about this error." is true without any error service: the "flipped" server has no SENTRY_DSN,
// and the browser's crash still reaches its log, with a request id.
test("with no error service configured, a crash in the browser is logged by the server", async ({ page }) => {
  const flipped = E2E_SERVERS.flipped;
  const started = Date.now() - 1000;
  await page.goto(`${flipped.url}/about`);
  await waitForHydrated(page.getByRole("link", { name: "Terms of Service" }).first());
  await page.route("**/*.data*", (route) => route.abort("internetdisconnected"));
  await page.getByRole("link", { name: "Terms of Service" }).first().click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("We've been notified about this error.")).toBeVisible();
  await expect
    .poll(() => serverLogLines(flipped.name, started).filter((entry) => entry.msg === "browser crash"), {
      timeout: 15_000,
    })
    .toContainEqual(
      expect.objectContaining({
        level: "error",
        screen: "global-error",
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        sentry: "not configured",
      }),
    );
});

test("real page loads send their web vitals; /admin/vitals shows the p75 per route", async ({
  page,
  request,
}, testInfo) => {
  // A real page load reports its vitals to our own endpoint, together in one beacon when the page view ends.
  await page.goto("/");
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((e) => e.name.includes("web-vitals-reporter")),
  );
  await page.waitForTimeout(500);
  const vital = page.waitForRequest((r) => r.url().endsWith("/api/vitals") && r.method() === "POST");
  // A client navigation ends the page view (a beacon sent while a page is unloaded is not reported to Playwright).
  await waitForHydrated(page.getByRole("link", { name: "Terms of Service" }).first());
  await page.getByRole("link", { name: "Terms of Service" }).first().click();
  const sent = JSON.parse((await vital).postData() ?? "{}") as { route: string; metrics: Record<string, number> };
  expect(sent.route).toBe("routes/home");
  expect(Object.keys(sent.metrics).length).toBeGreaterThan(0);
  for (const metric of Object.keys(sent.metrics)) expect(["LCP", "INP", "CLS", "FCP", "TTFB"]).toContain(metric);

  // Four loads of one route: the 75th percentile of 100, 200, 300, 400 ms is 325 ms.
  const route = `routes/e2e-${testInfo.project.name}-${Date.now()}`;
  // An address of its own (the server trusts the local proxy header): the whole suite's page loads share
  // 127.0.0.1 and its beacons a minute.
  const n = randomInt(1, 1 << 24);
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  for (const value of [100, 200, 300, 400]) {
    const response = await request.post("/api/vitals", {
      data: { route, metric: "TTFB", value },
      headers: { origin: server.url, "x-forwarded-for": address },
    });
    expect(response.status()).toBe(204);
  }
  // An area's page (/events, /radio, the admin screens) reports under its area route id, which has a colon.
  const areaVital = await request.post("/api/vitals", {
    data: { route: "area:/radio", metric: "TTFB", value: 120 },
    headers: { origin: server.url, "x-forwarded-for": address },
  });
  expect(areaVital.status()).toBe(204);
  await signInAs(page, "admin");
  await page.goto("/admin/vitals");
  await expect(page.getByRole("heading", { name: "Web Vitals", level: 1 })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(route) });
  await expect(row).toContainText("325 ms");
  await expect(row).toContainText("n=4");
  await saveScreenshot(page, testInfo, "admin-vitals");
  await expectNoAxeViolations(page);
  // The table scrolls sideways inside its frame on a phone; the page does not.
  await expectNoSidewaysScroll(page);
});
