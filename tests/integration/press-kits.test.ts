import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PRESS_PHOTOS, PRESS_PHOTO_HEIC, PRESS_PHOTOS_FULL } from "~/core/press/press-kit";
import { RIDER_ACTIVE, RIDER_NOT_PDF } from "~/core/press/rider-pdf";
import { onPublicChange } from "~server/cache/public-changes.server";
import type { Database } from "~server/db/client.server";
import { seedDj } from "~server/db/seed/factories.server";
import { makePressPhoto, makeRiderPdf } from "~server/db/seed/press-kit-files.server";
import { addPressPhoto } from "~server/domain/press-kits/add-press-photo.server";
import { addPressQuote } from "~server/domain/press-kits/add-press-quote.server";
import { editPressPhotoCredit } from "~server/domain/press-kits/edit-press-photo-credit.server";
import { getHeldPressKit } from "~server/domain/press-kits/get-held-press-kit.server";
import { getPressKit } from "~server/domain/press-kits/get-press-kit.server";
import { getPublicPressKit } from "~server/domain/press-kits/get-public-press-kit.server";
import { movePressPhoto } from "~server/domain/press-kits/move-press-photo.server";
import { pressPhotoKey } from "~server/domain/press-kits/press-storage-keys.server";
import { removePressPhoto } from "~server/domain/press-kits/remove-press-photo.server";
import { removePressQuote } from "~server/domain/press-kits/remove-press-quote.server";
import { removePressRider } from "~server/domain/press-kits/remove-press-rider.server";
import { savePressBio } from "~server/domain/press-kits/save-press-bio.server";
import { savePressRider } from "~server/domain/press-kits/save-press-rider.server";
import { seedDemoPressKits } from "~server/domain/press-kits/seed-demo-press-kits.server";
import { setPressKitLinkOnly } from "~server/domain/press-kits/set-press-kit-link-only.server";
import { createLocalFileStorage, type FileStorage } from "~server/storage/file-storage.server";
import { createTestDatabase } from "./helpers/test-database";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/press");

let database: Database;
let dir: string;
let storage: FileStorage;
const notices: string[] = [];
let stopListening: () => void;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), "booth-press-"));
  storage = createLocalFileStorage(dir);
  stopListening = onPublicChange((source) => notices.push(source));
});
afterAll(async () => {
  stopListening?.();
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The press-kit notices a write sent (each write must drop the cached pages through publicContentChanged). */
async function announced(write: () => Promise<unknown>): Promise<number> {
  const before = notices.filter((n) => n === "press-kits").length;
  await write();
  return notices.filter((n) => n === "press-kits").length - before;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string; message: string; field?: string }) => ({
      code: error.code,
      message: error.message,
      field: error.field,
    }),
  );

describe("press kit writes", () => {
  it("saves the long bio through the rich-text allow-list and sets link-only, each dropping the cached pages", async () => {
    const db = database.db;
    const dj = await seedDj(db);
    expect(await getPressKit(db, dj.id)).toMatchObject({ longBio: "", linkOnly: false, photos: [], quotes: [] });
    expect(
      await announced(() =>
        savePressBio(db, dj.id, 'Berlin-based.<script>alert(1)</script>\n\n<a href="javascript:x">x</a>'),
      ),
    ).toBe(1);
    const kit = await getHeldPressKit(db, dj.id);
    expect(kit.longBio).toContain("Berlin-based.");
    expect(kit.longBio).toContain('rel="noopener noreferrer nofollow"');
    expect(kit.longBio).not.toContain("script");
    expect(kit.longBio).not.toContain("javascript:");
    expect(await announced(() => setPressKitLinkOnly(db, dj.id, true))).toBe(1);
    // The held copy was dropped by the notice: the public read sees the switch at once.
    expect(await getPublicPressKit(db, dj.slug)).toBeNull();
    await setPressKitLinkOnly(db, dj.id, false);
    expect((await getPublicPressKit(db, dj.slug))?.kit.longBio).toContain("Berlin-based.");
  });

  it("shows no kit of a profile that is not public", async () => {
    const db = database.db;
    const hidden = await seedDj(db, { verificationStatus: "none" });
    await savePressBio(db, hidden.id, "Secret");
    expect(await getPublicPressKit(db, hidden.slug)).toBeNull();
    expect(await getPublicPressKit(db, "no-such-dj-anywhere")).toBeNull();
  });

  it("adds quotes in order and removes only the DJ's own", async () => {
    const db = database.db;
    const dj = await seedDj(db);
    const other = await seedDj(db);
    const first = await addPressQuote(db, dj.id, { quote: "Patient, hypnotic.", source: "Groove", link: null });
    expect(
      await announced(() =>
        addPressQuote(db, dj.id, { quote: "Pure floor.", source: "RA", link: "https://ra.co/reviews/1" }),
      ),
    ).toBe(1);
    expect((await getPressKit(db, dj.id)).quotes.map((q) => q.source)).toEqual(["Groove", "RA"]);
    expect(await failure(removePressQuote(db, other.id, first.id))).toMatchObject({ code: "not_found" });
    await removePressQuote(db, dj.id, first.id);
    expect((await getPressKit(db, dj.id)).quotes.map((q) => q.source)).toEqual(["RA"]);
    // The database refuses an over-long quote even if a caller skipped the form's schema.
    expect(await failure(addPressQuote(db, dj.id, { quote: "x".repeat(501), source: "A", link: null }))).not.toBeNull();
  });

  it("keeps a press photo as uploaded plus web sizes, with credit and order, and removes its files", async () => {
    const db = database.db;
    const dj = await seedDj(db);
    const other = await seedDj(db);
    const jpeg = await makePressPhoto({ width: 2000, height: 1400 });
    const { id: a } = await addPressPhoto(db, storage, dj.id, { bytes: jpeg, credit: "Mara Lind" });
    const { id: b } = await addPressPhoto(db, storage, dj.id, {
      bytes: await makePressPhoto({ width: 800, height: 1200, format: "png", hue: 40 }),
      credit: null,
    });
    const kit = await getPressKit(db, dj.id);
    expect(kit.photos.map((p) => [p.id, p.originalType, p.width, p.height, p.credit])).toEqual([
      [a, "image/jpeg", 2000, 1400, "Mara Lind"],
      [b, "image/png", 800, 1200, null],
    ]);
    const [photo] = kit.photos;
    // The original, byte for byte; the web sizes fit inside their width, never enlarged.
    expect(Buffer.from((await storage.read(photo.originalKey)) ?? []).equals(Buffer.from(jpeg))).toBe(true);
    const sharp = (await import("sharp")).default;
    const w640 = await sharp(
      Buffer.from((await storage.read(pressPhotoKey(dj.id, photo.version, 640))) ?? []),
    ).metadata();
    expect([w640.format, w640.width, w640.height]).toEqual(["webp", 640, 448]);
    const w1600 = await storage.read(pressPhotoKey(dj.id, kit.photos[1].version, 1600));
    expect((await sharp(Buffer.from(w1600 ?? [])).metadata()).height).toBe(1200);

    expect(await announced(() => movePressPhoto(db, dj.id, b, "up"))).toBe(1);
    expect((await getPressKit(db, dj.id)).photos.map((p) => p.id)).toEqual([b, a]);
    await editPressPhotoCredit(db, dj.id, a, "M. Lind");
    expect((await getPressKit(db, dj.id)).photos[1].credit).toBe("M. Lind");
    // Another DJ's editor cannot touch these photos.
    expect(await failure(removePressPhoto(db, storage, other.id, a))).toMatchObject({ code: "not_found" });
    expect(await failure(movePressPhoto(db, other.id, a, "up"))).toMatchObject({ code: "not_found" });
    expect(await failure(editPressPhotoCredit(db, other.id, a, "x"))).toMatchObject({ code: "not_found" });

    await removePressPhoto(db, storage, dj.id, a);
    expect(await storage.read(photo.originalKey)).toBeNull();
    expect(await storage.read(pressPhotoKey(dj.id, photo.version, 640))).toBeNull();
    expect((await getPressKit(db, dj.id)).photos.map((p) => p.id)).toEqual([b]);
  });

  it("takes a phone's HEIC: kept as uploaded, its web sizes decoded from it", async () => {
    const db = database.db;
    const dj = await seedDj(db);
    // Written by libheif's heif-enc (x265) from a 1200 × 800 picture: an HEVC-coded HEIC as a phone writes it.
    const heic = new Uint8Array(await readFile(path.join(FIXTURES, "stage-photo.heic")));
    const { id } = await addPressPhoto(db, storage, dj.id, { bytes: heic, credit: "Phone" });
    const [photo] = (await getPressKit(db, dj.id)).photos;
    expect([photo.id, photo.originalType, photo.width, photo.height]).toEqual([id, "image/heic", 1200, 800]);
    expect(Buffer.from((await storage.read(photo.originalKey)) ?? []).equals(Buffer.from(heic))).toBe(true);
    const web = await storage.read(pressPhotoKey(dj.id, photo.version, 640));
    const meta = await sharp(web ?? Buffer.alloc(0)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 640, 427]);
    // The picture, not a blank: its bright top left and its dark bottom.
    const { data } = await sharp(web ?? Buffer.alloc(0))
      .resize(4, 4)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0] + data[1] + data[2]).toBeGreaterThan(data[data.length - 3] + data[data.length - 2] + 60);
  });

  it("refuses what is not a usable photo, a HEIC it cannot decode, and a thirteenth photo", async () => {
    const db = database.db;
    const dj = await seedDj(db);
    const heic = Uint8Array.from([0, 0, 0, 0x18, ...Buffer.from("ftypheic\0\0\0\0mif1heic"), 0, 0, 0, 8]);
    expect(await failure(addPressPhoto(db, storage, dj.id, { bytes: heic, credit: null }))).toEqual({
      code: "invalid_input",
      message: PRESS_PHOTO_HEIC,
      field: "photo",
    });
    const pdfAsPhoto = await makeRiderPdf("Not a photo", []);
    expect(await failure(addPressPhoto(db, storage, dj.id, { bytes: pdfAsPhoto, credit: null }))).toMatchObject({
      code: "invalid_input",
      field: "photo",
    });
    const small = await makePressPhoto({ width: 500, height: 400 });
    expect(await failure(addPressPhoto(db, storage, dj.id, { bytes: small, credit: null }))).toMatchObject({
      message: expect.stringContaining("too small"),
    });
    const photo = await makePressPhoto({ width: 600, height: 600, format: "webp" });
    for (let i = 0; i < MAX_PRESS_PHOTOS; i++) await addPressPhoto(db, storage, dj.id, { bytes: photo, credit: null });
    expect(await failure(addPressPhoto(db, storage, dj.id, { bytes: photo, credit: null }))).toEqual({
      code: "conflict",
      message: PRESS_PHOTOS_FULL,
      field: "photo",
    });
    expect((await getPressKit(db, dj.id)).photos.map((p) => p.position)).toEqual(
      Array.from({ length: MAX_PRESS_PHOTOS }, (_, i) => i + 1),
    );
  });

  it("keeps a clean rider, refuses an active or fake one and leaves no file behind, replaces and removes", async () => {
    const db = database.db;
    const dj = await seedDj(db);
    const clean = await makeRiderPdf("Technical rider", ["2 × CDJ-3000", "DJM-V10"]);
    expect(
      await announced(() =>
        savePressRider(db, storage, dj.id, { kind: "technical", bytes: clean, fileName: "tech.pdf" }),
      ),
    ).toBe(1);
    const first = (await getPressKit(db, dj.id)).riders.technical;
    expect(first).toMatchObject({ fileName: "tech.pdf", bytes: clean.byteLength });
    expect(Buffer.from((await storage.read(first?.storageKey ?? "")) ?? []).equals(Buffer.from(clean))).toBe(true);

    const script = await makeRiderPdf("Hospitality rider", ["Water"], { withScript: true });
    expect(
      await failure(savePressRider(db, storage, dj.id, { kind: "hospitality", bytes: script, fileName: "h.pdf" })),
    ).toEqual({ code: "invalid_input", message: RIDER_ACTIVE, field: "rider" });
    const png = await makePressPhoto({ width: 600, height: 600, format: "png" });
    expect(
      await failure(savePressRider(db, storage, dj.id, { kind: "hospitality", bytes: png, fileName: "h.pdf" })),
    ).toEqual({ code: "invalid_input", message: RIDER_NOT_PDF, field: "rider" });
    expect((await getPressKit(db, dj.id)).riders.hospitality).toBeUndefined();

    const second = await makeRiderPdf("Technical rider v2", ["2 × CDJ-3000", "DJM-A9"]);
    await savePressRider(db, storage, dj.id, { kind: "technical", bytes: second, fileName: "Tech <v2>.pdf" });
    const replaced = (await getPressKit(db, dj.id)).riders.technical;
    expect(replaced?.fileName).toBe("Tech v2.pdf");
    expect(await storage.read(first?.storageKey ?? "")).toBeNull();
    expect(await announced(() => removePressRider(db, storage, dj.id, "technical"))).toBe(1);
    expect(await storage.read(replaced?.storageKey ?? "")).toBeNull();
    expect((await getPressKit(db, dj.id)).riders).toEqual({});
    // Removing again (a double click) is fine and announces nothing.
    expect(await announced(() => removePressRider(db, storage, dj.id, "technical"))).toBe(0);
  });

  it("seeds the two demo kits once, with readable photos and riders that pass the rider check", async () => {
    const db = database.db;
    const nadia = await seedDj(db, { slug: "nadia-voss", displayName: "Nadia Voss" });
    await seedDj(db, { slug: "kairo-blaze", displayName: "Kairo Blaze" });
    expect(await seedDemoPressKits(db, storage)).toBe(2);
    const kit = await getPressKit(db, nadia.id);
    expect([kit.photos.length, kit.quotes.length, Object.keys(kit.riders).sort()]).toEqual([
      3,
      3,
      ["hospitality", "technical"],
    ]);
    expect(kit.longBio).toContain("<p>Nadia Voss grew up");
    expect(await seedDemoPressKits(db, storage)).toBe(0);
  });
});
