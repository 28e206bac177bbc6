/**
 * Demo content of the admin area: booking inquiries to a few DJs, at every step of the workflow, and a
 * fortnight of searches (some that found nothing, some clicked), so /admin/bookings, /mate/bookings and the search
 * insights look alive on first start. Idempotent: a DJ with inquiries gets no more; searches are added once.
 */
import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import {
  adminAuditLog,
  bookingInquiries,
  bookingInquiryStatusHistory,
  djProfiles,
  searchAnalytics,
  users,
} from "~server/db/schema";

const DAY = 86_400_000;

const DJ_INQUIRIES = [
  {
    name: "Lena Okafor",
    email: "lena@harbour-nights.example",
    city: "Hamburg",
    days: 38,
    eventType: "Club night",
    budgetRange: "$1,000 – $2,500",
    message:
      "Harbour Nights would love you to close our October warehouse party: 900 capacity, 04:00 to 07:00, Funktion-One rig.",
    history: [] as string[],
    note: null as string | null,
  },
  {
    name: "Marco Bellini",
    email: "marco@estate-weddings.example",
    city: "Lake Como",
    days: 120,
    eventType: "Wedding",
    budgetRange: "$5,000 – $10,000",
    message:
      "A lakeside wedding for 140 guests. We'd like a deep, warm sunset set and then something to dance to until 02:00.",
    history: ["contacted", "negotiating"],
    note: "Asked for a travel rider; they cover flights and one night.",
  },
  {
    name: "Sofia Lindahl",
    email: "sofia@polar-festival.example",
    city: "Tromsø",
    days: 200,
    eventType: "Festival",
    budgetRange: "$2,500 – $5,000",
    message: "Polar Festival main stage, Saturday 23:00 slot, 75 minutes. Accommodation and northern lights included.",
    history: ["contacted", "confirmed"],
    note: null,
  },
] as const;

/** Three inquiries (new, negotiating, confirmed) to each given DJ that has none yet; returns how many were added. */
export async function seedDemoDjBookings(
  db: Db,
  djProfileIds: readonly string[],
  changedBy: string | null,
  now = new Date(),
) {
  if (djProfileIds.length === 0) return 0;
  const have = await db
    .selectDistinct({ id: bookingInquiries.djProfileId })
    .from(bookingInquiries)
    .where(inArray(bookingInquiries.djProfileId, [...djProfileIds]));
  const skip = new Set(have.map((h) => h.id));
  let added = 0;
  for (const [d, djProfileId] of djProfileIds.entries()) {
    if (skip.has(djProfileId)) continue;
    for (const [i, demo] of DJ_INQUIRIES.entries()) {
      const received = new Date(now.getTime() - (i * 4 + d + 1) * DAY - 3 * 3_600_000);
      const [row] = await db
        .insert(bookingInquiries)
        .values({
          djProfileId,
          name: demo.name,
          email: demo.email,
          city: demo.city,
          eventDate: new Date(now.getTime() + (demo.days + d) * DAY).toISOString().slice(0, 10),
          eventType: demo.eventType,
          budgetRange: demo.budgetRange,
          message: demo.message,
          status: demo.history.at(-1) ?? "new",
          createdAt: received,
          updatedAt: received,
        })
        .returning({ id: bookingInquiries.id });
      let from: string | null = null;
      for (const [step, to] of ["new", ...demo.history].entries()) {
        await db.insert(bookingInquiryStatusHistory).values({
          inquiryId: row.id,
          fromStatus: from,
          toStatus: to,
          changedBy: from === null ? null : changedBy,
          note: from === null ? "Inquiry received" : null,
          createdAt: new Date(received.getTime() + step * 9 * 3_600_000),
        });
        from = to;
      }
      if (demo.note)
        await db.insert(bookingInquiryStatusHistory).values({
          inquiryId: row.id,
          fromStatus: from,
          toStatus: from ?? "new",
          changedBy,
          note: demo.note,
          kind: "note",
          createdAt: new Date(received.getTime() + 30 * 3_600_000),
        });
      added++;
    }
  }
  return added;
}

/** Searches people made, with result counts; zero-result ones are what the insights ask the admin to add. */
const DEMO_SEARCHES: readonly { query: string; results: number; times: number; click?: [string, number] }[] = [
  { query: "techno", results: 18, times: 9, click: ["dj", 0] },
  { query: "berlin", results: 12, times: 7, click: ["venue", 1] },
  { query: "nadia voss", results: 1, times: 5, click: ["dj", 0] },
  { query: "house", results: 15, times: 4, click: ["dj", 2] },
  { query: "afro house", results: 3, times: 3, click: ["dj", 1] },
  { query: "amelie lens", results: 0, times: 4 },
  { query: "boiler room", results: 0, times: 3 },
  { query: "drum and bass lisbon", results: 0, times: 2 },
  { query: "open air", results: 4, times: 2 },
];

/** A fortnight of demo searches (added only when search_analytics is empty). */
export async function seedDemoSearches(db: Db, now = new Date()) {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(searchAnalytics);
  if ((existing?.n ?? 0) > 0) return 0;
  const rows: (typeof searchAnalytics.$inferInsert)[] = [];
  for (const [s, demo] of DEMO_SEARCHES.entries()) {
    for (let t = 0; t < demo.times; t++) {
      const at = new Date(now.getTime() - ((s * 3 + t * 5) % 14) * DAY - (t + 1) * 3_600_000);
      const base = {
        sessionId: `demo-${s}-${t}`,
        query: demo.query,
        filters: {},
        resultCount: demo.results,
        executionTimeMs: 18 + ((s * 7 + t * 13) % 40),
        createdAt: at,
      };
      rows.push(base);
      if (demo.click && t % 2 === 0)
        rows.push({
          ...base,
          clickedResultId: `demo-${demo.query}`,
          clickedResultType: demo.click[0],
          clickPosition: demo.click[1],
          createdAt: new Date(at.getTime() + 4000),
        });
    }
  }
  await db.insert(searchAnalytics).values(rows);
  return rows.length;
}

/** The public DJs (by slug) that get demo inquiries in the content seed. */
export const DEMO_BOOKED_DJS = ["nadia-voss"] as const;

export async function djIdsBySlug(db: Db, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ id: djProfiles.id })
    .from(djProfiles)
    .where(inArray(djProfiles.slug, [...slugs]));
  return rows.map((r) => r.id);
}

export async function djIdOfOwner(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: djProfiles.id }).from(djProfiles).where(eq(djProfiles.userId, userId)).limit(1);
  return row?.id ?? null;
}

/**
 * The audit log's first lines (added only while it is empty): the status moves the admin made in the demo
 * inquiries' history, written as the booking screens write them — so /admin/audit matches what the inquiries show.
 */
export async function seedDemoAuditLog(db: Db, adminId: string) {
  const [{ n }] = await db.select({ n: count() }).from(adminAuditLog);
  if (n > 0) return 0;
  const [admin] = await db.select({ name: users.name }).from(users).where(eq(users.id, adminId));
  const moves = await db
    .select({
      inquiryId: bookingInquiryStatusHistory.inquiryId,
      name: bookingInquiries.name,
      from: bookingInquiryStatusHistory.fromStatus,
      to: bookingInquiryStatusHistory.toStatus,
      at: bookingInquiryStatusHistory.createdAt,
    })
    .from(bookingInquiryStatusHistory)
    .innerJoin(bookingInquiries, eq(bookingInquiries.id, bookingInquiryStatusHistory.inquiryId))
    .where(
      and(
        eq(bookingInquiryStatusHistory.changedBy, adminId),
        eq(bookingInquiryStatusHistory.kind, "status"),
        isNotNull(bookingInquiryStatusHistory.fromStatus),
      ),
    );
  if (moves.length === 0) return 0;
  await db.insert(adminAuditLog).values(
    moves.map((move) => ({
      actorId: adminId,
      actorName: admin?.name ?? null,
      action: "booking.status",
      targetType: "booking_inquiry",
      targetId: move.inquiryId,
      targetLabel: move.name,
      before: { status: move.from },
      after: { status: move.to },
      createdAt: move.at,
    })),
  );
  return moves.length;
}
