import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { djImageSrcSet, MAX_DJ_IMAGE_BYTES, MAX_DJ_IMAGE_LABEL } from "~/core/djs/dj-image";
import { djProfileFormSchema } from "~/core/djs/dj-profile-form";
import { DEFAULT_FLAGS } from "~/core/site/flags";
import { action as djEditAction } from "~/routes/dj-edit";
import type { AppConfig } from "~server/config.server";
import { createLoadContext, type RequestContext } from "~server/context.server";
import type { Database } from "~server/db/client.server";
import { djProfiles, userRoles } from "~server/db/schema";
import { seedDj, seedUser } from "~server/db/seed/factories.server";
import type { AppErrorCode } from "~server/domain/app-error.server";
import { getEditableDj } from "~server/domain/djs/get-editable-dj.server";
import { processDjImage } from "~server/domain/djs/process-dj-image.server";
import { publicDjCache } from "~server/domain/djs/public-dj-cache.server";
import { storageKeyOf } from "~server/domain/djs/store-dj-image.server";
import { updateDjProfile } from "~server/domain/djs/update-dj-profile.server";
import { createLocalFileStorage, type FileStorage, uploadStorage } from "~server/storage/file-storage.server";
import { expectAppError } from "./helpers/expect-app-error";
import { runRoute } from "./helpers/run-route";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(path.join(tmpdir(), "booth-uploads-"));
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function managerOf(djId: string) {
  const user = await seedUser(database.db);
  await database.db
    .insert(userRoles)
    .values({ userId: user.id, roleType: "dj_manager", resourceType: "dj_profile", resourceId: djId });
  return user;
}

/** The six stored variants of an uploaded photo: each a square of its width in its format, with no metadata. */
async function expectStoredSquares(storage: FileStorage, profileImage: string): Promise<string[]> {
  const urls = [
    ...(djImageSrcSet(profileImage) ?? "").split(", "),
    ...(djImageSrcSet(profileImage, "avif") ?? "").split(", "),
  ].map((entry) => entry.split(" ")[0]);
  expect(urls).toHaveLength(6);
  for (const url of urls) {
    const bytes = await storage.read(storageKeyOf(url));
    expect(bytes, url).not.toBeNull();
    const meta = await sharp(bytes as Uint8Array).metadata();
    const width = Number(/-(\d+)\./.exec(url)?.[1]);
    expect(meta).toMatchObject({ width, height: width, format: url.endsWith(".avif") ? "heif" : "webp" });
    expect(meta.exif, url).toBeUndefined();
  }
  return urls;
}

// The photo refusals, word for word (spec strings a DJ reads under the photo field).
const NOT_AN_IMAGE = "That file is not an image we can read. Upload a JPEG, PNG, WebP or AVIF photo.";
const TOO_LARGE = `That photo is too large. Upload one under ${MAX_DJ_IMAGE_LABEL}.`;
const TOO_SMALL = "That photo is too small. Upload one at least 200 × 200 pixels.";

const form = (values: Record<string, string>) => djProfileFormSchema.parse({ displayName: "Renamed", ...values });

async function photo(width = 900, height = 600): Promise<Uint8Array> {
  // A JPEG with EXIF (camera + GPS-ish comment) that must not survive processing.
  const buffer = await sharp({ create: { width, height, channels: 3, background: "#c026d3" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: "SecretCam", Copyright: "Home address 1" } } })
    .toBuffer();
  return new Uint8Array(buffer);
}

describe("who may edit a DJ profile", () => {
  it("the profile's managers and admins; everyone else gets the not-found answer (IDOR)", async () => {
    const db = database.db;
    const dj = await seedDj(db);
    const other = await seedDj(db);
    const manager = await managerOf(dj.id);
    const otherManager = await managerOf(other.id);
    const [admin, plain] = await Promise.all([seedUser(db, { role: "admin" }), seedUser(db)]);
    const owner = await seedUser(db);
    await db.update(djProfiles).set({ userId: owner.id }).where(eq(djProfiles.id, other.id));

    await expect(getEditableDj(db, manager, dj.slug)).resolves.toMatchObject({ id: dj.id });
    await expect(getEditableDj(db, admin, dj.slug)).resolves.toMatchObject({ id: dj.id });
    await expect(getEditableDj(db, owner, other.slug)).resolves.toMatchObject({ id: other.id });
    for (const actor of [plain, otherManager, owner, { id: "" }]) {
      await expectAppError(getEditableDj(db, actor, dj.slug), "not_found", "DJ profile not found");
      await expectAppError(
        updateDjProfile(db, actor, { slug: dj.slug, values: form({}) }),
        "not_found",
        "DJ profile not found",
      );
    }
    await expectAppError(getEditableDj(db, manager, "no-such-dj"), "not_found", "DJ profile not found");
    const [unchanged] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(unchanged.displayName).toBe(dj.displayName);
  });
});

describe("updateDjProfile", () => {
  it("saves the editable fields, sanitises the bio, keeps owner-locked fields and refreshes the public list", async () => {
    const db = database.db;
    const dj = await seedDj(db, { displayName: "Before Name", homepageFeatured: true });
    const manager = await managerOf(dj.id);
    // A public-directory cache (2 minutes, spec §9) holding the old name.
    const cache = publicDjCache<string>();
    const nameOf = async () =>
      (await db.select({ n: djProfiles.displayName }).from(djProfiles).where(eq(djProfiles.id, dj.id)))[0].n;
    expect(await cache.get(db, "name", nameOf)).toBe("Before Name");
    await updateDjProfile(db, manager, {
      slug: dj.slug,
      values: form({
        displayName: "After Name",
        bio: '<p onclick="x()">Hello <script>alert(1)</script><a href="javascript:alert(1)">me</a></p>',
        genres: "Techno, Dub",
        instagramUrl: "https://www.instagram.com/after",
        whatsapp: "+44 7700 900123",
        bookingEnabled: "on",
        themeId: "acid",
      }),
    });
    const [row] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(row).toMatchObject({
      displayName: "After Name",
      genres: ["Techno", "Dub"],
      instagramUrl: "https://www.instagram.com/after",
      whatsapp: "+447700900123",
      bookingEnabled: true,
      themeId: "acid",
      slug: dj.slug,
      verificationStatus: "verified",
      active: true,
      homepageFeatured: true,
    });
    expect(row.bio).toContain("Hello");
    expect(row.bio).not.toMatch(/script|onclick|javascript:/i);
    // The 2-minute public cache was invalidated: the new name is public at once.
    expect(await cache.get(db, "name", nameOf)).toBe("After Name");
  });

  it("refuses a social link on the wrong host", () => {
    const result = djProfileFormSchema.safeParse({ displayName: "A", youtubeUrl: "https://evil.example/watch" });
    expect(result.success).toBe(false);
  });
});

describe("DJ photo upload", () => {
  it("stores 320/640/1280 squares as WebP and AVIF without metadata, and replaces the old files", async () => {
    const db = database.db;
    const storage = createLocalFileStorage(dir);
    const dj = await seedDj(db);
    const manager = await managerOf(dj.id);
    const { profileImage: stored } = await updateDjProfile(db, manager, {
      slug: dj.slug,
      values: form({}),
      photo: { storage, bytes: await photo() },
    });
    const profileImage = stored ?? "";
    expect(profileImage).toMatch(new RegExp(`^/uploads/djs/${dj.id}/[a-z0-9]+-640\\.webp$`));
    const [row] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(row.profileImage).toBe(profileImage);
    const urls = await expectStoredSquares(storage, profileImage);

    const second = await updateDjProfile(db, manager, {
      slug: dj.slug,
      values: form({}),
      photo: { storage, bytes: await photo(400, 400) },
    });
    expect(second.profileImage).not.toBe(profileImage);
    for (const url of urls) expect(await storage.read(storageKeyOf(url)), url).toBeNull();
    expect(await storage.read(storageKeyOf(second.profileImage ?? ""))).not.toBeNull();
  });

  it("rejects a non-image whatever its name says, a file over the limit, and strangers", async () => {
    const db = database.db;
    const storage = createLocalFileStorage(dir);
    const dj = await seedDj(db);
    const manager = await managerOf(dj.id);
    const fakeJpeg = new TextEncoder().encode("<?php echo 'not a photo'; ?>".repeat(40));
    await expectAppError(
      updateDjProfile(db, manager, { slug: dj.slug, values: form({}), photo: { storage, bytes: fakeJpeg } }),
      "invalid_input",
      NOT_AN_IMAGE,
      { field: "image" },
    );
    const tooBig = new Uint8Array(MAX_DJ_IMAGE_BYTES + 1);
    tooBig.set(await photo(), 0);
    await expectAppError(
      updateDjProfile(db, manager, { slug: dj.slug, values: form({}), photo: { storage, bytes: tooBig } }),
      "too_large",
      TOO_LARGE,
      { field: "image" },
    );
    await expectAppError(processDjImage(await photo(100, 100)), "invalid_input", TOO_SMALL, { field: "image" });
    const stranger = await seedUser(db);
    await expectAppError(
      updateDjProfile(db, stranger, { slug: dj.slug, values: form({}), photo: { storage, bytes: await photo() } }),
      "not_found",
      "DJ profile not found",
    );
    const [row] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(row.profileImage).toBe(dj.profileImage);
  });
});

/** Every stored file of one profile's uploads (relative keys), to prove a refused save wrote nothing. */
function storedFiles(root: string, profileId: string): string[] {
  try {
    return readdirSync(path.join(root, "djs", profileId)).sort();
  } catch {
    return [];
  }
}

describe("one save keeps the fields and the chosen photo", () => {
  it("stores the fields and the photo together, clears the public caches and removes the previous upload", async () => {
    const db = database.db;
    const storage = createLocalFileStorage(dir);
    const dj = await seedDj(db, { displayName: "Photo Before" });
    const manager = await managerOf(dj.id);
    const cache = publicDjCache<string>();
    const cardOf = async () => {
      const [row] = await db
        .select({ n: djProfiles.displayName, i: djProfiles.profileImage })
        .from(djProfiles)
        .where(eq(djProfiles.id, dj.id));
      return `${row.n}|${row.i}`;
    };
    expect(await cache.get(db, "card", cardOf)).toBe(`Photo Before|${dj.profileImage}`);

    const first = await updateDjProfile(db, manager, {
      slug: dj.slug,
      values: form({ displayName: "Photo After", location: "Tallinn" }),
      photo: { storage, bytes: await photo() },
    });
    const [row] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(row).toMatchObject({ displayName: "Photo After", location: "Tallinn" });
    expect(row.profileImage).toMatch(new RegExp(`^/uploads/djs/${dj.id}/[a-z0-9]+-640\\.webp$`));
    expect(first.profileImage).toBe(row.profileImage);
    // Processed exactly as the upload path does: six squares, no metadata.
    const urls = await expectStoredSquares(storage, row.profileImage ?? "");
    // The 2-minute public cache was dropped: the new name and photo are public at once.
    expect(await cache.get(db, "card", cardOf)).toBe(`Photo After|${row.profileImage}`);

    // A second save with another photo replaces it and deletes the first photo's six files.
    const second = await updateDjProfile(db, manager, {
      slug: dj.slug,
      values: form({ displayName: "Photo Again" }),
      photo: { storage, bytes: await photo(400, 400) },
    });
    expect(second.profileImage).not.toBe(first.profileImage);
    for (const url of urls) expect(await storage.read(storageKeyOf(url)), url).toBeNull();
    expect(storedFiles(dir, dj.id)).toHaveLength(6);

    // A save without a photo keeps the stored one.
    await updateDjProfile(db, manager, { slug: dj.slug, values: form({ displayName: "No New Photo" }) });
    const [kept] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(kept).toMatchObject({ displayName: "No New Photo", profileImage: second.profileImage });
  });

  it("an unusable photo (not an image, too large, too small) or bad fields change nothing at all", async () => {
    const db = database.db;
    const storage = createLocalFileStorage(dir);
    const dj = await seedDj(db, { displayName: "Stays Put" });
    const manager = await managerOf(dj.id);
    const [before] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    const tooBig = new Uint8Array(MAX_DJ_IMAGE_BYTES + 1);
    tooBig.set(await photo(), 0);
    const refused: Array<[Uint8Array, AppErrorCode, string]> = [
      [new TextEncoder().encode("<?php echo 'not a photo'; ?>".repeat(40)), "invalid_input", NOT_AN_IMAGE],
      [tooBig, "too_large", TOO_LARGE],
      [await photo(120, 120), "invalid_input", TOO_SMALL],
    ];
    for (const [bytes, code, message] of refused) {
      await expectAppError(
        updateDjProfile(db, manager, {
          slug: dj.slug,
          values: form({ displayName: "Should Not Land", location: "Nowhere" }),
          photo: { storage, bytes },
        }),
        code,
        message,
        { field: "image" },
      );
    }
    const [after] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(after).toEqual(before);
    expect(storedFiles(dir, dj.id)).toEqual([]);
  });

  it("a storage failure half-way leaves the profile as it was and no stray files", async () => {
    const db = database.db;
    const local = createLocalFileStorage(dir);
    let puts = 0;
    const failing: FileStorage = {
      ...local,
      async put(key, data, contentType) {
        if (++puts === 4) throw new Error("disk full");
        await local.put(key, data, contentType);
      },
    };
    const dj = await seedDj(db);
    const manager = await managerOf(dj.id);
    const [before] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    await expect(
      updateDjProfile(db, manager, {
        slug: dj.slug,
        values: form({ displayName: "Half Saved?" }),
        photo: { storage: failing, bytes: await photo() },
      }),
    ).rejects.toThrow("disk full");
    const [after] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(after).toEqual(before);
    expect(storedFiles(dir, dj.id)).toEqual([]);
  });
});

describe("the editor's action: one Save profile, one outcome", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "booth-edit-action-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Runs the route action as the app does: a multipart POST from a signed-in manager. */
  async function save(userId: string, slug: string, fields: Record<string, string>, file?: File) {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    // The browser sends the file input even when nothing was chosen: an empty, nameless file.
    body.set("image", file ?? new File([], "", { type: "application/octet-stream" }));
    const request = new Request(`http://localhost/dj/${slug}/edit.data`, { method: "POST", body });
    const context = createLoadContext({
      config: { dataDir } as AppConfig,
      database,
      flags: DEFAULT_FLAGS,
      viewer: { role: "user" },
      userId,
      sessionId: `session-of-${userId}`,
    } as RequestContext);
    const result = (await runRoute(djEditAction as never, { request, context, params: { slug } })) as {
      data: { notice?: string; formError?: string; errors?: Record<string, string>; values?: Record<string, string> };
      init: { status?: number } | null;
    };
    return { status: result.init?.status ?? 200, ...result.data };
  }
  const png = async (width = 900, height = 700) =>
    new File(
      [
        await sharp({ create: { width, height, channels: 3, background: "#7c3aed" } })
          .png()
          .toBuffer(),
      ],
      "me.png",
      {
        type: "image/png",
      },
    );

  it("saves the fields and the chosen photo, and says both were saved", async () => {
    const db = database.db;
    const dj = await seedDj(db, { displayName: "Action Before" });
    const manager = await managerOf(dj.id);
    const result = await save(manager.id, dj.slug, { displayName: "Action After", genres: "Dub, Techno" }, await png());
    expect(result).toMatchObject({ status: 200, notice: "Profile and photo saved. The changes are live." });
    expect(result.values).toMatchObject({ displayName: "Action After", genres: "Dub, Techno" });
    const [row] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(row.displayName).toBe("Action After");
    expect(row.profileImage).toMatch(new RegExp(`^/uploads/djs/${dj.id}/[a-z0-9]+-640\\.webp$`));
    expect(await uploadStorage(dataDir).read(storageKeyOf(row.profileImage as string))).not.toBeNull();

    // Without a chosen photo the answer says only the profile was saved, and the photo stays.
    const plain = await save(manager.id, dj.slug, { displayName: "Action Again" });
    expect(plain).toMatchObject({ status: 200, notice: "Profile saved. The changes are live." });
    const [again] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(again).toMatchObject({ displayName: "Action Again", profileImage: row.profileImage });
  });

  it("a photo that cannot be used refuses the whole save, says why, and keeps what was typed", async () => {
    const db = database.db;
    const dj = await seedDj(db, { displayName: "Action Unchanged" });
    const manager = await managerOf(dj.id);
    const [before] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    const notImage = new File(["not really a jpeg ".repeat(200)], "photo.jpg", { type: "image/jpeg" });
    const refused = await save(manager.id, dj.slug, { displayName: "Typed Name", location: "Typed City" }, notImage);
    expect(refused.status).toBe(400);
    expect(refused.notice).toBeUndefined();
    expect(refused.formError).toMatch(/^Nothing was saved\. That file is not an image we can read\./);
    expect(refused.errors?.image).toContain("not an image we can read");
    expect(refused.values).toMatchObject({ displayName: "Typed Name", location: "Typed City" });

    const tooBig = new File([new Uint8Array(MAX_DJ_IMAGE_BYTES + 1)], "huge.jpg", { type: "image/jpeg" });
    const large = await save(manager.id, dj.slug, { displayName: "Typed Name" }, tooBig);
    expect(large.status).toBe(413);
    expect(large.formError).toMatch(/^Nothing was saved\. That photo is too large\. Upload one under 8 MB\./);

    // A good photo with a field the form refuses (djProfileFormSchema, the one check, before any write): the
    // photo is not stored either.
    const badField = await save(
      manager.id,
      dj.slug,
      { displayName: "Typed Name", youtubeUrl: "https://evil.example/watch" },
      await png(),
    );
    expect(badField.status).toBe(400);
    expect(badField.errors?.youtubeUrl).toBe("Enter a link on youtube.com or youtu.be for YouTube.");

    const [after] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(after).toEqual(before);
    expect(storedFiles(path.join(dataDir, "uploads"), dj.id)).toEqual([]);
  });
});
