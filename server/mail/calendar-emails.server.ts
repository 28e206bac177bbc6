import { dayLabel, momentLabel, rankLabel } from "~/core/calendar/calendar";
import type { CalendarHold, CalendarNotices } from "~server/domain/dj-calendar/calendar-hold.server";
import { logger } from "~server/logger.server";
import type { MailMessage } from "./mailer.server";

/**
 * The calendar's mails, plain text, subjects in ASCII (mail readers and the e2e sink read them undecoded). Days are
 * the DJ's days and moments are on the DJ's clock (with the zone's name), never UTC.
 */
const footer = (brand: string) => `\n\n${brand} — made by DJs for DJs\n`;

/** To the promoter of a hold that became the 1st on its date. */
export function holdMovedUpEmail(brand: string, dj: CalendarNotices["dj"], hold: CalendarHold): MailMessage | null {
  if (!hold.promoterEmail) return null;
  return {
    to: hold.promoterEmail,
    subject: `Your hold on ${dj.name} for ${dayLabel(hold.day)} is now 1st`,
    text: `Hi ${hold.promoterName},\n\nThe hold ahead of yours ended: your hold on ${dj.name} for ${dayLabel(hold.day)} is now the 1st. It lasts until ${momentLabel(hold.expiresAt, dj.timeZone)}; reply to ${dj.name}'s team to confirm the date.${footer(brand)}`,
  };
}

/** To the promoter of the 1st hold a lower one challenged: confirm or release by the deadline, or it lapses. */
export function holdChallengedEmail(brand: string, dj: CalendarNotices["dj"], hold: CalendarHold): MailMessage | null {
  if (!hold.promoterEmail || !hold.challengeDeadline) return null;
  return {
    to: hold.promoterEmail,
    subject: `Confirm or release your hold on ${dj.name} for ${dayLabel(hold.day)}`,
    text: `Hi ${hold.promoterName},\n\nAnother promoter would like ${dj.name} on ${dayLabel(hold.day)}, where you hold the 1st option. Please confirm the booking or release the date by ${momentLabel(hold.challengeDeadline, dj.timeZone)}; without an answer the hold lapses and the next one moves up.${footer(brand)}`,
  };
}

/** To the promoters of holds that ended because the day was confirmed for another booking. */
export function dateTakenEmail(brand: string, dj: CalendarNotices["dj"], hold: CalendarHold): MailMessage | null {
  if (!hold.promoterEmail) return null;
  return {
    to: hold.promoterEmail,
    subject: `${dj.name} is no longer available on ${dayLabel(hold.day)}`,
    text: `Hi ${hold.promoterName},\n\n${dj.name} is now booked on ${dayLabel(hold.day)}, so your hold on that date has ended. Another date may still be free: reply to ${dj.name}'s team.${footer(brand)}`,
  };
}

/** To the DJ's managers, 48 h before one of their holds expires. */
export function holdReminderEmail(
  brand: string,
  publicUrl: string,
  reminder: { to: string; djName: string; djSlug: string; timeZone: string; hold: CalendarHold },
): MailMessage {
  const { hold } = reminder;
  const link = `${publicUrl}/mate/calendar?dj=${encodeURIComponent(reminder.djSlug)}&month=${hold.day.slice(0, 7)}`;
  return {
    to: reminder.to,
    subject: `Hold expiring: ${reminder.djName}, ${dayLabel(hold.day)}`,
    link,
    text: `Hi,\n\nThe ${rankLabel(hold.rank ?? 1)} hold for ${hold.promoterName} on ${reminder.djName}'s ${dayLabel(hold.day)} expires ${momentLabel(hold.expiresAt, reminder.timeZone)}. Confirm, extend or release it on the calendar:\n\n${link}${footer(brand)}`,
  };
}

/**
 * Sends what a calendar write said to tell, once it committed. A mail that fails is logged and not retried: the
 * calendar already changed, and the calendar itself shows every hold's rank to its managers.
 */
export async function sendCalendarNotices(
  send: (message: MailMessage) => Promise<void>,
  brand: string,
  notices: CalendarNotices,
): Promise<number> {
  const messages = [
    notices.movedUp ? holdMovedUpEmail(brand, notices.dj, notices.movedUp) : null,
    notices.challenged ? holdChallengedEmail(brand, notices.dj, notices.challenged) : null,
    ...notices.dateTaken.map((hold) => dateTakenEmail(brand, notices.dj, hold)),
  ].filter((m): m is MailMessage => m !== null);
  let sent = 0;
  for (const message of messages) {
    try {
      await send(message);
      sent += 1;
    } catch (error) {
      logger.error("calendar mail failed", { subject: message.subject, error });
    }
  }
  return sent;
}
