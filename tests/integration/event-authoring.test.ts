import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDateOf, localTimeOf, zonedDateTime } from "~/core/events/events";
import type { Database, Db } from "~server/db/client.server";
import { eventLineup, mateEvents } from "~server/db/schema";
import { type DjProfile, seedDj, seedUser, seedVenue, type User } from "~server/db/seed/factories.server";
import { cancelEvent } from "~server/domain/events/cancel-event.server";
import { createEvent } from "~server/domain/events/create-event.server";
import { deleteEvent } from "~server/domain/events/delete-event.server";
import { duplicateEvent } from "~server/domain/events/duplicate-event.server";
import { getEventForEdit } from "~server/domain/events/get-event-for-edit.server";
import { getEventFormOptions } from "~server/domain/events/get-event-form-options.server";
import { getPublicEvent } from "~server/domain/events/get-public-event.server";
import { listManagedEvents } from "~server/domain/events/list-managed-events.server";
import { reviewEvent } from "~server/domain/events/review-event.server";
import { removeEventImage, storeEventImage } from "~server/domain/events/store-event-image.server";
import { updateEvent } from "~server/domain/events/update-event.server";
import { SearchIndex } from "~server/domain/search/search-index.server";
import { createLocalFileStorage } from "~server/storage/file-storage.server";
import { eventFormFields, formErrors } from "./helpers/event-form";
import { expectAppError } from "./helpers/expect-app-error";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
let db: Db;
let mate: User;
let otherMate: User;
let admin: User;
let ada: DjProfile;
let bo: DjProfile;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const asMate = () => ({ userId: mate.id, isAdmin: false });
const asOther = () => ({ userId: otherMate.id, isAdmin: false });
const asAdmin = () => ({ userId: admin.id, isAdmin: true });

async function lineupOf(eventId: string) {
  const [row] = await db.select({ id: mateEvents.id }).from(mateEvents).where(eq(mateEvents.eventId, eventId));
  return db
    .select({ djProfileId: eventLineup.djProfileId, djName: eventLineup.djName, position: eventLineup.position })
    .from(eventLineup)
    .where(eq(eventLineup.eventId, row.id))
    .orderBy(asc(eventLineup.position));
}
async function rowOf(eventId: string) {
  const [row] = await db.select().from(mateEvents).where(eq(mateEvents.eventId, eventId));
  return row;
}
async function mateEvent(name: string, status: "draft" | "pending" | "published" = "published") {
  return createEvent(db, {
    name,
    startsAt: inDays(10),
    status,
    lineup: [{ djProfileId: ada.id }, { name: "Guest Friend" }],
    createdBy: mate.id,
  });
}
const edit = (name: string, extra: Partial<Parameters<typeof updateEvent>[3]> = {}) => ({
  name,
  startsAt: inDays(12),
  lineup: [{ djProfileId: bo.id }, { djProfileId: ada.id }],
  intent: "save" as const,
  approvalRequired: false,
  ...extra,
});

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  mate = await seedUser(db, { name: "Mina Mate" });
  otherMate = await seedUser(db, { name: "Otto Other" });
  admin = await seedUser(db, { role: "admin", name: "Ada Admin" });
  ada = await seedDj(db, { verificationStatus: "verified", displayName: "Ada Authoring", userId: mate.id });
  bo = await seedDj(db, { verificationStatus: "mate", displayName: "Bo Authoring" });
});
afterAll(async () => {
  await database?.close();
});

describe("editing an event", () => {
  it("keeps the event_id, rewrites the lineup in order and the text copies", async () => {
    const created = await mateEvent("Keep My Id");
    await updateEvent(db, asMate(), created.eventId, edit("A Brand New Name"));
    const row = await rowOf(created.eventId);
    expect(row.eventName).toBe("A Brand New Name");
    expect(row.lineup).toEqual(["Bo Authoring", "Ada Authoring"]);
    expect(await lineupOf(created.eventId)).toEqual([
      { djProfileId: bo.id, djName: "Bo Authoring", position: 0 },
      { djProfileId: ada.id, djName: "Ada Authoring", position: 1 },
    ]);
    // The public page answers at the old id with the new name.
    expect((await getPublicEvent(db, created.eventId))?.name).toBe("A Brand New Name");
  });

  it("with approval on, a mate's edit goes back to review; off, it stays published", async () => {
    const created = await mateEvent("Approval Edit");
    const on = await updateEvent(db, asMate(), created.eventId, edit("Approval Edit", { approvalRequired: true }));
    expect(on.status).toBe("pending");
    expect(await getPublicEvent(db, created.eventId)).toBeNull();
    const off = await updateEvent(db, asMate(), created.eventId, edit("Approval Edit"));
    expect(off.status).toBe("published");
    // An admin's own status control wins over the flag.
    const byAdmin = await updateEvent(
      db,
      asAdmin(),
      created.eventId,
      edit("Approval Edit", { approvalRequired: true, adminStatus: "draft" }),
    );
    expect(byAdmin.status).toBe("draft");
  });

  it("refuses bad input and stores nothing", async () => {
    const created = await mateEvent("Unchanged Night");
    const before = await rowOf(created.eventId);
    await expectAppError(
      updateEvent(db, asMate(), created.eventId, {
        ...edit("Changed?"),
        lineup: [{ djProfileId: "00000000-0000-4000-8000-000000000000" }],
      }),
      "invalid_input",
      "The lineup names a DJ who is not on Booth",
      { field: "lineup" },
    );
    // An edit's shape is eventFormSchema's alone, checked by the action before the domain is called.
    const form = (overrides: Record<string, string>) => eventFormFields("Changed?", overrides);
    expect(formErrors(form({ ticketUrl: "javascript:alert(1)" }), "edit").ticketUrl).toMatch(/tickets link/);
    expect(formErrors(form({ name: "<script>x</script>" }), "edit")).toMatchObject({
      name: "Event name must be plain text (no HTML)",
    });
    expect(formErrors(form({ description: "x".repeat(10 * 1024 * 1024) }), "edit").description).toMatch(
      /description is too long/,
    );
    const after = await rowOf(created.eventId);
    expect(after.eventName).toBe(before.eventName);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect((await lineupOf(created.eventId)).map((l) => l.djName)).toEqual(["Ada Authoring", "Guest Friend"]);
  });

  it("refuses a new event dated in the past, and stores nothing", async () => {
    const fields = eventFormFields("Yesterday Party", { date: localDateOf(inDays(-2), "Europe/Berlin") });
    expect(formErrors(fields, "create")).toMatchObject({ date: "The event can't start in the past" });
    // An edit may keep (or fix) a past date.
    expect(formErrors(fields, "edit")).toEqual({});
    const found = await listManagedEvents(db, asMate(), { mine: true, q: "Yesterday Party" });
    expect(found).toHaveLength(0);
  });

  it("sanitises the description like a DJ bio", async () => {
    const created = await mateEvent("Sanitised Night");
    await updateEvent(db, asMate(), created.eventId, {
      ...edit("Sanitised Night"),
      description: 'Doors at 22:00<script>alert(1)</script><img src=x onerror="alert(2)">',
    });
    const row = await rowOf(created.eventId);
    expect(row.description).toContain("Doors at 22:00");
    expect(row.description).not.toMatch(/script|onerror|<img/);
  });
});

describe("one mate cannot reach another's event (IDOR)", () => {
  it("answers not found for edit, cancel, duplicate and the edit screen; admins reach it", async () => {
    const created = await mateEvent("Mine Alone");
    await expectAppError(updateEvent(db, asOther(), created.eventId, edit("Stolen")), "not_found", "Event not found");
    await expectAppError(cancelEvent(db, asOther(), created.eventId), "not_found", "Event not found");
    await expectAppError(duplicateEvent(db, asOther(), created.eventId), "not_found", "Event not found");
    expect(await getEventForEdit(db, created.eventId, asOther())).toBeNull();
    expect((await rowOf(created.eventId)).eventName).toBe("Mine Alone");
    expect((await getEventForEdit(db, created.eventId, asAdmin()))?.lineup.map((l) => l.name)).toEqual([
      "Ada Authoring",
      "Guest Friend",
    ]);
    // A mate's list holds only their own events; an admin's holds everyone's.
    const others = await listManagedEvents(db, asOther(), { mine: true });
    expect(others.map((e) => e.eventId)).not.toContain(created.eventId);
    const all = await listManagedEvents(db, asAdmin(), { q: "Mine Alone" });
    expect(all.map((e) => e.eventId)).toEqual([created.eventId]);
    expect(all[0].creatorName).toBe("Mina Mate");
  });
});

describe("cancel, duplicate, delete", () => {
  it("cancel keeps the page and takes the event off lists; twice is fine", async () => {
    const created = await mateEvent("Cancel Me");
    await cancelEvent(db, asMate(), created.eventId);
    await cancelEvent(db, asMate(), created.eventId);
    expect((await rowOf(created.eventId)).status).toBe("cancelled");
    expect((await getPublicEvent(db, created.eventId))?.status).toBe("cancelled");
  });

  it("duplicate makes a future draft with its own event_id and the same lineup", async () => {
    const original = await createEvent(db, {
      name: "Copy Night",
      startsAt: zonedDateTime("2024-03-01", "22:00", "Europe/Berlin"),
      timeZone: "Europe/Berlin",
      lineup: [{ djProfileId: ada.id }, { name: "Guest Friend" }],
      createdBy: mate.id,
    });
    const copy = await duplicateEvent(db, asMate(), original.eventId);
    expect(copy.eventId).not.toBe(original.eventId);
    const row = await rowOf(copy.eventId);
    expect(row.status).toBe("draft");
    expect(row.createdBy).toBe(mate.id);
    expect(row.eventDate.getTime()).toBeGreaterThan(Date.now());
    expect(localTimeOf(row.eventDate, "Europe/Berlin")).toBe("22:00");
    expect(copy.eventId).toBe(`copy-night-${localDateOf(row.eventDate, "Europe/Berlin")}`);
    expect((await lineupOf(copy.eventId)).map((l) => l.djName)).toEqual(["Ada Authoring", "Guest Friend"]);
  });

  it("delete removes the event and its lineup, for admins only", async () => {
    const created = await mateEvent("Delete Me");
    await expectAppError(deleteEvent(db, asMate(), created.eventId), "forbidden", "Only admins delete events");
    const removed = await deleteEvent(db, asAdmin(), created.eventId);
    expect(removed.name).toBe("Delete Me");
    expect(await rowOf(created.eventId)).toBeUndefined();
    const orphans = await db.select().from(eventLineup).where(eq(eventLineup.djName, "Guest Friend"));
    expect(orphans.every((o) => o.eventId !== created.id)).toBe(true);
  });
});

describe("review", () => {
  it("approve publishes; reject returns it to draft with the note; only pending events are reviewed", async () => {
    const a = await mateEvent("Review Approve", "pending");
    const approved = await reviewEvent(db, asAdmin(), a.eventId, { decision: "approve" });
    expect(approved.creator).toEqual({ email: mate.email, name: "Mina Mate" });
    expect((await rowOf(a.eventId)).status).toBe("published");
    expect(await getPublicEvent(db, a.eventId)).not.toBeNull();
    await expectAppError(
      reviewEvent(db, asAdmin(), a.eventId, { decision: "approve" }),
      "conflict",
      "This event is not waiting for review any more",
    );

    const r = await mateEvent("Review Reject", "pending");
    await reviewEvent(db, asAdmin(), r.eventId, { decision: "reject", reason: "Add the venue's address" });
    const row = await rowOf(r.eventId);
    expect(row).toMatchObject({ status: "draft", reviewNote: "Add the venue's address", reviewedBy: admin.id });
    expect(row.reviewedAt).toBeInstanceOf(Date);
    const [listed] = await listManagedEvents(db, asMate(), { mine: true, q: "Review Reject" });
    expect(listed.reviewNote).toBe("Add the venue's address");
    // Resubmitted (approval on): pending again, and the old note is gone.
    await updateEvent(db, asMate(), r.eventId, edit("Review Reject", { approvalRequired: true }));
    expect(await rowOf(r.eventId)).toMatchObject({ status: "pending", reviewNote: null });
    await expectAppError(
      reviewEvent(db, asMate(), r.eventId, { decision: "approve" }),
      "forbidden",
      "Only admins review events",
    );
  });
});

describe("form options", () => {
  it("offers active venues with a zone, and the person's own DJ profile", async () => {
    const venue = await seedVenue(db, { name: "Lagos Test Hall", city: "Lagos", country: "Nigeria" });
    const options = await getEventFormOptions(db, mate.id);
    expect(options.ownDj).toMatchObject({ djProfileId: ada.id, name: "Ada Authoring" });
    expect(options.venues.find((v) => v.id === venue.id)).toMatchObject({
      location: "Lagos, Nigeria",
      timeZone: "Africa/Lagos",
    });
    expect((await getEventFormOptions(db, otherMate.id)).ownDj).toBeNull();
  });
});

describe("flyers", () => {
  it("stores an image in two widths and formats, refuses a non-image and writes nothing", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "booth-flyers-"));
    try {
      const storage = createLocalFileStorage(dir);
      await expectAppError(
        storeEventImage(storage, new TextEncoder().encode("%PDF-1.4 not an image")),
        "invalid_input",
        /not an image we can read/,
        { field: "image" },
      );
      expect(await readdir(dir)).toEqual([]);
      const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#c026d3" } })
        .png()
        .toBuffer();
      const url = await storeEventImage(storage, new Uint8Array(png));
      expect(url).toMatch(/^\/uploads\/events\/[0-9a-f-]{36}\/[a-z0-9]+-1280\.webp$/);
      const folder = path.join(dir, "events", url.split("/")[3]);
      expect((await readdir(folder)).sort()).toHaveLength(4);
      // Flyers keep their aspect (never enlarged past the original's width).
      const stored = await storage.read(url.slice("/uploads/".length));
      expect(await sharp(stored as Uint8Array).metadata()).toMatchObject({ width: 600, height: 800 });
      await removeEventImage(storage, url);
      expect(await readdir(folder)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("search sees edits", () => {
  it("finds an event under its new name at once after an edit, and not after cancel", async () => {
    const index = new SearchIndex(database, { reloadAfterMs: 300 });
    await index.start();
    try {
      const token = `zx${Date.now().toString(36)}`;
      const now = new Date();
      const input = { q: { lower: token, words: [token], multiWord: false }, filters: {}, limit: 5, offset: 0, now };
      const untilIndexSays = async (eventIds: string[]) => {
        const since = Date.now();
        for (;;) {
          const urls = index.search("event", input)?.items.map((i) => i.url);
          if (urls && JSON.stringify(urls) === JSON.stringify(eventIds.map((id) => `/events/${id}`))) return;
          if (Date.now() - since > 15_000) throw new Error(`index says ${JSON.stringify(urls)}`);
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      const created = await mateEvent("Renamed Later");
      await untilIndexSays([]);
      await updateEvent(db, asMate(), created.eventId, edit(`${token} Renamed`));
      await untilIndexSays([created.eventId]);
      await cancelEvent(db, asMate(), created.eventId);
      await untilIndexSays([]);
    } finally {
      await index.stop();
    }
  });
});
