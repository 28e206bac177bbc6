import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { collectPageErrors, expectNoAxeViolations, saveScreenshot } from "./helpers";
import { E2E_SERVERS } from "./servers";

// The public API (decision 061) on the default server: its answers revalidate with ETags, another origin reads it from
// a browser, and /developers draws its reference under the site's own CSP.
const baseURL = E2E_SERVERS.default.url;
test.use({ baseURL });

test("an ETag round trip gives 304, and another origin reads the API from a browser", async ({ page, request }) => {
  const first = await request.get("/api/v1/djs?limit=3");
  expect(first.status()).toBe(200);
  expect(first.headers()["access-control-allow-origin"]).toBe("*");
  expect(first.headers()["set-cookie"]).toBeUndefined();
  const etag = first.headers().etag;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const body = (await first.json()) as { data: { slug: string }[]; nextCursor: string | null };
  expect(body.data).toHaveLength(3);
  const again = await request.get("/api/v1/djs?limit=3", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(again.headers().etag).toBe(etag);
  expect(again.headers()["ratelimit-limit"]).toBeTruthy();

  const next = await request.get(`/api/v1/djs?limit=3&cursor=${body.nextCursor}`);
  expect(((await next.json()) as { data: { slug: string }[] }).data[0].slug).not.toBe(body.data[0].slug);
  const refused = await request.get("/api/v1/djs?limit=0");
  expect(refused.status()).toBe(400);
  expect(refused.headers()["content-type"]).toBe("application/problem+json");

  // A page served from another loopback origin (a server of the test's own, no CSP of ours): the browser checks CORS,
  // and the If-None-Match makes it preflight. A real server, since Chromium refuses a page of unknown address
  // (a routed one) the requests to a local address.
  const elsewhere = createServer((_req, res) =>
    res
      .writeHead(200, { "Content-Type": "text/html" })
      .end("<!doctype html><title>Elsewhere</title><p>A DJ's site</p>"),
  );
  await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
  await page.goto(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`);
  const seen = await page.evaluate(
    async ({ url, tag }) => {
      const plain = await fetch(url);
      const conditional = await fetch(url, { headers: { "If-None-Match": tag }, cache: "no-store" });
      return { status: plain.status, count: (await plain.json()).data.length, conditional: conditional.status };
    },
    { url: `${baseURL}/api/v1/djs?limit=3`, tag: etag },
  );
  elsewhere.close();
  expect(seen).toEqual({ status: 200, count: 3, conditional: 304 });
});

test("/developers gives curl examples and draws the API reference under the CSP", async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/developers");
  await expect(page.getByRole("heading", { level: 1, name: "Public API", exact: true })).toBeVisible();
  await expect(page.getByText(`curl '${baseURL}/api/v1/events?city=`)).toBeVisible();
  const snippet = page.getByRole("region", { name: "Gig widget snippet" });
  await expect(snippet).toContainText(`<script type="module" src="${baseURL}/embed/gigs.js"></script>`);
  await page.getByRole("heading", { name: "Widget" }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, "developers-widget");
  const reference = page.getByTestId("api-reference");
  await expect(reference.getByText("Booth public API").first()).toBeVisible({ timeout: 30_000 });
  // The document's own words (Scalar draws the operations as they scroll into view, its sidebar not on phones).
  await expect(reference.getByText(/Read-only JSON of the public DJs/)).toBeVisible();
  await expect(
    reference.getByRole("heading", { name: "Public DJs" }).or(reference.getByText("OpenAPI 3.1.0")),
  ).not.toHaveCount(0);
  await saveScreenshot(page, testInfo, "developers");
  await reference.getByText(/Read-only JSON of the public DJs/).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, "developers-reference");
  await expectNoAxeViolations(page);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

// oEmbed on the flipped server, where the events area is open: discovery on the pages, the answer, and the embed
// view framed by a page of another loopback origin.
test.describe("oEmbed", () => {
  const flipped = E2E_SERVERS.flipped.url;
  test.use({ baseURL: flipped });

  test("DJ and event pages are discovered, answered and framed by another origin", async ({ page, request }) => {
    const first = (await (await request.get("/api/v1/events?limit=1")).json()) as { data: { eventId: string }[] };
    const eventId = first.data[0].eventId;
    const embeds: string[] = [];
    for (const [path, embed] of [
      ["/dj/nadia-voss", "/embed/dj/nadia-voss"],
      [`/events/${eventId}`, `/embed/events/${eventId}`],
    ]) {
      await page.goto(path);
      const href = await page
        .locator('head link[rel="alternate"][type="application/json+oembed"]')
        .getAttribute("href");
      expect(href, path).toContain(`/oembed?url=${encodeURIComponent(`${flipped}${path}`)}`);
      const answer = await request.get(href as string);
      expect(answer.status()).toBe(200);
      const body = (await answer.json()) as { type: string; html: string; width: number; thumbnail_url?: string };
      expect(body).toMatchObject({ type: "rich", width: 400 });
      expect(body.html).toContain(`src="${flipped}${embed}"`);
      embeds.push(body.html);
    }
    const elsewhere = createServer((_req, res) =>
      res
        .writeHead(200, { "Content-Type": "text/html" })
        .end(`<!doctype html><title>Elsewhere</title><h1>My gigs</h1>${embeds.join("")}`),
    );
    await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
    try {
      await page.goto(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`);
      await expect(page.frameLocator("iframe").first().getByRole("heading", { name: "Nadia Voss" })).toBeVisible();
      await expect(page.frameLocator("iframe").nth(1).getByRole("link", { name: "The event on Booth" })).toBeVisible();
    } finally {
      elsewhere.close();
    }
  });
});
