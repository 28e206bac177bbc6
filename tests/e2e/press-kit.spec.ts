import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { BUDGET_RANGES, EVENT_TYPES } from "~/core/booking/booking";
import { RIDER_ACTIVE } from "~/core/press/rider-pdf";
import { makePressPhoto, makeRiderPdf } from "~server/db/seed/press-kit-files.server";
import { signInAs } from "./fixtures/auth";
import { waitForMail } from "./fixtures/mail";
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

test("a DJ manager replies to an inquiry with the press kit as a personal link; the promoter opens it signed out and downloads the rider; the inquiry shows the open and the download; revoked, the link shows the polite page", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { manager, dj, ask } = PROJECTS[testInfo.project.name as keyof typeof PROJECTS];
  const tag = randomUUID().slice(0, 8);
  const sender = `Press Promoter ${tag}`;
  const email = `press-${tag}@example.com`;

  // An inquiry to the DJ from the public form, from an address of its own (the form's rate limit).
  const n = Number.parseInt(tag.slice(0, 6), 16);
  const sent = await page.request.post(`/dj/${dj}/booking`, {
    headers: { origin: baseURL, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    form: {
      name: sender,
      email,
      eventDate: new Date(Date.now() + (200 + (n % 300)) * 86_400_000).toISOString().slice(0, 10),
      city: "Lisbon",
      eventType: EVENT_TYPES[1],
      budgetRange: BUDGET_RANGES[2],
      message: "A rooftop series in Lisbon, 600 people. Could you send the press kit and riders?",
    },
  });
  expect(sent.status(), "the inquiry is accepted").toBeLessThan(400);

  // The kit has a technical rider (this test does not rely on the other one having run).
  await signInAs(page, manager);
  await page.goto(`/mate/press-kit${ask}`);
  await waitForHydrated(page.getByRole("button", { name: "Upload technical rider" }));
  // An earlier run (or the other test) may have left one: then the field offers to replace it.
  await page.getByLabel(/^(Technical rider \(PDF\)|Replace the technical rider)$/).setInputFiles({
    name: "technical-rider.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await makeRiderPdf("Technical rider", ["2 × CDJ-3000", "DJM-V10"])),
  });
  await page.getByRole("button", { name: "Upload technical rider" }).click();
  await expect(page.getByText("Technical rider saved")).toBeVisible();

  // The reply, with the press kit attached as a personal link: shown once to copy, and in the mail.
  await page.goto(`/mate/bookings?status=all&q=${tag}`);
  await page.getByRole("link", { name: new RegExp(sender) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from ${sender}`);
  const reply = page.locator("form").filter({ has: page.getByRole("button", { name: "Send reply" }) });
  await waitForHydrated(reply.getByRole("button", { name: "Send reply" }));
  await reply.getByRole("textbox").fill("Thanks for asking — the press kit and riders are in the link below.");
  await reply.getByLabel("Attach the press kit as a personal link").check();
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText(`Reply sent to ${email}`)).toBeVisible();
  const url = await page.getByTestId("press-link-url").inputValue();
  expect(url).toMatch(/\/press\/[A-Za-z0-9_-]{43}$/);
  const mail = await waitForMail("default", email, /Re: your booking inquiry/);
  expect(mail.text).toContain(url);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, "inquiry-press-link-made", { fullPage: true });

  // The promoter, signed out in a browser of their own: the kit opens through the link, the rider downloads.
  const promoter = await browser.newContext({ baseURL });
  const promoterPage = await promoter.newPage();
  const linkPath = new URL(url).pathname;
  const opened = await promoterPage.goto(linkPath);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(promoterPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(promoterPage.getByRole("heading", { level: 1 })).toBeVisible();
  const rider = promoterPage.getByTestId("press-rider-technical");
  expect(await rider.getAttribute("href")).toBe(`${linkPath}/riders/technical`);
  const [download] = await Promise.all([promoterPage.waitForEvent("download"), rider.click()]);
  expect(download.suggestedFilename()).toBe(`${dj}-technical-rider.pdf`);

  // The DJ's inquiry view: one open and the rider's download, on the history.
  await page.reload();
  const activity = page.getByTestId("press-link-activity");
  await expect(activity).toContainText("Press kit opened once, last");
  await expect(activity).toContainText("downloaded: Technical rider");
  await expect(page.getByTestId("press-link-state")).toContainText("Open until");
  await saveScreenshot(page, testInfo, "inquiry-press-link-opened", { fullPage: true });

  // Revoked: the promoter's link now shows the polite page (the same as a made-up token), and nothing more is counted.
  const revoke = page.getByRole("button", { name: "Revoke link" });
  await waitForHydrated(revoke);
  await revoke.click();
  await expect(page.getByText("Press kit link revoked")).toBeVisible();
  const gone = await promoterPage.goto(linkPath);
  expect(gone?.status()).toBe(404);
  await expect(promoterPage.getByRole("heading", { level: 1 })).toHaveText("This press kit link is no longer active");
  await expect(promoterPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoAxeViolations(promoterPage);
  await saveScreenshot(promoterPage, testInfo, "press-link-gone", { fullPage: true });
  expect((await promoter.request.get(`${linkPath}/riders/technical`)).status()).toBe(404);
  const guessed = await promoter.request.get(`/press/${"B".repeat(43)}`);
  expect(guessed.status()).toBe(404);
  expect(await guessed.text()).toContain("This press kit link is no longer active");
  await page.reload();
  await expect(page.getByTestId("press-link-activity")).toContainText("Press kit opened once");
  await expect(page.getByTestId("press-link-state")).toContainText("Revoked");
  await promoter.close();
});
