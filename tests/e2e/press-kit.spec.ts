import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { RIDER_ACTIVE } from "~/core/press/rider-pdf";
import { makePressPhoto, makeRiderPdf } from "~server/db/seed/press-kit-files.server";
import { signInAs } from "./fixtures/auth";
import { expectNoAxeViolations, saveScreenshot, waitForHydrated } from "./helpers";
import { E2E_SERVERS } from "./servers";

// The press kit on the "default" server. Each project is a different manager of a different DJ (the mate's own,
// the multi-role person's second act), so the two runs never count each other's photos or quotes.
const baseURL = E2E_SERVERS.default.url;
test.use({ baseURL });

const PROJECTS = {
  desktop: { manager: "mate", dj: "amara-obi", ask: "" },
  phone: { manager: "multi", dj: "dj-okapi", ask: "?dj=dj-okapi" },
} as const;

test("a DJ manager adds a press photo, a technical rider and a quote; the public press page shows them and the rider downloads; a PDF with JavaScript is refused; link-only hides it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { manager, dj, ask } = PROJECTS[testInfo.project.name as keyof typeof PROJECTS];
  const run = randomUUID().slice(0, 8);
  const credit = `Photographer ${run}`;
  const quote = `The tightest selector of the season (${run}).`;

  // A visitor first: the anonymous press page is now in the page cache, without this run's quote.
  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  expect((await publicPage.goto(`/dj/${dj}/press`))?.status()).toBe(200);
  await expect(publicPage.getByText(quote)).toHaveCount(0);

  await signInAs(page, manager);
  await page.goto(`/mate/press-kit${ask}`);
  await waitForHydrated(page.getByRole("button", { name: "Add photo" }));
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, "press-kit-editor", { fullPage: true });

  // A press photo, kept as uploaded, with its credit.
  await page.getByLabel("Photo", { exact: true }).setInputFiles({
    name: "portrait.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from(await makePressPhoto({ width: 1200, height: 800 })),
  });
  await page.getByRole("textbox", { name: "Credit", exact: true }).fill(credit);
  await page.getByRole("button", { name: "Add photo" }).click();
  await expect(page.getByText("Photo added")).toBeVisible();
  const creditField = page.getByRole("textbox", { name: /^Credit, photo \d+$/ }).last();
  await expect(creditField).toHaveValue(credit);

  // A technical rider, checked as a PDF.
  await page.getByLabel("Technical rider (PDF)").setInputFiles({
    name: "technical-rider.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await makeRiderPdf("Technical rider", ["3 × CDJ-3000", "DJM-A9"])),
  });
  await page.getByRole("button", { name: "Upload technical rider" }).click();
  await expect(page.getByText("Technical rider saved")).toBeVisible();
  await expect(page.getByRole("link", { name: "technical-rider.pdf" })).toBeVisible();

  // A hospitality rider that runs JavaScript when opened is refused, and nothing is kept.
  await page.getByLabel("Hospitality rider (PDF)").setInputFiles({
    name: "hospitality.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await makeRiderPdf("Hospitality rider", ["Water"], { withScript: true })),
  });
  await page.getByRole("button", { name: "Upload hospitality rider" }).click();
  await expect(page.getByText(RIDER_ACTIVE)).toBeVisible();
  await expect(page.getByLabel("Hospitality rider (PDF)")).toHaveAttribute("aria-invalid", "true");

  // A quote with its source and link; a link that is not http(s) is refused first.
  const quoteForm = page.getByRole("form", { name: "Add a quote" });
  await quoteForm.getByLabel("Quote").fill(quote);
  await quoteForm.getByLabel("Source").fill("Booth Weekly");
  await quoteForm.getByLabel("Link").fill("javascript:alert(1)");
  await quoteForm.getByRole("button", { name: "Add quote" }).click();
  await expect(quoteForm.getByText("The link must start with http:// or https://.")).toBeVisible();
  await quoteForm.getByLabel("Link").fill("https://weekly.booth.test/review");
  await quoteForm.getByRole("button", { name: "Add quote" }).click();
  await expect(page.getByText("Quote added")).toBeVisible();
  await expect(page.getByText(`“${quote}”`)).toBeVisible();

  // The public page, for the same anonymous visitor: every write dropped the cached copy.
  await publicPage.goto(`/dj/${dj}/press`);
  await expect(publicPage.getByText(quote)).toBeVisible();
  await expect(publicPage.getByText(`Photo: ${credit}`)).toBeVisible();
  await expect(publicPage.getByRole("link", { name: "Booth Weekly" })).toHaveAttribute(
    "href",
    "https://weekly.booth.test/review",
  );
  await expectNoAxeViolations(publicPage);
  await saveScreenshot(publicPage, testInfo, "press-kit-page", { fullPage: true });

  // The rider downloads as a file, never shown in the site's origin.
  const rider = publicPage.getByTestId("press-rider-technical");
  const [download] = await Promise.all([publicPage.waitForEvent("download"), rider.click()]);
  expect(download.suggestedFilename()).toBe(`${dj}-technical-rider.pdf`);
  const response = await visitor.request.get((await rider.getAttribute("href")) ?? "");
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${dj}-technical-rider.pdf"`);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The photo's original, as uploaded.
  const original = publicPage.getByTestId("press-photo-download").last();
  const photoHref = (await original.getAttribute("href")) ?? "";
  const riderHref = (await rider.getAttribute("href")) ?? "";
  const photo = await visitor.request.get(photoHref);
  expect(photo.headers()["content-type"]).toBe("image/jpeg");
  expect(photo.headers()["content-disposition"]).toMatch(/^attachment; filename="/);

  // The kit as a PDF, linked from the page.
  const pdfHref = (await publicPage.getByTestId("press-pdf").getAttribute("href")) ?? "";
  const pdf = await visitor.request.get(pdfHref);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // Link-only: the page, its PDF, photos and riders are the public's 404 and the DJ page stops linking it; its managers
  // still see it, marked noindex.
  await page.getByRole("button", { name: "Make the press kit link-only" }).click();
  await expect(page.getByText("The press kit is link-only now")).toBeVisible();
  for (const path of [`/dj/${dj}/press`, photoHref, riderHref, pdfHref])
    expect((await visitor.request.get(path)).status(), path).toBe(404);
  expect(await (await visitor.request.get(`/dj/${dj}`)).text()).not.toContain(`href="/dj/${dj}/press"`);
  await page.goto(`/dj/${dj}/press`);
  await expect(page.getByText(/This press kit is link-only/)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.goto(`/mate/press-kit${ask}`);
  await waitForHydrated(page.getByRole("button", { name: "Make the press kit public" }));
  await page.getByRole("button", { name: "Make the press kit public" }).click();
  await expect(page.getByText("The press kit is public now")).toBeVisible();
  expect((await visitor.request.get(`/dj/${dj}/press`)).status()).toBe(200);
  await visitor.close();
});
