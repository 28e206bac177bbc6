import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { collectPageErrors, expectNoAxeViolations, expectNoSidewaysScroll, saveScreenshot } from "./helpers";
import { E2E_SERVERS } from "./servers";

// The gig widget (decision 061) on a DJ's own site: a page of another loopback origin, with a strict CSP of its own
// that names our origin in script-src and connect-src only, loads /embed/gigs.js and shows the DJ's upcoming gigs,
// each linking back to its event page here. On the flipped server, where the events area is open.
const ours = E2E_SERVERS.flipped.url;
const DJ = "nadia-voss";

type Gig = { eventId: string; name: string; url: string };

/** A DJ's site: the widget in both themes, one for an unknown DJ, and (for the routed answers below) two more. */
function hostPage(theme: "dark" | "light"): string {
  const other = theme === "dark" ? "light" : "dark";
  const widget = (attributes: string) =>
    `<booth-gigs ${attributes}><a href="${ours}/dj/${DJ}">Gigs on Booth</a></booth-gigs>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Nadia Voss — official site</title>
<script type="module" src="${ours}/embed/gigs.js"></script>
</head><body><main>
<h1>Upcoming gigs</h1>
<section aria-label="Gigs">${widget(`dj="${DJ}" theme="${theme}"`)}</section>
<section aria-label="Other theme">${widget(`dj="${DJ}" theme="${other}" limit="2"`)}</section>
<section aria-label="Unknown DJ">${widget(`dj="nobody-at-all" theme="${theme}"`)}</section>
<section aria-label="No dates">${widget(`dj="routed-empty" theme="${theme}"`)}</section>
<section aria-label="Odd names">${widget(`dj="routed-odd" theme="${theme}"`)}</section>
</main></body></html>`;
}

let host: Server;
let hostUrl = "";
const csp = `default-src 'none'; script-src ${ours}; connect-src ${ours}; base-uri 'none'`;

test.beforeAll(async () => {
  host = createServer((req, res) => {
    const theme = new URL(req.url ?? "/", "http://x").searchParams.get("theme") === "light" ? "light" : "dark";
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": csp });
    res.end(hostPage(theme));
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
});
test.afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
});

/** Answers for two made-up DJs: none at all, and one whose name is markup (it must show as text). */
async function routeMadeUpDjs(page: Page) {
  const answer = (data: unknown[]) => ({
    status: 200,
    headers: { "Access-Control-Allow-Origin": "*", "Content-Type": "application/json" },
    body: JSON.stringify({ data, total: data.length, nextCursor: null }),
  });
  await page.route(`${ours}/api/v1/djs/routed-empty/gigs*`, (route) => route.fulfill(answer([])));
  await page.route(`${ours}/api/v1/djs/routed-odd/gigs*`, (route) =>
    route.fulfill(
      answer([
        {
          eventId: "odd",
          name: '<img src=x onerror="window.__owned=1">Odd & <b>bold</b>',
          status: "cancelled",
          localDate: "2030-03-09",
          localTime: "22:00",
          venue: "<i>Club</i>",
          location: "Lisbon",
          url: "javascript:window.__owned=1",
        },
      ]),
    ),
  );
}

for (const theme of ["dark", "light"] as const) {
  test(`a DJ's site shows their gigs with the widget, ${theme}`, async ({ page, request }, testInfo) => {
    const gigs = (await (await request.get(`${ours}/api/v1/djs/${DJ}/gigs?limit=5`)).json()) as { data: Gig[] };
    expect(gigs.data.length, "the demo DJ has upcoming gigs").toBeGreaterThan(0);
    const errors = collectPageErrors(page);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    await routeMadeUpDjs(page);
    await page.goto(`${hostUrl}?theme=${theme}`);

    const widget = page.getByRole("region", { name: "Gigs" });
    await expect(widget.getByRole("listitem")).toHaveCount(gigs.data.length);
    for (const gig of gigs.data) {
      const link = widget.getByRole("link", { name: new RegExp(gig.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
      await expect(link).toHaveAttribute("href", `${ours}/events/${gig.eventId}`);
    }
    await expect(widget.getByRole("link", { name: "More on Booth" })).toHaveAttribute("href", `${ours}/dj/${DJ}`);
    // The fallback link is replaced (it stays in the light DOM, unslotted).
    await expect(widget.getByRole("link", { name: "Gigs on Booth" })).toBeHidden();
    await expect(page.getByRole("region", { name: "Other theme" }).getByRole("listitem")).toHaveCount(
      Math.min(2, gigs.data.length),
    );
    await expect(page.getByRole("region", { name: "Unknown DJ" })).toContainText("Dates could not be loaded");
    await expect(page.getByRole("region", { name: "No dates" })).toContainText("No upcoming dates");
    const odd = page.getByRole("region", { name: "Odd names" });
    await expect(odd.getByRole("listitem")).toContainText('<img src=x onerror="window.__owned=1">Odd & <b>bold</b>');
    await expect(odd.getByRole("listitem")).toContainText("Sat 9 Mar 2030 · 22:00 · Cancelled");
    await expect(odd.getByRole("listitem")).toContainText("<i>Club</i>, Lisbon");
    // A non-web address gets no href (so the item is no link at all).
    expect(await odd.getByRole("listitem").locator("a").getAttribute("href")).toBeNull();
    expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();

    // Keyboard: the first gig is reached by Tab, with a visible outline.
    await page.keyboard.press("Tab");
    const first = widget.getByRole("link").first();
    await expect(first).toBeFocused();
    expect(await first.evaluate((a) => getComputedStyle(a).outlineStyle)).toBe("solid");
    await page.keyboard.press("Shift+Tab");

    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, `gigs-widget-${theme}`, { fullPage: true });
    await expectNoAxeViolations(page);
    expect(violations).toEqual([]);
    // The unknown DJ's 404 is the one expected console error (the browser reports every failed load).
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
}

test("without JavaScript the widget's place shows the fallback link", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(hostUrl);
    const fallback = page.getByRole("region", { name: "Gigs" }).getByRole("link", { name: "Gigs on Booth" });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute("href", `${ours}/dj/${DJ}`);
  } finally {
    await context.close();
  }
});

test("the script is a module any origin may load, within 6 KB gzip", async ({ request }) => {
  const res = await request.get(`${ours}/embed/gigs.js`, { headers: { "Accept-Encoding": "gzip" } });
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(res.headers()["access-control-allow-origin"]).toBe("*");
  expect(res.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
  expect(res.headers()["content-encoding"]).toBe("gzip");
  const length = res.headers()["content-length"];
  if (length) expect(Number(length)).toBeLessThanOrEqual(6 * 1024);
});
