import type { Db } from "~server/db/client.server";
import { logger } from "~server/logger.server";
import type { Mailer } from "~server/mail/mailer.server";
import { bookingInquiryEmail } from "~server/mail/templates.server";
import type { BookingInquiry } from "./create-booking-inquiry.server";
import type { BookableDj } from "./get-bookable-dj.server";
import { listBookingRecipients } from "./list-booking-recipients.server";

/**
 * Mails the inquiry to everyone who should act on it. A failed delivery is logged and does not undo
 * the inquiry: it is stored, and admins see it either way. Returns the addresses that were mailed.
 */
export async function notifyBookingInquiry(
  db: Db,
  mailer: Mailer,
  site: { brand: string; publicUrl: string },
  dj: BookableDj,
  inquiry: BookingInquiry,
): Promise<string[]> {
  const recipients = await listBookingRecipients(db, dj.id);
  const sent: string[] = [];
  await Promise.all(
    recipients.map(async (to) => {
      try {
        await mailer.send(
          bookingInquiryEmail(site.brand, to, { dj, inquiry, profileUrl: `${site.publicUrl}/dj/${dj.slug}` }),
        );
        sent.push(to);
      } catch (error) {
        logger.error("booking inquiry mail failed", { inquiryId: inquiry.id, to, error });
      }
    }),
  );
  if (recipients.length === 0) logger.warn("booking inquiry has nobody to notify", { inquiryId: inquiry.id });
  return sent.sort();
}
