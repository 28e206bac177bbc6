import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { bookingPressLinks } from "~server/db/schema";

/** Ends an inquiry's personal link: from now on it answers the "no longer active" page. False when none was active. */
export async function revokePressLink(db: Db, inquiryId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(bookingPressLinks)
    .set({ revokedAt: now })
    .where(and(eq(bookingPressLinks.inquiryId, inquiryId), isNull(bookingPressLinks.revokedAt)))
    .returning({ inquiryId: bookingPressLinks.inquiryId });
  return rows.length > 0;
}
