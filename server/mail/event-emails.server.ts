import type { MailMessage } from "./mailer.server";

/** Mail to an event's creator after an admin reviewed it (plain text), with the admin's reason when sent back. */
export function eventReviewedEmail(
  brand: string,
  publicUrl: string,
  to: { email: string; name: string },
  event: { eventId: string; name: string; reason: string | null },
): MailMessage {
  const greeting = to.name ? `Hi ${to.name},` : "Hi,";
  if (event.reason === null) {
    const link = `${publicUrl}/events/${event.eventId}`;
    return {
      to: to.email,
      subject: `${event.name} is published on ${brand}`,
      link,
      text: `${greeting}\n\nGood news: ${event.name} was approved and is now on the agenda:\n\n${link}\n\n${brand} — made by DJs for DJs\n`,
    };
  }
  const link = `${publicUrl}/mate/events/${event.eventId}/edit`;
  return {
    to: to.email,
    subject: `${event.name} needs changes before it is published`,
    link,
    text: `${greeting}\n\nAn admin reviewed ${event.name} and sent it back with this note:\n\n${event.reason}\n\nThe event is a draft again. Edit it and submit it for review once more:\n\n${link}\n\n${brand} — made by DJs for DJs\n`,
  };
}
