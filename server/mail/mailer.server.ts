import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { isEmailAddress } from "~/core/accounts/email-address";
import type { AppConfig } from "~server/config.server";
import { logger } from "~server/logger.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link a person must follow (logged when mail goes to files, so a local operator can use it). */
  link?: string;
  /** Extra headers (List-Unsubscribe…). */
  headers?: Record<string, string>;
  /** A Message-ID of our own (alert digests: one per digest, so a resend after a crash is recognisably the same). */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** "smtp" with SMTP_URL, otherwise "files" (DATA_DIR/mail/*.eml). */
  kind: "smtp" | "files";
}

/**
 * The one recipient of a message, as nodemailer's address object (never a string it would parse as a list with
 * display names). Anything that is not exactly one address by the app's e-mail rule is refused before sending.
 */
function recipient(to: string): { name: string; address: string } {
  if (!isEmailAddress(to)) throw new Error("refusing to send mail to something that is not one e-mail address");
  return { name: "", address: to };
}

/**
 * Mail goes through nodemailer: over SMTP_URL when set, otherwise rendered as a raw RFC 822 message
 * (quoted-printable text, readable by a person) and written under DATA_DIR/mail/.
 */
export function createMailer(config: Pick<AppConfig, "smtpUrl" | "mailFrom" | "dataDir">): Mailer {
  /** The same message for either transport; quoted-printable keeps the text readable in a file too. */
  const messageOf = (message: MailMessage) => ({
    textEncoding: "quoted-printable" as const,
    from: config.mailFrom,
    to: recipient(message.to),
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    messageId: message.messageId,
  });
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: "smtp",
      async send(message) {
        await transport.sendMail(messageOf(message));
        logger.info("mail sent", { to: message.to, subject: message.subject });
      },
    };
  }
  const mailDir = path.join(config.dataDir, "mail");
  const transport: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(message) {
      const info = await transport.sendMail(messageOf(message));
      mkdirSync(mailDir, { recursive: true });
      const file = path.join(
        mailDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      logger.info("mail written", { to: message.to, subject: message.subject, file, link: message.link });
    },
  };
}
