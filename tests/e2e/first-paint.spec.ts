import { expect, type Page, test } from "@playwright/test";

// What a page fetches after its first frame (decisions 015, 046): the web fonts and the hydration code. /login has
// no images, so nothing but the first-paint script's hold keeps the load event from firing before the code.

/** Records, at DOMContentLoaded and at load, what the page had then. */
async function recordMilestones(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    document.addEventListener("DOMContentLoaded", () => {
      w.__bodyFontAtParsed = document.documentElement.getAttribute("data-body-font");
    });
    window.addEventListener("load", () => {
      w.__codeRanBeforeLoad = "__reactRouterRouteModules" in window;
    });
  });
}

/** Whether the page has a face of the family that is fetched and decoded (`document.fonts.check` says true for a
 * family the page has no face of at all). */
function faceLoaded(page: Page, family: string) {
  return page.evaluate(
    (name) => [...document.fonts].some((face) => face.family.replace(/["']/g, "") === name && face.status === "loaded"),
    family,
  );
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
    const fontOf = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element).fontFamily : null;
    };
    return {
      fcp,
      loadStart: performance.getEntriesByType("navigation")[0]?.toJSON().loadEventStart as number,
      codeStarts: started(/\/assets\/entry\.client-[^/]*\.js$/),
      displayFontStarts: started(/\/space-grotesk-latin-wght-normal-[^/]*\.woff2$/),
      bodyFontStarts: started(/\/inter-latin-wght-normal-[^/]*\.woff2$/),
      bodyFontAtParsed: w.__bodyFontAtParsed,
      bodyFontState: document.documentElement.getAttribute("data-body-font"),
      headingFont: fontOf("h1"),
      bodyFont: fontOf("body"),
      codeRanBeforeLoad: w.__codeRanBeforeLoad,
      iframes: document.querySelectorAll("iframe").length,
    };
  });
}

test.describe("what waits for the first paint", () => {
  test("first visit: the display face preloaded for the first frame, the code after the first contentful paint, the body face after load and in use from the next navigation", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await recordMilestones(page);
    await page.goto("/login");
    // The flag is set once the body face has been fetched, after the load event.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("booth_cache_fonts"))).toBe("1");
    const seen = await milestones(page);
    expect(seen.fcp).toBeGreaterThan(0);
    expect(seen.codeStarts).toHaveLength(1);
    expect(seen.codeStarts[0]).toBeGreaterThanOrEqual(seen.fcp);
    // The display face is preloaded by the head, for the first frame's headings.
    expect(seen.displayFontStarts).toHaveLength(1);
    expect(seen.displayFontStarts[0]).toBeLessThan(seen.fcp);
    expect(seen.bodyFontStarts).toHaveLength(1);
    expect(seen.bodyFontStarts[0]).toBeGreaterThanOrEqual(seen.loadStart);
    // The headings have the display face; the body keeps its stand-in for the whole first page.
    expect(seen.bodyFontAtParsed).toBe("stand-in");
    expect(seen.bodyFontState).toBe("stand-in");
    expect(seen.headingFont).toMatch(/^"Space Grotesk Variable"/);
    expect(seen.bodyFont).toMatch(/^"Inter Fallback"/);
    expect(await faceLoaded(page, "Space Grotesk Variable")).toBe(true);
    expect(await faceLoaded(page, "Inter Variable")).toBe(true);
    expect(seen.codeRanBeforeLoad).toBe(true);
    expect(seen.iframes).toBe(0);

    // A client-side navigation switches the body face on with the new page.
    await page.locator('main a[href="/signup"]').click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect.poll(async () => (await milestones(page)).bodyFontState).toBeNull();
    const after = await milestones(page);
    expect(after.bodyFont).toMatch(/^"Inter Variable"/);
    expect(after.headingFont).toMatch(/^"Space Grotesk Variable"/);
    expect(await faceLoaded(page, "Inter Variable")).toBe(true);
    // Still the same document: the navigation was client-side.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
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
    expect(seen.bodyFontAtParsed).toBeNull();
    await expect.poll(() => faceLoaded(page, "Space Grotesk Variable")).toBe(true);
    expect(seen.bodyFont).toMatch(/^"Inter Variable"/);
    expect(seen.headingFont).toMatch(/^"Space Grotesk Variable"/);
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
    await expect.poll(() => faceLoaded(page, "Inter Variable")).toBe(true);
    // The display face comes from the <noscript> stylesheet.
    await expect.poll(() => faceLoaded(page, "Space Grotesk Variable")).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector("h1") as Element).fontFamily)).toMatch(
      /^"Space Grotesk Variable"/,
    );
    await context.close();
  });
});
