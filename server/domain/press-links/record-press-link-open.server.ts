import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { bookingPressLinks } from "~server/db/schema";

/**
 * One open of the kit through an inquiry's personal link: the count, the first and the last time. Only an active
 * link counts (checked again here, so a link revoked meanwhile records nothing); one statement, so two opens at once
 * both count.
 */
export async function recordPressLinkOpen(db: Db, inquiryId: string, now = new Date()): Promise<void> {
  await db
    .update(bookingPressLinks)
    .set({
      openCount: sql`${bookingPressLinks.openCount} + 1`,
      firstOpenedAt: sql`coalesce(${bookingPressLinks.firstOpenedAt}, ${now.toISOString()}::timestamptz)`,
      lastOpenedAt: now,
    })
    .where(
      and(
        eq(bookingPressLinks.inquiryId, inquiryId),
        isNull(bookingPressLinks.revokedAt),
        gt(bookingPressLinks.expiresAt, now),
      ),
    );
}
