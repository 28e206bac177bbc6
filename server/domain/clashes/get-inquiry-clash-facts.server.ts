import { eq } from "drizzle-orm";
import { djTimeZone } from "~/core/calendar/calendar";
import type { Db } from "~server/db/client.server";
import { bookingInquiries, djProfiles } from "~server/db/schema";

export interface InquiryClashFacts {
  djProfileId: string;
  day: string;
  /** The city the sender wrote, if any: where the booking would be. */
  city: string | null;
  /** The sender's address: their own holds on the day are not someone else's. */
  email: string;
  timeZone: string;
}

/**
 * What the clash check needs of an inquiry the caller has already found in the viewer's scope: its DJ, date, city
 * and sender, and the DJ's zone. Null when it names no DJ or no date.
 */
export async function getInquiryClashFacts(db: Db, inquiryId: string): Promise<InquiryClashFacts | null> {
  const [row] = await db
    .select({
      djProfileId: bookingInquiries.djProfileId,
      day: bookingInquiries.eventDate,
      city: bookingInquiries.city,
      email: bookingInquiries.email,
      timeZone: djProfiles.timeZone,
      location: djProfiles.location,
    })
    .from(bookingInquiries)
    .innerJoin(djProfiles, eq(djProfiles.id, bookingInquiries.djProfileId))
    .where(eq(bookingInquiries.id, inquiryId));
  if (!row?.djProfileId || !row.day) return null;
  return {
    djProfileId: row.djProfileId,
    day: row.day,
    city: row.city,
    email: row.email,
    timeZone: djTimeZone(row.timeZone, row.location),
  };
}
