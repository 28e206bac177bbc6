import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, linkHrefs, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

// News on the default server (news on), and on the flipped server (news page off).
const baseURL = E2E_SERVERS.default.url;
test.use({ baseURL });
test.describe.configure({ timeout: 180_000 });

/** A demo article with a heading, a list, a quote, a SoundCloud player and tagged DJs (server/db/seed/demo-content.ts). */
const RICH = "the-closing-set-why-the-last-hour-matters-most";

/** "2026-11-26T18:30:05" in Europe/London (the site's zone, what the editor's date field means). */
function londonLocal(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}:${get("second")}`;
}

test("readers get /news with a lead story, categories and an article with its player, tags, JSON-LD and feeds", async ({
  page,
  request,
}, testInfo) => {
  await page.goto("/news");
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(page.getByText("Latest", { exact: true })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "News categories" });
  await expect(tabs.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/news/rss.xml",
  );
  await saveScreenshot(page, testInfo, "news");
  await saveScreenshot(page, testInfo, "news-full", { fullPage: true });
  await expectNoAxeViolations(page);

  await tabs.getByRole("link", { name: "Interviews" }).click();
  await expect(page).toHaveURL(/\/news\?category=interviews$/);
  await expect(page.getByRole("heading", { level: 1, name: "Interviews" })).toBeVisible();

  await page.goto(`/news/${RICH}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Closing Set: Why the Last Hour Matters Most");
  const body = page.getByTestId("news-article-body");
  await expect(body.getByRole("heading", { level: 2, name: "Reading a thinning room" })).toBeVisible();
  await expect(body.getByRole("listitem")).toHaveCount(3);
  await expect(body.getByTestId("news-embed")).toHaveAttribute("data-provider", "soundcloud");
  await expect(
    page.getByRole("region", { name: "In this story" }).getByRole("link", { name: /Nadia Voss/ }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Read next" }).getByRole("listitem")).toHaveCount(3);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(ld).toMatchObject({ "@type": "NewsArticle", headline: "The Closing Set: Why the Last Hour Matters Most" });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await saveScreenshot(page, testInfo, "news-article");
  await saveScreenshot(page, testInfo, "news-article-full", { fullPage: true });
  await expectNoAxeViolations(page);

  const rss = await request.get("/news/rss.xml");
  expect(rss.headers()["content-type"]).toContain("application/rss+xml");
  expect(await rss.text()).toContain(`/news/${RICH}`);
  const json = await (await request.get("/news/feed.json?category=scene")).json();
  expect(json.items.some((i: { url: string }) => i.url.endsWith(`/news/${RICH}`))).toBe(true);
  expect((await request.get("/news/rss.xml?category=no-such-category")).status()).toBe(404);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/news/${RICH}`);
});

async function editorType(page: Page, text: string) {
  await page.keyboard.type(text);
}

test("an admin writes a draft, schedules it, and it appears on /news, the home page and in search at its time; its XSS is inert", async ({
  page,
  browser,
}, testInfo) => {
  const tag = randomUUID().replace(/-/g, "").slice(0, 8);
  const title = `Warehouse Report ${tag}`;
  const slug = `warehouse-report-${tag}`;
  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();

  // A guest cannot reach the editor.
  const refused = await guest.request.get("/admin/news/create", { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  expect(refused.headers().location ?? "").not.toContain("/admin/news");

  await signInAs(page, "admin", baseURL);
  await page.goto("/admin/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  await saveScreenshot(page, testInfo, "admin-news");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Write article" }).click();
  await expect(page).toHaveURL(/\/admin\/news\/create$/);
  const editor = page.getByRole("textbox", { name: "Article content" });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await waitForHydrated(page.locator("form[method=post]"));
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt", { exact: true }).fill(`A night in the arches, report ${tag}.`);
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Scene" });
  await page.getByLabel("DJ slugs", { exact: true }).fill("nadia-voss");

  // Heading, paragraph with a link, a list and a SoundCloud player, through the editor's toolbar.
  await editor.click();
  await page.getByRole("button", { name: "Heading", exact: true }).click();
  await editorType(page, "Doors at ten");
  await page.keyboard.press("Enter");
  await editorType(page, "Tickets");
  await expect(editor).toContainText("Tickets");
  await page.keyboard.press("Shift+Home");
  await page.getByRole("button", { name: "Link", exact: true }).click();
  await page.getByLabel("Link address").fill("https://tickets.example.com/warehouse");
  await page.getByRole("button", { name: "Apply link" }).click();
  // The editor takes the focus back (with "Tickets" still selected) a frame later: keys pressed before that would be
  // lost, and Enter would then replace the selection — a person is never that quick, a loaded test runner is.
  await expect(editor.locator('a[href="https://tickets.example.com/warehouse"]')).toHaveText("Tickets");
  await expect(editor).toBeFocused();
  // Tiptap's focus() restores the editor's own selection in an animation frame: let it run, then collapse the
  // selection to the end of the line and see it collapsed before Enter (which would otherwise replace "Tickets").
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // The selection is read two frames after End, so that a restore still queued on a loaded runner has run by then.
  await expect
    .poll(async () => {
      await page.keyboard.press("End");
      return page.evaluate(
        () =>
          new Promise<boolean>((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => done(window.getSelection()?.isCollapsed ?? false))),
          ),
      );
    })
    .toBe(true);
  await page.keyboard.press("Enter");
  await expect(editor.locator('a[href="https://tickets.example.com/warehouse"]')).toHaveText("Tickets");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await editorType(page, "Bring cash");
  await page.keyboard.press("Enter");
  await editorType(page, "No phones on the floor");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Embed a player" }).click();
  await page.getByLabel("Player link").fill("https://soundcloud.com/nadia-voss/warehouse-closing");
  await page.getByRole("button", { name: "Insert player" }).click();
  await expect(editor.locator("figure[data-embed-url]")).toHaveCount(1);
  await saveScreenshot(page, testInfo, "admin-news-editor");

  // What a hostile author might paste: the server's sanitiser must make it inert.
  await page.locator('input[type=hidden][name="content"]').evaluate((input: HTMLInputElement) => {
    input.value += `<p><img src="/nope.png" onerror="window.__xss=1">x</p><script>window.__xss=2</script><p><a href="javascript:window.__xss=3">bad link</a></p><iframe src="https://evil.example/"></iframe>`;
  });
  // First as a draft: nobody but admins sees it.
  await page.getByLabel("Published").uncheck();
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page).toHaveURL(/\/admin\/news\?saved=/);
  const row = page.getByTestId(`admin-news-${slug}`);
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  expect((await guest.request.get(`/news/${slug}`)).status()).toBe(404);

  // Then published, dated a few seconds ahead: scheduled.
  await row.getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByRole("textbox", { name: "Article content" })).toBeVisible({ timeout: 20_000 });
  await waitForHydrated(page.locator("form[method=post]"));
  const at = new Date(Date.now() + 20_000);
  await page.getByLabel("Publish date").fill(londonLocal(at));
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/news\?saved=/);
  await expect(page.getByTestId(`admin-news-${slug}`).getByText("Scheduled", { exact: true })).toBeVisible();

  // Before its time: 404 for guests, not on /news; the admin sees a preview.
  expect((await guest.request.get(`/news/${slug}`)).status()).toBe(404);
  await guest.goto("/news");
  await expect(guest.getByText(title)).toHaveCount(0);
  await page.goto(`/news/${slug}`);
  await expect(page.getByTestId("news-preview-banner")).toContainText("Scheduled");

  // At its time, with no write: /news, the home page and search show it.
  await expect
    .poll(
      async () => {
        await guest.goto("/news");
        return guest.getByRole("link", { name: title }).count();
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 1000);
  await guest.goto("/");
  await expect(
    guest.getByRole("region", { name: "Latest news" }).getByRole("link", { name: new RegExp(title) }),
  ).toBeVisible();
  await guest.goto(`/search?q=${tag}`);
  await expect(guest.locator(`a[href="/news/${slug}"]`).first()).toBeVisible();

  // The article as readers get it: heading, link, list, player; the pasted script, handler and URL do nothing.
  await guest.goto(`/news/${slug}`);
  const body = guest.getByTestId("news-article-body");
  await expect(body.getByRole("heading", { level: 2, name: "Doors at ten" })).toBeVisible();
  await expect(body.getByRole("link", { name: "Tickets" })).toHaveAttribute("rel", "noopener nofollow ugc");
  await expect(body.getByRole("listitem")).toHaveText(["Bring cash", "No phones on the floor"]);
  await expect(body.getByTestId("news-embed")).toHaveAttribute("data-provider", "soundcloud");
  await expect(
    guest.getByRole("region", { name: "In this story" }).getByRole("link", { name: /Nadia Voss/ }),
  ).toBeVisible();
  const html = await body.innerHTML();
  expect(html).not.toMatch(/onerror|<script|javascript:|iframe|evil\.example/);
  await expect(body.getByText("bad link")).toBeVisible();
  expect(await body.getByText("bad link").getAttribute("href")).toBeNull();
  await guest.waitForTimeout(500);
  expect(await guest.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await guestContext.close();

  // Soft delete with the confirm dialog, then restore.
  await page.goto("/admin/news");
  const listed = page.getByTestId(`admin-news-${slug}`);
  await waitForHydrated(listed.getByRole("button", { name: /Delete/ }));
  await listed.getByRole("button", { name: /Delete/ }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(listed.getByText("Deleted", { exact: true })).toBeVisible();
  const anon = await browser.newContext({ baseURL });
  expect((await anon.request.get(`/news/${slug}`)).status()).toBe(404);
  await listed.getByRole("button", { name: /Restore/ }).click();
  await expect(listed.getByText("Published", { exact: true })).toBeVisible();
  expect((await anon.request.get(`/news/${slug}`)).status()).toBe(200);
  await anon.close();
});

test("the editor refuses a taken slug with a message and keeps what was written", async ({ page }) => {
  await signInAs(page, "admin", baseURL);
  await page.goto("/admin/news/create");
  await expect(page.getByRole("textbox", { name: "Article content" })).toBeVisible({ timeout: 20_000 });
  await waitForHydrated(page.locator("form[method=post]"));
  await page.getByLabel("Title", { exact: true }).fill("A second closing set story");
  await page.getByLabel("Slug", { exact: true }).fill(RICH);
  // Published (the default) without text is refused first, next to the editor.
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(
    page.getByText("Write the article before publishing it, or untick Published to save a draft"),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Article content" }).fill("The second closing set, told by the crowd.");
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page.getByText("Another article already uses this address. Choose a different slug.")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("A second closing set story");
});

test.describe("with the news page off (flipped server)", () => {
  test.use({ baseURL: E2E_SERVERS.flipped.url });
  test("/news, an article and the feed are 404 and no link points there", async ({ page, request }) => {
    for (const path of ["/news", `/news/${RICH}`, "/news/rss.xml"]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    await page.goto("/");
    const hrefs = linkHrefs(await page.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href"))));
    expect(hrefs.filter((h) => h.startsWith("/news"))).toEqual([]);
  });
});
