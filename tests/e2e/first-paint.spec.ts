import { expect, type Page, test } from "@playwright/test";

// What a page fetches after its first frame (decision 015): the web fonts and the hydration code. /login has no
// images, so nothing but the first-paint script's hold keeps the load event from firing before the code.

/** Records, at DOMContentLoaded and at load, what the page had then. */
async function recordMilestones(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    document.addEventListener("DOMContentLoaded", () => {
      w.__fontsMediaAtParsed = document.getElementById("booth-fonts")?.getAttribute("media");
    });
    window.addEventListener("load", () => {
      w.__codeRanBeforeLoad = "__reactRouterRouteModules" in window;
    });
  });
}

async function milestones(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    const started = (pattern: RegExp) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => pattern.test(entry.name))
        .map((entry) => entry.startTime);
    return {
      fcp,
      codeStarts: started(/\/assets\/entry\.client-[^/]*\.js$/),
      fontStarts: started(/-latin-wght-normal-[^/]*\.woff2$/),
      fontsMediaAtParsed: w.__fontsMediaAtParsed,
      fontsMedia: document.getElementById("booth-fonts")?.getAttribute("media"),
      codeRanBeforeLoad: w.__codeRanBeforeLoad,
      iframes: document.querySelectorAll("iframe").length,
    };
  });
}

test.describe("what waits for the first paint", () => {
  test("first visit: code and web fonts are fetched after the first contentful paint; load still waits for the code", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await recordMilestones(page);
    await page.goto("/login");
    await expect.poll(async () => (await milestones(page)).fontsMedia).toBe("all");
    const seen = await milestones(page);
    expect(seen.fcp).toBeGreaterThan(0);
    expect(seen.codeStarts).toHaveLength(1);
    expect(seen.codeStarts[0]).toBeGreaterThanOrEqual(seen.fcp);
    expect(seen.fontStarts).toHaveLength(2);
    for (const start of seen.fontStarts) expect(start).toBeGreaterThanOrEqual(seen.fcp);
    // The first frame used the stand-ins: the fonts' sheet was still off when the document had been parsed.
    expect(seen.fontsMediaAtParsed).toBe("print");
    expect(seen.codeRanBeforeLoad).toBe(true);
    expect(seen.iframes).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("booth_cache_fonts"))).toBe("1");
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    await context.close();
  });

  test("a later visit has the web fonts from its first frame", async ({ browser }) => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await first.goto("/login");
    await expect.poll(() => first.evaluate(() => localStorage.getItem("booth_cache_fonts"))).toBe("1");
    const page = await context.newPage();
    await recordMilestones(page);
    await page.goto("/about");
    const seen = await milestones(page);
    expect(seen.fontsMediaAtParsed).toBe("all");
    expect(seen.codeRanBeforeLoad).toBe(true);
    await context.close();
  });

  test("without JavaScript the web fonts apply too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login");
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
      .toContain("Inter Variable");
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    await context.close();
  });
});
