import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type Response, type TestInfo } from "@playwright/test";

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/**
 * axe must report nothing on every page (DESIGN.md). axe runs in the page itself (`axe.run`, "legacy mode") over the
 * page's own document: the default mode finishes every pass in a second, blank page into which it injects axe again,
 * which made each pass about 40 % dearer, and axe passes were a fifth of the e2e run's time (decision 052). The
 * contents of iframes are left out — they are the audio and video platforms' players (in e2e, their stand-ins), not
 * ours; the iframe elements themselves (their titles) are still checked.
 */
export async function expectNoAxeViolations(page: Page) {
  // Let finite transitions and animations end first (a toast fading in, a dialog opening): axe measures contrast on
  // what is painted, and text at half its opacity fails it. Endless ones (a spinner, the radio's equaliser) are left.
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]),
    )
    .catch(() => undefined);
  // `options()` replaces the whole options object, `withTags()` adds to it: in this order, or the tags are lost.
  const results = await new AxeBuilder({ page })
    .options({ iframes: false })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/**
 * The page does not scroll sideways: nothing is wider than the viewport except inside its own scroll container (a
 * row of cards that scrolls by design). On failure, the message names the widest elements that stick out.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const extra = root.scrollWidth - root.clientWidth;
    if (extra <= 0) return { extra, culprits: [] as string[] };
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if (x === "auto" || x === "scroll" || x === "hidden" || x === "clip") return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && !inScroller(el))
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 3)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}"> ends at ${Math.round(el.getBoundingClientRect().right)} px`,
      );
    return { extra, culprits };
  });
  expect(overflow.culprits, `the page scrolls sideways by ${overflow.extra} px; what sticks out`).toEqual([]);
  expect(overflow.extra, "the page scrolls sideways by this many px").toBeLessThanOrEqual(0);
}

/**
 * Saves a screenshot to .tmp/screenshots for people to look at; it is not an assertion. Taken only when
 * E2E_SCREENSHOTS=1 (`npm run test:screenshots`): on this 2-core machine a phone-sized full-page capture costs
 * one to three seconds, and a run that nobody looks at (CI) should not pay for some hundred of them.
 */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  mkdirSync(".tmp/screenshots", { recursive: true });
  await page.screenshot({
    path: `.tmp/screenshots/${name}-${testInfo.project.name}.png`,
    fullPage: options.fullPage ?? false,
  });
}

export function linkHrefs(hrefs: (string | null)[]) {
  return hrefs.filter((h): h is string => h !== null);
}

/**
 * Waits until React has hydrated an element (its props are attached). The signed-in menus are lazy chunks
 * that hydrate after the rest of the page; a pointer press on the server-rendered trigger before that is lost.
 */
export async function waitForHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))), {
      timeout: 15_000,
    })
    .toBe(true);
}

/**
 * Chromium does not show navigator.sendBeacon's body to Playwright, so beacons are re-sent as the equivalent
 * keepalive fetch (same URL, same Blob body) — the page code is unchanged.
 */
export async function visibleBeacons(page: Page) {
  await page.addInitScript(() => {
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      // Chromium does not expose a Blob request body to Playwright either: send its text.
      void (async () => {
        const body = data instanceof Blob ? await data.text() : (data ?? null);
        await fetch(url, {
          method: "POST",
          body,
          keepalive: true,
          credentials: "same-origin",
          headers: { "Content-Type": "application/json" },
        });
      })();
      return true;
    };
  });
}

/**
 * Sets a site-flag switch on /admin/settings and waits until the server has saved it. The switch shows the new
 * state as soon as it is pressed (optimistic), so its aria-checked alone does not say that another visitor's
 * next page load will see the flag.
 */
export async function setFlagSwitch(page: Page, toggle: Locator, on: boolean) {
  if ((await toggle.getAttribute("aria-checked")) === String(on)) return;
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/settings"),
  );
  await toggle.click();
  expect((await saved).ok()).toBe(true);
  await expect(toggle).toHaveAttribute("aria-checked", String(on));
}

/**
 * A form post to a page (an action), not one of the beacons pages also post to /api (web vitals, consent, views),
 * which may meet their own per-address limits while the suite runs and must not be mistaken for the action's answer.
 */
export function isPagePost(response: Response): boolean {
  return response.request().method() === "POST" && !new URL(response.url()).pathname.startsWith("/api/");
}

/**
 * Collects the page's errors while a test runs: uncaught exceptions and console errors. A refused analytics beacon
 * (`/api/vitals`, `/api/dj-activity`) is left out: those share one per-address limit across the whole suite (every
 * page load comes from 127.0.0.1), so late in a run one may get a 429, which is not an error of the page under test.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/\/api\/(vitals|dj-activity)$/.test(message.location().url))
      errors.push(message.text());
  });
  return errors;
}

/** Adds a DJ on Booth to the event form's lineup through its search (a profile, not a free-text name). */
export async function addToLineup(page: Page, dj: string) {
  await page.getByLabel("Add a DJ to the lineup").fill(dj);
  await page
    .getByRole("list", { name: "Matching DJs" })
    .getByRole("button", { name: new RegExp(`^${dj}`) })
    .click();
  await expect(page.getByTestId("lineup-list").getByRole("listitem").filter({ hasText: dj })).toContainText("On Booth");
}
