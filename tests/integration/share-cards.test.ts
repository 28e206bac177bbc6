import { eq } from "drizzle-orm";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Database } from "~server/db/client.server";
import { djProfiles } from "~server/db/schema";
import { seedDj, seedEvent } from "~server/db/seed/factories.server";
import { setFlag } from "~server/domain/flags/set-flag.server";
import { getShareCard } from "~server/domain/share-cards/get-share-card.server";
import { shareCardHandler } from "~server/http/share-card.server";
import type { FileStorage } from "~server/storage/file-storage.server";
import { createTestDatabase } from "./helpers/test-database";

// Share cards (decision 060) from the pages' held data: 404 exactly when the page is, a new card after a public change.
let database: Database;
const noUploads = { read: async () => null } as unknown as FileStorage;
let app: Hono;

beforeAll(async () => {
  database = await createTestDatabase();
  await setFlag(database.db, "eventsPageEnabled", true);
  app = new Hono();
  app.get(
    "/og/:kind/:file",
    shareCardHandler(() => database.db, noUploads),
  );
});

afterAll(async () => {
  await database?.close();
});

async function card(path: string) {
  const res = await app.request(path);
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("share cards", () => {
  it("are 1200×630 JPEGs for a public DJ and event, saying name, date, place and lineup", async () => {
    const dj = await seedDj(database.db, { displayName: "Selin Aydın", location: "İstanbul, Türkiye" });
    const event = await seedEvent(database.db, { eventName: "Card Test Night", lineupDjs: [dj] });
    const source = await getShareCard(database.db, "event", event.eventId);
    expect(source?.text.title).toBe("Card Test Night");
    expect(source?.text.lines.join(" | ")).toContain("Warehouse, Berlin, Germany");
    expect(source?.text.lines.join(" | ")).toContain("With Selin Aydın");
    expect(source?.picture).toMatchObject({ art: { kind: "event", text: { lineup: ["Selin Aydın"] } } });
    for (const path of [`/og/dj/${dj.slug}.jpg`, `/og/event/${event.eventId}.jpg`]) {
      const got = await card(path);
      expect([got.status, got.type], path).toEqual([200, "image/jpeg"]);
      const meta = await sharp(got.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    }
  });

  it("answer 404 for an unverified or inactive DJ, a draft or pending event, an area switched off, a bad name", async () => {
    const unverified = await seedDj(database.db, { verificationStatus: "none" });
    const inactive = await seedDj(database.db, { active: false });
    const draft = await seedEvent(database.db, { status: "draft" });
    const pending = await seedEvent(database.db, { status: "pending" });
    for (const path of [
      `/og/dj/${unverified.slug}.jpg`,
      `/og/dj/${inactive.slug}.jpg`,
      `/og/event/${draft.eventId}.jpg`,
      `/og/event/${pending.eventId}.jpg`,
      "/og/dj/nobody.jpg",
      "/og/dj/..%2Fsecret.jpg",
      "/og/poster/x.jpg",
      "/og/dj/x.png",
    ]) {
      expect((await card(path)).status, path).toBe(404);
    }
    const published = await seedEvent(database.db);
    await setFlag(database.db, "eventsPageEnabled", false);
    await publicContentChanged(database.db, "flags");
    expect((await card(`/og/event/${published.eventId}.jpg`)).status).toBe(404);
    await setFlag(database.db, "eventsPageEnabled", true);
    await publicContentChanged(database.db, "flags");
    expect((await card(`/og/event/${published.eventId}.jpg`)).status).toBe(200);
  });

  it("are drawn again after a public change (a rename), and kept until one", async () => {
    const dj = await seedDj(database.db);
    const first = await card(`/og/dj/${dj.slug}.jpg`);
    expect((await card(`/og/dj/${dj.slug}.jpg`)).bytes.equals(first.bytes)).toBe(true);
    await database.db.update(djProfiles).set({ displayName: "A Whole New Name" }).where(eq(djProfiles.id, dj.id));
    await publicContentChanged(database.db, "djs");
    const second = await card(`/og/dj/${dj.slug}.jpg`);
    expect(second.status).toBe(200);
    expect(second.bytes.equals(first.bytes)).toBe(false);
  });
});
