import { and, asc, eq } from "drizzle-orm";
import { PRESS_LINK_ATTACHED, pressDownloadLabel } from "~/core/press/press-links";
import type { Db } from "~server/db/client.server";
import {
  bookingInquiries,
  bookingInquiryStatusHistory,
  bookingPressDownloads,
  bookingPressLinks,
} from "~server/db/schema";
import { createPressLink } from "./create-press-link.server";

const HOUR = 3_600_000;

/**
 * The demo's personal press-kit link (decision 058): a negotiating inquiry of the mate's DJ was answered with the kit
 * two days ago, opened twice since and its technical rider downloaded — so the inquiry's history shows what the
 * feature is for on the first start. The token is thrown away (only its hash is kept); "Make a new link" gives one.
 */
export async function seedDemoPressLink(db: Db, djProfileId: string, by: string | null, now = new Date()) {
  const [inquiry] = await db
    .select({ id: bookingInquiries.id })
    .from(bookingInquiries)
    .where(and(eq(bookingInquiries.djProfileId, djProfileId), eq(bookingInquiries.status, "negotiating")))
    .orderBy(asc(bookingInquiries.createdAt))
    .limit(1);
  if (!inquiry) return false;
  const [existing] = await db
    .select({ id: bookingPressLinks.inquiryId })
    .from(bookingPressLinks)
    .where(eq(bookingPressLinks.inquiryId, inquiry.id));
  if (existing) return false;
  const sent = new Date(now.getTime() - 50 * HOUR);
  await createPressLink(db, { inquiryId: inquiry.id, djProfileId, createdBy: by, now: sent });
  await db.insert(bookingInquiryStatusHistory).values({
    inquiryId: inquiry.id,
    kind: "reply",
    fromStatus: "negotiating",
    toStatus: "negotiating",
    changedBy: by,
    note: `Thanks — here is the press kit with both riders; the fee works for us.\n\n+ ${PRESS_LINK_ATTACHED}`,
    createdAt: sent,
  });
  const firstOpen = new Date(sent.getTime() + 3 * HOUR);
  await db
    .update(bookingPressLinks)
    .set({ openCount: 2, firstOpenedAt: firstOpen, lastOpenedAt: new Date(now.getTime() - 5 * HOUR) })
    .where(eq(bookingPressLinks.inquiryId, inquiry.id));
  await db.insert(bookingPressDownloads).values({
    inquiryId: inquiry.id,
    file: "technical",
    label: pressDownloadLabel("technical"),
    at: new Date(firstOpen.getTime() + 4 * 60_000),
  });
  return true;
}
