import type { Db } from "~server/db/client.server";
import { logger } from "~server/logger.server";
import type { Mailer } from "~server/mail/mailer.server";
import { bookingInquiryEmail } from "~server/mail/templates.server";
import type { BookingInquiry } from "./create-booking-inquiry.server";
import type { BookableDj } from "./get-bookable-dj.server";
import { listBookingRecipients } from "./list-booking-recipients.server";
import { listVenueBookingRecipients } from "./list-venue-booking-recipients.server";

/** Whose inquiry it is: a DJ's (their managers, owner and the admins hear of it) or a venue's. */
export type BookingAddressee =
  | { kind: "dj"; dj: BookableDj }
  | { kind: "venue"; venue: { id: string; slug: string; name: string } };

/**
 * Mails the inquiry to everyone who should act on it. A failed delivery is logged and does not undo
 * the inquiry: it is stored, and admins see it either way. Returns the addresses that were mailed.
 */
export async function notifyBookingInquiry(
  db: Db,
  mailer: Mailer,
  site: { brand: string; publicUrl: string },
  addressee: BookingAddressee,
  inquiry: BookingInquiry,
): Promise<string[]> {
  const recipients =
    addressee.kind === "dj"
      ? await listBookingRecipients(db, addressee.dj.id)
      : await listVenueBookingRecipients(db, addressee.venue.id);
  const target =
    addressee.kind === "dj"
      ? { displayName: addressee.dj.displayName, pageUrl: `${site.publicUrl}/dj/${addressee.dj.slug}` }
      : { displayName: addressee.venue.name, pageUrl: `${site.publicUrl}/venues/${addressee.venue.slug}` };
  const sent: string[] = [];
  await Promise.all(
    recipients.map(async (to) => {
      try {
        await mailer.send(bookingInquiryEmail(site.brand, to, { dj: target, inquiry, profileUrl: target.pageUrl }));
        sent.push(to);
      } catch (error) {
        logger.error("booking inquiry mail failed", { inquiryId: inquiry.id, to, error });
      }
    }),
  );
  if (recipients.length === 0) logger.warn("booking inquiry has nobody to notify", { inquiryId: inquiry.id });
  return sent.sort();
}
