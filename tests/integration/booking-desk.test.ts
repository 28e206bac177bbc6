import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysTo, DAY_CONFIRMED, djToday } from "~/core/calendar/calendar";
import { BOOKING_TRANSITION_REFUSED } from "~/core/venues/venue-ops";
import type { Database } from "~server/db/client.server";
import { bookingInquiries, bookingInquiryStatusHistory, calendarHolds } from "~server/db/schema";
import { seedDj, seedUser, seedUserRole } from "~server/db/seed/factories.server";
import { changeInquiryStatus } from "~server/domain/bookings/change-inquiry-status.server";
import { listCalendarDays } from "~server/domain/dj-calendar/list-calendar-days.server";
import { placeHold } from "~server/domain/dj-calendar/place-hold.server";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const HOUR = 3_600_000;
const NOW = new Date();
const BERLIN = "Europe/Berlin";

async function djWithManager() {
  const db = database.db;
  const manager = await seedUser(db);
  const dj = await seedDj(db, { location: "Berlin, Germany", verificationStatus: "verified", bookingEnabled: true });
  await seedUserRole(db, { userId: manager.id, roleType: "dj_manager", resourceType: "dj_profile", resourceId: dj.id });
  return { dj, manager, scope: { kind: "dj-managers" as const, djProfileIds: [dj.id] } };
}

async function inquiry(djProfileId: string, name: string, email: string, eventDate: string) {
  const [row] = await database.db
    .insert(bookingInquiries)
    .values({ djProfileId, name, email, eventDate, city: "Berlin", message: "A club night with a long set, please." })
    .returning();
  return row;
}

describe("the status form and the calendar", () => {
  it("confirming through the status form books the day as Confirm date does, and tells the other holds", async () => {
    const db = database.db;
    const { dj, manager, scope } = await djWithManager();
    const day = addDaysTo(djToday(NOW, BERLIN), 40);
    const other = await placeHold(
      db,
      {
        djProfileId: dj.id,
        day,
        expiresAt: new Date(NOW.getTime() + 72 * HOUR),
        promoterName: "Tresor",
        promoterEmail: "tresor@promoters.test",
        note: null,
        inquiryId: null,
        createdBy: manager.id,
      },
      NOW,
    );
    const mine = await inquiry(dj.id, "Club Aurora", "aurora@promoters.test", day);
    const move = (status: "contacted" | "confirmed", note: string | null = null) =>
      changeInquiryStatus(db, scope, { inquiryId: mine.id, status, note, changedBy: manager.id }, NOW);
    // The form offers only the workflow's next steps: new → confirmed is still refused, nothing booked.
    await expect(move("confirmed")).rejects.toMatchObject({ message: BOOKING_TRANSITION_REFUSED });
    expect((await listCalendarDays(db, dj.id, day, day)).holds.map((h) => h.status)).toEqual(["active"]);
    await move("contacted");
    const confirmed = await move("confirmed", "Signed the contract by phone");
    expect(confirmed).toMatchObject({ fromStatus: "contacted", toStatus: "confirmed", name: "Club Aurora" });
    expect(confirmed.dateTaken.map((h) => h.id)).toEqual([other.id]);

    const days = await listCalendarDays(db, dj.id, day, day);
    expect(days.holds.map((h) => [h.status, h.inquiryId])).toEqual([["confirmed", mine.id]]);
    const history = await db
      .select()
      .from(bookingInquiryStatusHistory)
      .where(and(eq(bookingInquiryStatusHistory.inquiryId, mine.id), eq(bookingInquiryStatusHistory.kind, "status")));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      ["new", "contacted", null],
      ["contacted", "confirmed", "Signed the contract by phone"],
    ]);
    // The day is now taken for everyone: a second inquiry confirmed through the form is refused and stays put.
    const late = await inquiry(dj.id, "Late Promoter", "late@promoters.test", day);
    await changeInquiryStatus(db, scope, {
      inquiryId: late.id,
      status: "contacted",
      note: null,
      changedBy: manager.id,
    });
    await expect(
      changeInquiryStatus(db, scope, { inquiryId: late.id, status: "confirmed", note: null, changedBy: manager.id }),
    ).rejects.toMatchObject({ message: DAY_CONFIRMED });
    expect((await db.select().from(bookingInquiries).where(eq(bookingInquiries.id, late.id)))[0].status).toBe(
      "contacted",
    );
    expect(await db.select().from(calendarHolds).where(eq(calendarHolds.inquiryId, late.id))).toEqual([]);
  });
});
