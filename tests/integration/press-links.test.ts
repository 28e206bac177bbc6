import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInContext } from "~server/adapters/access.server";
import { handleBookingWorkflowAction } from "~server/adapters/booking-workflow-action.server";
import {
  loadPressLinkPage,
  PRESS_LINK_LIMIT,
  servePressLinkPdf,
  servePressLinkPhoto,
  servePressLinkRider,
} from "~server/adapters/press-link.server";
import { loadPressPage, serveRider } from "~server/adapters/press-page.server";
import type { RequestContext } from "~server/context.server";
import type { Database } from "~server/db/client.server";
import {
  bookingInquiries,
  bookingInquiryStatusHistory,
  bookingPressDownloads,
  bookingPressLinks,
} from "~server/db/schema";
import { seedDj, seedUser } from "~server/db/seed/factories.server";
import { makePressPhoto, makeRiderPdf } from "~server/db/seed/press-kit-files.server";
import { feedTokenHash } from "~server/domain/alerts/alert-tokens.server";
import { addPressPhoto } from "~server/domain/press-kits/add-press-photo.server";
import { savePressRider } from "~server/domain/press-kits/save-press-rider.server";
import { setPressKitLinkOnly } from "~server/domain/press-kits/set-press-kit-link-only.server";
import { createPressLink } from "~server/domain/press-links/create-press-link.server";
import { getInquiryPressLink } from "~server/domain/press-links/get-inquiry-press-link.server";
import { revokePressLink } from "~server/domain/press-links/revoke-press-link.server";
import { seedDemoPressLink } from "~server/domain/press-links/seed-demo-press-link.server";
import { uploadStorage } from "~server/storage/file-storage.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "booth-press-links-"));
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

let addressNo = 0;
/** An anonymous visitor as the loaders read one; each test from an address of its own (the limit is per address). */
const visitor = (ip = `198.51.100.${++addressNo}`) =>
  ({
    database,
    config: { publicUrl: "https://booth.example", dataDir },
    flags: { eventsPageEnabled: true },
    userId: null,
    clientIp: ip,
  }) as unknown as RequestContext;
const routerContext = () => ({}) as unknown as Readonly<RouterContextProvider>;

/** A DJ with a rider and a photo, a link-only kit, and an inquiry to them. */
async function kitWithInquiry() {
  const db = database.db;
  const dj = await seedDj(db);
  await savePressRider(db, uploadStorage(dataDir), dj.id, {
    kind: "technical",
    bytes: await makeRiderPdf("Technical rider", ["2 × CDJ-3000", "DJM-V10"]),
    fileName: "tech.pdf",
  });
  const photo = await addPressPhoto(db, uploadStorage(dataDir), dj.id, { bytes: await makePressPhoto(), credit: null });
  await setPressKitLinkOnly(db, dj.id, true);
  const [inquiry] = await db
    .insert(bookingInquiries)
    .values({ djProfileId: dj.id, name: "Club Aurora", email: "booker@aurora.example" })
    .returning();
  return { dj, inquiry, photoId: photo.id };
}

const linkRow = async (inquiryId: string) =>
  (await database.db.select().from(bookingPressLinks).where(eq(bookingPressLinks.inquiryId, inquiryId)))[0];
const downloadsOf = async (inquiryId: string) =>
  database.db.select().from(bookingPressDownloads).where(eq(bookingPressDownloads.inquiryId, inquiryId));

/** What a loader answered with data(): its payload and status. */
function answered(result: unknown): { status: number; kind: string; publicKit?: string | null } {
  const r = result as { type?: string; data?: { kind: string; publicKit?: string | null }; init?: { status?: number } };
  if (r.type === "DataWithResponseInit") return { status: r.init?.status ?? 200, kind: r.data?.kind ?? "" };
  return { status: 200, kind: (result as { kind: string }).kind };
}

describe("personal press-kit links", () => {
  it("keeps only the token's hash, expiring after 90 days; a new link replaces the old at once", async () => {
    const { dj, inquiry } = await kitWithInquiry();
    const now = new Date("2026-12-07T09:00:00Z");
    const made = await createPressLink(database.db, {
      inquiryId: inquiry.id,
      djProfileId: dj.id,
      createdBy: null,
      now,
    });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await linkRow(inquiry.id);
    expect(row.tokenHash).toBe(feedTokenHash(made.token));
    expect(row.tokenHash).not.toContain(made.token);
    expect(row.expiresAt.toISOString()).toBe("2027-03-07T09:00:00.000Z");

    const again = await createPressLink(database.db, { inquiryId: inquiry.id, djProfileId: dj.id, createdBy: null });
    expect(again.token).not.toBe(made.token);
    expect(answered(await loadPressLinkPage(routerContext(), visitor(), made.token))).toMatchObject({
      status: 404,
      kind: "gone",
    });
    expect(answered(await loadPressLinkPage(routerContext(), visitor(), again.token)).kind).toBe("kit");
  });

  it("opens a link-only kit, recording each open and each download — only through the token", async () => {
    const { dj, inquiry, photoId } = await kitWithInquiry();
    const { token } = await createPressLink(database.db, {
      inquiryId: inquiry.id,
      djProfileId: dj.id,
      createdBy: null,
    });

    const page = await loadPressLinkPage(routerContext(), visitor(), token);
    expect(answered(page).kind).toBe("kit");
    const kit = page as { riders: { href: string }[]; photos: { src: string; original: string }[]; pdfHref: string };
    expect(kit.riders[0].href).toBe(`/press/${token}/riders/technical`);
    expect(kit.photos[0].src).toBe(`/press/${token}/photos/${photoId}-640.webp`);
    expect(kit.pdfHref).toBe(`/press/${token}/kit.pdf`);
    await loadPressLinkPage(routerContext(), visitor(), token);

    // A web size is the page's own picture; the rider and the original are downloads.
    expect((await servePressLinkPhoto(visitor(), token, `${photoId}-640.webp`)).status).toBe(200);
    const rider = await servePressLinkRider(visitor(), token, "technical");
    expect(rider.status).toBe(200);
    expect(rider.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(rider.headers.get("cache-control")).toBe("private, no-store");
    expect((await servePressLinkPhoto(visitor(), token, `${photoId}-original`)).status).toBe(200);
    // A rider the kit does not have is a 404 and no download.
    expect((await servePressLinkRider(visitor(), token, "hospitality")).status).toBe(404);

    const row = await linkRow(inquiry.id);
    expect(row.openCount).toBe(2);
    expect(row.firstOpenedAt).not.toBeNull();
    expect(row.lastOpenedAt?.getTime()).toBeGreaterThanOrEqual(row.firstOpenedAt?.getTime() ?? 0);
    expect((await downloadsOf(inquiry.id)).map((d) => d.label).sort()).toEqual(["Press photo 1", "Technical rider"]);

    // The public paths of the same kit: link-only, so a 404, and nothing recorded.
    await expect(loadPressPage(routerContext(), visitor(), dj.slug)).rejects.toMatchObject({ init: { status: 404 } });
    expect((await serveRider(visitor(), dj.slug, "technical")).status).toBe(404);
    const view = await getInquiryPressLink(database.db, inquiry.id);
    expect(view?.openCount).toBe(2);
    expect(view?.downloads).toHaveLength(2);
  });

  it("records nothing on the public kit, and the PDF through the link is a download", async () => {
    const { dj, inquiry } = await kitWithInquiry();
    await setPressKitLinkOnly(database.db, dj.id, false);
    const { token } = await createPressLink(database.db, {
      inquiryId: inquiry.id,
      djProfileId: dj.id,
      createdBy: null,
    });
    await loadPressPage(routerContext(), visitor(), dj.slug);
    expect((await serveRider(visitor(), dj.slug, "technical")).status).toBe(200);
    expect((await linkRow(inquiry.id)).openCount).toBe(0);
    expect(await downloadsOf(inquiry.id)).toHaveLength(0);

    const pdf = await servePressLinkPdf(visitor(), token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await downloadsOf(inquiry.id)).map((d) => d.label)).toEqual(["Press kit PDF"]);
  });

  it("prints the link's own addresses in the PDF of a link-only kit, never the public ones that answer 404", async () => {
    const { dj, inquiry } = await kitWithInquiry();
    await setPressKitLinkOnly(database.db, dj.id, true);
    const { token } = await createPressLink(database.db, {
      inquiryId: inquiry.id,
      djProfileId: dj.id,
      createdBy: null,
    });
    const pdf = await servePressLinkPdf(visitor(), token);
    expect(pdf.status).toBe(200);
    const document = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
    // pdfkit wraps a long address across lines: compare without the breaks.
    const text = ((await extractText(document, { mergePages: true })).text as string).replace(/\s+/g, "");
    expect(text).toContain(`booth.example/press/${token}`);
    expect(text).toContain(`booth.example/press/${token}/riders/technical`);
    expect(text).not.toContain(`/dj/${dj.slug}/press`);
  });

  it("answers revoked and unknown alike, expired politely with the public kit, and records nothing for either", async () => {
    const { dj, inquiry } = await kitWithInquiry();
    const { token } = await createPressLink(database.db, {
      inquiryId: inquiry.id,
      djProfileId: dj.id,
      createdBy: null,
    });
    expect(await revokePressLink(database.db, inquiry.id)).toBe(true);
    expect(await revokePressLink(database.db, inquiry.id)).toBe(false);
    const revoked = answered(await loadPressLinkPage(routerContext(), visitor(), token));
    const unknown = answered(await loadPressLinkPage(routerContext(), visitor(), "A".repeat(43)));
    const malformed = answered(await loadPressLinkPage(routerContext(), visitor(), "not-a-token"));
    expect(revoked).toEqual(unknown);
    expect(malformed).toEqual(unknown);
    expect(unknown).toMatchObject({ status: 404, kind: "gone" });
    expect((await servePressLinkRider(visitor(), token, "technical")).status).toBe(404);
    expect((await linkRow(inquiry.id)).openCount).toBe(0);
    expect(await downloadsOf(inquiry.id)).toHaveLength(0);

    // Made 91 days ago: expired. The kit is link-only, so no public kit is offered; once public, it is.
    const old = await createPressLink(database.db, {
      inquiryId: inquiry.id,
      djProfileId: dj.id,
      createdBy: null,
      now: new Date(Date.now() - 91 * 86_400_000),
    });
    const expired = (await loadPressLinkPage(routerContext(), visitor(), old.token)) as {
      data: { kind: string; publicKit: string | null };
      init: { status: number };
    };
    expect(expired.init.status).toBe(404);
    expect(expired.data).toEqual({ kind: "expired", publicKit: null });
    await setPressKitLinkOnly(database.db, dj.id, false);
    const offered = (await loadPressLinkPage(routerContext(), visitor(), old.token)) as {
      data: { publicKit: string | null };
    };
    expect(offered.data.publicKit).toBe(`/dj/${dj.slug}/press`);
    expect((await linkRow(inquiry.id)).openCount).toBe(0);
    expect(await downloadsOf(inquiry.id)).toHaveLength(0);
  });

  it("limits guessing per address, hits and misses alike", async () => {
    const { dj, inquiry } = await kitWithInquiry();
    const { token } = await createPressLink(database.db, {
      inquiryId: inquiry.id,
      djProfileId: dj.id,
      createdBy: null,
    });
    const ip = "203.0.113.77";
    for (let i = 0; i < PRESS_LINK_LIMIT.points; i++)
      await loadPressLinkPage(routerContext(), visitor(ip), `${String(i).padStart(43, "x")}`);
    // The real token from the spent address: refused before it is looked up, and not recorded.
    expect(answered(await loadPressLinkPage(routerContext(), visitor(ip), token))).toMatchObject({ status: 429 });
    expect((await servePressLinkRider(visitor(ip), token, "technical")).status).toBe(429);
    expect((await linkRow(inquiry.id)).openCount).toBe(0);
    // Another address is not held back.
    expect(answered(await loadPressLinkPage(routerContext(), visitor(), token)).kind).toBe("kit");
  });

  it("seeds the demo's link once: a negotiating inquiry opened twice with the technical rider downloaded", async () => {
    const { dj, inquiry } = await kitWithInquiry();
    expect(await seedDemoPressLink(database.db, dj.id, null)).toBe(false);
    await database.db
      .update(bookingInquiries)
      .set({ status: "negotiating" })
      .where(eq(bookingInquiries.id, inquiry.id));
    expect(await seedDemoPressLink(database.db, dj.id, null)).toBe(true);
    expect(await seedDemoPressLink(database.db, dj.id, null)).toBe(false);
    const link = await getInquiryPressLink(database.db, inquiry.id);
    expect(link).toMatchObject({ openCount: 2, revokedAt: null, downloads: [{ label: "Technical rider" }] });
  });

  it("a reply with the kit mails the link and stores its hash only after the mail went out; the timeline keeps no token", async () => {
    const { inquiry } = await kitWithInquiry();
    const admin = await seedUser(database.db, { role: "admin" });
    const mails: { text: string }[] = [];
    let mailWorks = false;
    const ctx = {
      database,
      config: { publicUrl: "https://booth.example", brandName: "Booth", dataDir },
      mailer: {
        send: async (m: { text: string }) => {
          if (!mailWorks) throw new Error("smtp down");
          mails.push(m);
        },
      },
      userId: admin.id,
      viewer: { name: "Alex Moreau", email: admin.email, role: "admin" },
    } as unknown as SignedInContext;
    const reply = () =>
      handleBookingWorkflowAction(
        new Request("https://booth.example/x", {
          method: "POST",
          body: new URLSearchParams({
            intent: "reply",
            message: "Here is the press kit you asked for.",
            pressLink: "on",
          }),
        }),
        ctx,
        { kind: "admin" },
        inquiry.id,
      );

    // The mail fails: no link is stored, nothing in the timeline.
    expect((await reply()).init?.status).toBe(503);
    expect(await linkRow(inquiry.id)).toBeUndefined();

    mailWorks = true;
    const answer = (await reply()).data as { ok: boolean; pressLink?: { url: string } };
    expect(answer.ok).toBe(true);
    const url = answer.pressLink?.url ?? "";
    expect(url).toMatch(/^https:\/\/booth\.example\/press\/[A-Za-z0-9_-]{43}$/);
    expect(mails[0].text).toContain(url);
    const token = url.split("/").at(-1) ?? "";
    expect((await linkRow(inquiry.id)).tokenHash).toBe(feedTokenHash(token));
    const timeline = await database.db
      .select({ note: bookingInquiryStatusHistory.note })
      .from(bookingInquiryStatusHistory)
      .where(eq(bookingInquiryStatusHistory.inquiryId, inquiry.id));
    expect(timeline.map((t) => t.note).join("\n")).toContain("Press kit sent as a personal link");
    expect(timeline.map((t) => t.note).join("\n")).not.toContain(token);
    expect(answered(await loadPressLinkPage(routerContext(), visitor(), token)).kind).toBe("kit");

    // A venue's inquiry carries no press kit.
    const [venueInquiry] = await database.db
      .insert(bookingInquiries)
      .values({ djProfileId: null, name: "No DJ", email: "x@example.com" })
      .returning();
    const refused = await handleBookingWorkflowAction(
      new Request("https://booth.example/x", { method: "POST", body: new URLSearchParams({ intent: "press-link" }) }),
      ctx,
      { kind: "admin" },
      venueInquiry.id,
    );
    expect(refused.init?.status).toBe(400);
  });
});
