import { and, inArray, ne } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { bookingInquiries, bookingInquiryStatusHistory } from "~server/db/schema";
import { type BookingScope, bookingScopeCondition } from "./booking-scope.server";

/**
 * Archives the given inquiries the scope may see (bulk action of /admin/bookings), each with its history row, in one
 * transaction. Already archived ones and ids outside the scope are skipped; returns the ones that moved.
 */
export async function archiveBookingInquiries(
  db: Db,
  scope: BookingScope,
  input: { ids: readonly string[]; changedBy: string },
): Promise<{ id: string; name: string; fromStatus: string }[]> {
  if (input.ids.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: bookingInquiries.id, name: bookingInquiries.name, status: bookingInquiries.status })
      .from(bookingInquiries)
      .where(
        and(
          inArray(bookingInquiries.id, [...input.ids]),
          ne(bookingInquiries.status, "archived"),
          bookingScopeCondition(scope),
        ),
      )
      .for("update");
    if (rows.length === 0) return [];
    await tx
      .update(bookingInquiries)
      .set({ status: "archived", updatedAt: new Date() })
      .where(
        inArray(
          bookingInquiries.id,
          rows.map((r) => r.id),
        ),
      );
    await tx.insert(bookingInquiryStatusHistory).values(
      rows.map((r) => ({
        inquiryId: r.id,
        fromStatus: r.status,
        toStatus: "archived",
        changedBy: input.changedBy,
        note: "Archived in bulk",
        kind: "status",
      })),
    );
    return rows.map((r) => ({ id: r.id, name: r.name, fromStatus: r.status }));
  });
}
