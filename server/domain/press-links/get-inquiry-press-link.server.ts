import { asc, eq } from "drizzle-orm";
import type { Db } from "~server/db/client.server";
import { bookingPressDownloads, bookingPressLinks } from "~server/db/schema";

export interface InquiryPressLink {
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  openCount: number;
  firstOpenedAt: Date | null;
  lastOpenedAt: Date | null;
  downloads: { label: string; at: Date }[];
}

/** An inquiry's personal press-kit link as its managers see it (never the token), with what was downloaded. */
export async function getInquiryPressLink(db: Db, inquiryId: string): Promise<InquiryPressLink | null> {
  const [link] = await db
    .select({
      createdAt: bookingPressLinks.createdAt,
      expiresAt: bookingPressLinks.expiresAt,
      revokedAt: bookingPressLinks.revokedAt,
      openCount: bookingPressLinks.openCount,
      firstOpenedAt: bookingPressLinks.firstOpenedAt,
      lastOpenedAt: bookingPressLinks.lastOpenedAt,
    })
    .from(bookingPressLinks)
    .where(eq(bookingPressLinks.inquiryId, inquiryId))
    .limit(1);
  if (!link) return null;
  const downloads = await db
    .select({ label: bookingPressDownloads.label, at: bookingPressDownloads.at })
    .from(bookingPressDownloads)
    .where(eq(bookingPressDownloads.inquiryId, inquiryId))
    .orderBy(asc(bookingPressDownloads.at))
    .limit(200);
  return { ...link, downloads };
}
