import { type Browser, expect, type TestInfo, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_CLAIMABLE_DJS } from "~server/domain/users/seed-demo-accounts.server";
import { contextAs } from "./fixtures/auth";
import { expectNoAxeViolations, saveScreenshot } from "./helpers";
import { E2E_SERVERS } from "./servers";

const baseURL = E2E_SERVERS.default.url;

/**
 * Claim → admin approves in the queue (confirm dialog) → the claimer edits the profile and chooses a photo, both
 * kept by one "Save profile" → the change is public. A claim can be approved once per server, so each project claims its own demo DJ
 * (DEMO_CLAIMABLE_DJS: desktop the first, phone the second, retries the next two); nothing else in the suite touches them.
 */
// One long journey (claim, approval, three saves, two photos): about 100 s on an idle 2-core machine, so room to spare.
test.describe.configure({ timeout: 240_000 });

// A retry (CI retries once) must not find its profile already claimed by the failed first attempt.
const djFor = (testInfo: TestInfo) =>
  DEMO_CLAIMABLE_DJS[(testInfo.project.name === "phone" ? 1 : 0) + (testInfo.retry > 0 ? 2 : 0)];

async function photoPng(): Promise<Buffer> {
  return sharp({
    create: { width: 1400, height: 1000, channels: 3, background: { r: 192, g: 38, b: 211 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1400" height="1000"><circle cx="700" cy="500" r="380" fill="#7c3aed"/><rect x="560" y="360" width="280" height="280" fill="#f4f4f6"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
}

/**
 * The same photo as a JPEG padded with comment segments to over 1 MiB, the default body limit: as big as a
 * camera photo, yet as quick to decode and resize as the small one (sharp drops the comments).
 */
async function photoJpegOver1MiB(): Promise<Buffer> {
  const jpeg = await sharp(await photoPng())
    .jpeg()
    .toBuffer();
  // FF FE = comment; its 2-byte length (FF FF) counts itself, so 65,533 bytes of text follow.
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0xff, 0xff]), Buffer.alloc(65_533, 0x20)]);
  return Buffer.concat([jpeg.subarray(0, 2), ...Array<Buffer>(20).fill(comment), jpeg.subarray(2)]);
}

async function approveAsAdmin(browser: Browser, testInfo: TestInfo, slug: string, displayName: string) {
  const admin = await contextAs(browser, baseURL, "admin");
  const page = await admin.newPage();
  try {
    await page.goto("/admin/claims");
    await expect(page.getByRole("heading", { level: 1, name: "Claims" })).toBeVisible();
    const card = page.getByTestId(`claim-${slug}`);
    await expect(card).toBeVisible();
    await expect(card).toContainText("claimer@booth.test");
    await expect(card.getByRole("link", { name: /instagram\.com\/claire/ })).toBeVisible();
    await saveScreenshot(page, testInfo, "admin-claims", { fullPage: true });
    await card.getByRole("button", { name: `Approve claim on ${displayName}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Approve claim");
    await expect(dialog).toContainText(`Make Claire Dubois the manager of ${displayName}?`);
    await saveScreenshot(page, testInfo, "admin-claims-confirm", { fullPage: true });
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText(`Claire Dubois now manages ${displayName}`)).toBeVisible();
    await expect(page.getByTestId(`claim-${slug}`)).toHaveCount(0);
  } finally {
    await admin.close();
  }
}

test("claim a profile, get it approved, edit it with a new photo, see it public", async ({ browser }, testInfo) => {
  const dj = djFor(testInfo);
  const claimer = await contextAs(browser, baseURL, "claimer");
  const page = await claimer.newPage();
  try {
    // 0. An unclaimed profile invites its DJ to claim it; the link opens the claim form with it chosen.
    await page.goto(`/dj/${dj.slug}`);
    const invite = page.getByRole("complementary", { name: `Are you ${dj.displayName}?` });
    await invite.getByRole("link", { name: /^Claim this profile/ }).click();
    await expect(page).toHaveURL(new RegExp(`/claim-dj-profile\\?dj=${dj.slug}$`));
    await expect(page.getByRole("heading", { level: 2, name: dj.displayName })).toBeVisible();

    // 1. Find the profile and claim it, with evidence.
    await page.goto("/claim-dj-profile");
    await expect(page.getByRole("heading", { level: 1, name: "Claim your DJ profile" })).toBeVisible();
    await page.getByLabel("Search DJ profiles by name").fill(dj.displayName.split(" ")[0]);
    await page.getByRole("region", { name: "Find your profile" }).getByRole("button", { name: "Search" }).click();
    await expect(page.getByText(/unclaimed profiles? matching/)).toBeVisible();
    await saveScreenshot(page, testInfo, "claim-search", { fullPage: true });
    await page.getByRole("link", { name: `Claim ${dj.displayName}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: dj.displayName })).toBeVisible();
    // The shared schema answers in the browser first: a short message and a plain-http link are refused.
    await page.getByLabel("Why is this profile yours?").fill("it's me");
    await page.getByLabel("A link you control").fill("http://instagram.com/claire");
    await page.getByRole("button", { name: "Send claim" }).click();
    await expect(page.getByText("Tell us a little more (at least 20 characters).")).toBeVisible();
    await expect(page.getByText("Use a secure link starting with https://")).toBeVisible();
    await saveScreenshot(page, testInfo, "claim-form-errors", { fullPage: true });
    await page
      .getByLabel("Why is this profile yours?")
      .fill(`I am ${dj.displayName}; my Instagram bio links to Booth and I can post a code on request.`);
    await page.getByLabel("A link you control").fill("https://www.instagram.com/claire");
    await page.getByRole("button", { name: "Send claim" }).click();
    await expect(page.getByRole("status").getByText("Claim sent", { exact: true })).toBeVisible();
    const yours = page.getByRole("complementary", { name: "Your claims" });
    await expect(yours.getByRole("listitem").filter({ hasText: dj.displayName })).toContainText("Pending review");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "claim-sent", { fullPage: true });

    // A second claim on the same profile is not offered (and refused by the server: integration tests).
    await page.goto(`/claim-dj-profile?q=${encodeURIComponent(dj.displayName)}`);
    await expect(page.getByRole("link", { name: `Claim ${dj.displayName}` })).toHaveCount(0);
    await expect(page.getByRole("list").getByText("Claim sent")).toBeVisible();

    // The editor stays closed until an admin approves.
    expect((await page.request.get(`/dj/${dj.slug}/edit`, { maxRedirects: 0 })).status()).toBe(404);

    // 2. An admin approves in the queue, through the confirm dialog.
    await approveAsAdmin(browser, testInfo, dj.slug, dj.displayName);

    // 3. The claimer sees the approval, is a mate on the next request, and opens the editor.
    await page.goto("/claim-dj-profile");
    await expect(yours.getByRole("listitem").filter({ hasText: dj.displayName })).toContainText("Approved");
    // A managed profile no longer invites a claim.
    await page.goto(`/dj/${dj.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("complementary", { name: `Are you ${dj.displayName}?` })).toHaveCount(0);
    await page.goto("/claim-dj-profile");
    expect((await page.request.get("/mate/dashboard", { maxRedirects: 0 })).status()).toBe(200);
    await page.goto("/profile");
    await page.getByRole("link", { name: `Edit DJ profile ${dj.displayName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dj/${dj.slug}/edit$`));
    await expect(page.getByRole("heading", { level: 1, name: dj.displayName })).toBeVisible();
    await saveScreenshot(page, testInfo, "editor", { fullPage: true });

    // A wrong-host social link is refused with a field error; everything typed stays.
    const newName = `${dj.displayName} Live`;
    await page.getByLabel("DJ name").fill(newName);
    await page.getByLabel("Instagram").fill("https://soundcloud.com/not-instagram");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Enter a link on instagram.com for Instagram.")).toBeVisible();
    await expect(page.getByLabel("DJ name")).toHaveValue(newName);
    await saveScreenshot(page, testInfo, "editor-errors", { fullPage: true });
    await page.getByLabel("Instagram").fill("https://www.instagram.com/claire");
    await page.getByLabel("Genres").fill("Electro, Breaks, Acid");
    await page
      .getByRole("textbox", { name: "Bio", exact: true })
      .fill("Fresh from the editor. <script>alert(1)</script>Back to back all night.");
    await page.getByLabel("WhatsApp number").fill("+358 40 123 4567");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Profile saved. The changes are live.").first()).toBeVisible();
    // The form shows what was stored: the new name, normalised lists, the bio without the script.
    await expect(page.getByLabel("DJ name")).toHaveValue(newName);
    await expect(page.getByLabel("WhatsApp number")).toHaveValue("+358401234567");
    await expect(page.getByRole("textbox", { name: "Bio", exact: true })).not.toHaveValue(/script/);
    // Plain text is stored as paragraphs, and comes back into the form as the text that was typed, also after a
    // reload: no tags, and no markup counted against the bio's length.
    const paragraphs = "Fresh from the editor & the booth.\n\nBack to back all night.\nTill the lights come up.";
    await page.getByRole("textbox", { name: "Bio", exact: true }).fill(paragraphs);
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/edit"));
    await page.getByRole("button", { name: "Save profile" }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole("textbox", { name: "Bio", exact: true })).toHaveValue(paragraphs);
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Bio", exact: true })).toHaveValue(paragraphs);

    // 4. Photo, kept by the same "Save profile" as the fields. A file that is not an image is refused by
    //    decoding, and then nothing of that save lands; a real photo (over 1 MiB, so the single-fetch ".data" POST
    //    must get the upload body limit) is previewed, saved with the fields, resized and served.
    const fileInput = page.locator('input[type="file"][name="image"]');
    await page.getByLabel("Location").fill("Not Saved Town");
    await fileInput.setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("not really a jpeg ".repeat(200)),
    });
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Nothing was saved. That file is not an image we can read" }),
    ).toBeVisible();
    await expect(page.getByLabel("Location")).toHaveValue("Not Saved Town");
    expect(await (await page.request.get(`/dj/${dj.slug}`)).text()).not.toContain("Not Saved Town");
    await saveScreenshot(page, testInfo, "editor-photo-refused", { fullPage: true });

    await page.getByLabel("Location").fill("Helsinki");
    const bigPhoto = await photoJpegOver1MiB();
    expect(bigPhoto.byteLength).toBeGreaterThan(1024 * 1024);
    await fileInput.setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: bigPhoto });
    const editorPhoto = page.getByTestId("editor-photo");
    // The chosen photo shows before it is saved.
    await expect(editorPhoto).toHaveAttribute("src", /^blob:/);
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Profile and photo saved. The changes are live.").first()).toBeVisible();
    await expect(page.getByLabel("DJ name")).toHaveValue(newName);
    await expect(page.getByLabel("Location")).toHaveValue("Helsinki");
    await expect(editorPhoto).toHaveAttribute("src", /^\/uploads\/djs\/[0-9a-f-]+\/[a-z0-9]+-640\.webp$/);
    await expect(editorPhoto).toHaveAttribute("srcset", /-320\.webp 320w, .*-1280\.webp 1280w/);
    const photoUrl = (await editorPhoto.getAttribute("src")) as string;
    const served = await page.request.get(photoUrl);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toContain("immutable");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, "editor-saved", { fullPage: true });

    // 5. Public at once (the 2-minute directory cache was invalidated).
    await page.goto(`/dj/${dj.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(newName);
    await expect(page.getByText("Back to back all night.")).toBeVisible();
    await expect(page.getByText("Helsinki").first()).toBeVisible();
    await expect(page.locator("body")).not.toContainText("alert(1)");
    await expect(
      page
        .locator(
          `img[src="${photoUrl}"], img[srcset*="${photoUrl}"], source[srcset*="${photoUrl.replace(/-640\.webp$/, "")}"]`,
        )
        .first(),
    ).toBeAttached();
    await saveScreenshot(page, testInfo, "public-profile", { fullPage: true });

    // 6. Without JavaScript the same form posts multipart to the page URL itself: one save there too, with the
    //    upload body limit, and the previous photo's files are removed once the new one is live.
    await page.goto(`/dj/${dj.slug}/edit`);
    const fields = await page
      .locator("form#dj-profile-form")
      .evaluate((form: HTMLFormElement) =>
        Object.fromEntries(
          [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        ),
      );
    const noScript = await page.request.post(`/dj/${dj.slug}/edit`, {
      headers: { origin: baseURL },
      maxRedirects: 0,
      multipart: {
        ...fields,
        location: "Tampere",
        image: { name: "again.png", mimeType: "image/png", buffer: bigPhoto },
      },
    });
    expect(noScript.status()).toBe(200);
    await page.goto(`/dj/${dj.slug}/edit`);
    await expect(page.getByLabel("Location")).toHaveValue("Tampere");
    await expect(editorPhoto).toHaveAttribute("src", /^\/uploads\/djs\/[0-9a-f-]+\/[a-z0-9]+-640\.webp$/);
    await expect(editorPhoto).not.toHaveAttribute("src", photoUrl);
    expect((await page.request.get(photoUrl)).status()).toBe(404);
  } finally {
    await claimer.close();
  }
});
