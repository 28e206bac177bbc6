import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { bookingInquiryStatusHistory, users } from "~server/db/schema";

/** The status changes, notes and replies of some booking inquiries, oldest first, with who made each. */
export async function listInquiryHistory(db: Db, inquiryIds: readonly string[]) {
  if (inquiryIds.length === 0) return [];
  return db
    .select({
      inquiryId: bookingInquiryStatusHistory.inquiryId,
      kind: bookingInquiryStatusHistory.kind,
      fromStatus: bookingInquiryStatusHistory.fromStatus,
      toStatus: bookingInquiryStatusHistory.toStatus,
      by: users.name,
      note: bookingInquiryStatusHistory.note,
      at: bookingInquiryStatusHistory.createdAt,
    })
    .from(bookingInquiryStatusHistory)
    .leftJoin(users, eq(users.id, bookingInquiryStatusHistory.changedBy))
    .where(inArray(bookingInquiryStatusHistory.inquiryId, [...inquiryIds]))
    .orderBy(asc(bookingInquiryStatusHistory.createdAt), asc(bookingInquiryStatusHistory.id));
}
