import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { djImageSrcSet, MAX_DJ_IMAGE_BYTES } from "../../app/core/dj-image";
import { djProfileFormSchema } from "../../app/core/dj-profile-form";
import type { Database } from "../../server/db/client.server";
import { djProfiles, userRoles } from "../../server/db/schema";
import { seedDj, seedUser } from "../../server/db/seed/factories.server";
import { getEditableDj } from "../../server/domain/djs/get-editable-dj.server";
import { processDjImage } from "../../server/domain/djs/process-dj-image.server";
import { publicDjCache } from "../../server/domain/djs/public-dj-cache.server";
import { updateDjProfile } from "../../server/domain/djs/update-dj-profile.server";
import { storageKeyOf, uploadDjImage } from "../../server/domain/djs/upload-dj-image.server";
import { createLocalFileStorage } from "../../server/storage/file-storage.server";
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
      await expect(getEditableDj(db, actor, dj.slug)).rejects.toMatchObject({ status: 404 });
      await expect(updateDjProfile(db, actor, { slug: dj.slug, values: form({}) })).rejects.toMatchObject({
        status: 404,
      });
    }
    await expect(getEditableDj(db, manager, "no-such-dj")).rejects.toMatchObject({ status: 404 });
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
    expect(await cache.get("name", nameOf)).toBe("Before Name");
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
    expect(await cache.get("name", nameOf)).toBe("After Name");
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
    const { profileImage } = await uploadDjImage(db, storage, manager, { slug: dj.slug, bytes: await photo() });
    expect(profileImage).toMatch(new RegExp(`^/uploads/djs/${dj.id}/[a-z0-9]+-640\\.webp$`));
    const [row] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(row.profileImage).toBe(profileImage);
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

    const second = await uploadDjImage(db, storage, manager, { slug: dj.slug, bytes: await photo(400, 400) });
    expect(second.profileImage).not.toBe(profileImage);
    for (const url of urls) expect(await storage.read(storageKeyOf(url)), url).toBeNull();
    expect(await storage.read(storageKeyOf(second.profileImage))).not.toBeNull();
  });

  it("rejects a non-image whatever its name says, a file over the limit, and strangers", async () => {
    const db = database.db;
    const storage = createLocalFileStorage(dir);
    const dj = await seedDj(db);
    const manager = await managerOf(dj.id);
    const fakeJpeg = new TextEncoder().encode("<?php echo 'not a photo'; ?>".repeat(40));
    await expect(uploadDjImage(db, storage, manager, { slug: dj.slug, bytes: fakeJpeg })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("not an image"),
    });
    const tooBig = new Uint8Array(MAX_DJ_IMAGE_BYTES + 1);
    tooBig.set(await photo(), 0);
    await expect(uploadDjImage(db, storage, manager, { slug: dj.slug, bytes: tooBig })).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining("8 MB"),
    });
    await expect(processDjImage(await photo(100, 100))).rejects.toMatchObject({ status: 400 });
    const stranger = await seedUser(db);
    await expect(uploadDjImage(db, storage, stranger, { slug: dj.slug, bytes: await photo() })).rejects.toMatchObject({
      status: 404,
    });
    const [row] = await db.select().from(djProfiles).where(eq(djProfiles.id, dj.id));
    expect(row.profileImage).toBe(dj.profileImage);
  });
});
