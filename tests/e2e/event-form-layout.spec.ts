import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInAs } from "./fixtures/auth";
import { saveScreenshot, waitForHydrated } from "./helpers";

// The event form's Save bar (sticky on wider screens) and the phone's tab bar must never cover the field being typed
// in or the list of matching DJs it opens; lineup names wrap rather than being cut ("Amar…").

/** Points of `target` (centre and the four inner corners) where something else is drawn on top, or off screen. */
async function coveredPoints(target: Locator): Promise<string[]> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const inset = 4;
    const points: [string, number, number][] = [
      ["centre", box.left + box.width / 2, box.top + box.height / 2],
      ["top left", box.left + inset, box.top + inset],
      ["top right", box.right - inset, box.top + inset],
      ["bottom left", box.left + inset, box.bottom - inset],
      ["bottom right", box.right - inset, box.bottom - inset],
    ];
    const problems: string[] = [];
    for (const [name, x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit) problems.push(`${name}: off screen (${Math.round(x)}, ${Math.round(y)})`);
      else if (hit !== el && !el.contains(hit))
        problems.push(`${name}: under <${hit.tagName.toLowerCase()} class="${hit.getAttribute("class") ?? ""}">`);
    }
    return problems;
  });
}

async function openForm(page: Page) {
  await signInAs(page, "mate");
  await page.goto("/mate/events/create");
  const field = page.getByLabel("Add a DJ to the lineup");
  await waitForHydrated(field);
  return field;
}

test("nothing sticky covers the focused “Add a DJ” field or its open list", async ({ page }, testInfo) => {
  const field = await openForm(page);
  // The field sits at the very bottom of the window, where the Save bar (and on a phone the tab bar) is.
  await field.evaluate((el) => {
    const box = el.getBoundingClientRect();
    window.scrollBy(0, box.bottom - window.innerHeight + 8);
  });
  await field.focus();
  await expect(field).toBeFocused();
  await expect.poll(() => coveredPoints(field), { message: "the focused field is covered" }).toEqual([]);
  await page.keyboard.type("Nadia");
  const list = page.getByRole("list", { name: "Matching DJs" });
  await expect(list.getByRole("button", { name: /Nadia Voss/ })).toBeVisible();
  await expect.poll(() => coveredPoints(list), { message: "the open list is covered" }).toEqual([]);
  await expect.poll(() => coveredPoints(field), { message: "the field is covered with its list open" }).toEqual([]);
  await saveScreenshot(page, testInfo, "event-form-lineup-open");
});

test("a long lineup name wraps instead of being cut", async ({ page }) => {
  const field = await openForm(page);
  const long = "Amarachi Okonkwo-Adeyemi & The Lagos Midnight Soundsystem Collective (live, all night long)";
  await field.fill(long);
  await field.press("Enter");
  const entry = page.getByTestId("lineup-list").getByRole("listitem").filter({ hasText: "Amarachi" });
  await expect(entry).toBeVisible();
  const name = entry.locator("span", { hasText: long }).last();
  const cut = await name.evaluate((el) => ({
    clipped: el.scrollWidth > el.clientWidth + 1,
    ellipsis: getComputedStyle(el).textOverflow === "ellipsis",
  }));
  expect(cut, "the name is shown whole").toEqual({ clipped: false, ellipsis: false });
});
