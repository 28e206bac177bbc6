import { supportReplySubject, supportTopicLabel } from "~/core/support/support";
import type { MailMessage } from "./mailer.server";

/*
 * The contact form's mails. Plain text only: whatever the sender typed (markup included) reaches every mailbox as
 * the characters typed, never as HTML.
 */

interface SentMessage {
  id: string;
  topic: string;
  message: string;
  email: string;
  page: string | null;
}

const quote = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

/** The sender's copy: what they wrote, and that the answer comes to this address. */
export function supportCopyEmail(brand: string, sent: SentMessage): MailMessage {
  return {
    to: sent.email,
    subject: `We received your message to ${brand}`,
    text: `Hi,\n\nThanks for writing to ${brand}. A person from the team will answer at this address.\n\nTopic: ${supportTopicLabel(
      sent.topic,
    )}\n${sent.page ? `Page: ${sent.page}\n` : ""}\nYour message:\n${quote(sent.message)}\n\nIf you didn't send this, you can ignore this email.\n\n${brand} — made by DJs for DJs\n`,
  };
}

/** The team's notice at SUPPORT_EMAIL: the message, its link in the inbox, Reply-To the sender. */
export function supportNoticeEmail(
  brand: string,
  to: string,
  sent: SentMessage & { inboxUrl: string; account: string | null },
): MailMessage {
  return {
    to,
    subject: `Support: ${supportTopicLabel(sent.topic)} from ${sent.email}`,
    headers: { "Reply-To": sent.email },
    link: sent.inboxUrl,
    text: `A message came in through the contact form.\n\nFrom: ${sent.email}${
      sent.account ? ` (signed in as ${sent.account})` : ""
    }\nTopic: ${supportTopicLabel(sent.topic)}\n${sent.page ? `Page: ${sent.page}\n` : ""}\n${quote(
      sent.message,
    )}\n\nAnswer it in the inbox (the reply is kept in the thread): ${sent.inboxUrl}\n\n${brand}\n`,
  };
}

/** An admin's reply from /admin/support/{id}, with the sender's own words quoted below. */
export function supportReplyEmail(
  brand: string,
  reply: { to: string; message: string; original: string; fromName: string; replyTo: string | null },
): MailMessage {
  return {
    to: reply.to,
    subject: supportReplySubject(brand),
    headers: reply.replyTo ? { "Reply-To": reply.replyTo } : undefined,
    text: `Hi,\n\n${reply.message}\n\n— ${reply.fromName}, ${brand}\n\nYour message:\n${quote(reply.original)}\n\n${brand} — made by DJs for DJs\n`,
  };
}
