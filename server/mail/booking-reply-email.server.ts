import { bookingReplySubject } from "~/core/admin/admin-bookings";
import type { MailMessage } from "./mailer.server";

/**
 * A reply to a booking inquiry, written on /admin/bookings/{id} or /mate/bookings: plain text, the sender's
 * own words quoted below, and Reply-To the person who wrote it so the conversation goes on by mail.
 */
export function bookingReplyEmail(
  brand: string,
  reply: {
    to: string;
    toName: string;
    addressee: string | null;
    message: string;
    original: string | null;
    fromName: string;
    fromEmail: string | null;
    /** The DJ's press kit as a personal link (decision 058): its address and the day it lasts until. */
    pressKit?: { url: string; until: string } | null;
  },
): MailMessage {
  const quoted = (reply.original ?? "")
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    to: reply.to,
    subject: bookingReplySubject(reply.addressee),
    headers: reply.fromEmail ? { "Reply-To": reply.fromEmail } : undefined,
    text: `Hi ${reply.toName},\n\n${reply.message}\n\n${
      reply.pressKit
        ? `Press kit${reply.addressee ? ` of ${reply.addressee}` : ""}: ${reply.pressKit.url}\n(a personal link for you, open until ${reply.pressKit.until})\n\n`
        : ""
    }— ${reply.fromName}, ${brand}\n\n${quoted ? `Your inquiry:\n${quoted}\n\n` : ""}${brand} — made by DJs for DJs\n`,
  };
}
