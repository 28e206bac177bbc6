import { data } from "react-router";
import { fieldErrorsOf } from "~/core/forms/form-result";
import {
  SUPPORT_FIELDS,
  SUPPORT_HONEYPOT_FIELD,
  SUPPORT_MESSAGES,
  SUPPORT_RATE_LIMIT,
  type SupportField,
  type SupportFormResult,
  supportMessageSchema,
} from "~/core/support/support";
import type { RequestContext } from "~server/context.server";
import { submitSupportMessage } from "~server/domain/support/submit-support-message.server";
import { createIpLimiter } from "~server/limits/ip-limit.server";
import { RateLimit } from "~server/limits/limit-store.server";
import { logger } from "~server/logger.server";
import { supportCopyEmail, supportNoticeEmail } from "~server/mail/support-emails.server";

const { points, durationS } = SUPPORT_RATE_LIMIT;
const perAddress = createIpLimiter("support-ip", points, durationS);
const perAccount = new RateLimit("support-account", points, durationS);
/** Each copy goes to the typed address: without this, a stranger's mailbox could be filled with copies. */
const perReplyAddress = new RateLimit("support-reply-address", points, durationS);

/** Longer values are cut before the schema reads them (the schema still refuses what is over its own limits). */
const READ_AT_MOST = 20_000;

/**
 * The /support contact form's action. A filled honeypot is answered like a success, and nothing is stored or sent.
 * Then the one schema check (field errors with the typed values, nothing stored); then the limits per client address,
 * per signed-in account and per reply address (well-formed messages only, so typing mistakes never lock anyone out);
 * then the message is stored and mailed: a copy to the sender, a notice to SUPPORT_EMAIL when set. A mail that cannot
 * be sent is logged and does not undo the message: admins see it in /admin/support either way.
 */
export async function handleSupportForm(
  request: Request,
  ctx: Pick<RequestContext, "clientIp" | "userId" | "database" | "mailer" | "config" | "viewer">,
) {
  const form = await request.formData();
  const values: Partial<Record<SupportField, string>> = {};
  for (const field of SUPPORT_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, READ_AT_MOST);
  }
  const honeypot = form.get(SUPPORT_HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info("support form honeypot filled", { ip: ctx.clientIp });
    return data<SupportFormResult>({ ok: true, email: (values.email ?? "").trim().toLowerCase() });
  }

  const parsed = supportMessageSchema.safeParse(values);
  if (!parsed.success) {
    return data<SupportFormResult>({ ok: false, errors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  }
  const input = parsed.data;

  const checks = [perAddress(ctx.clientIp), perReplyAddress.consume(input.email)];
  if (ctx.userId) checks.push(perAccount.consume(ctx.userId));
  const refused = (await Promise.all(checks)).find((r) => !r.ok);
  if (refused && !refused.ok) {
    logger.warn("support form rate limit", { ip: ctx.clientIp, userId: ctx.userId });
    return data<SupportFormResult>(
      { ok: false, formError: SUPPORT_MESSAGES.rateLimited, values },
      { status: 429, headers: { "Retry-After": String(refused.retryAfterS) } },
    );
  }

  const db = ctx.database.db;
  const stored = await submitSupportMessage(db, { ...input, userId: ctx.userId });
  const sent = { id: stored.id, ...input };
  const mails = [supportCopyEmail(ctx.config.brandName, sent)];
  if (ctx.config.supportEmail)
    mails.push(
      supportNoticeEmail(ctx.config.brandName, ctx.config.supportEmail, {
        ...sent,
        inboxUrl: `${ctx.config.publicUrl}/admin/support/${stored.id}`,
        account: ctx.userId ? (ctx.viewer.email ?? ctx.userId) : null,
      }),
    );
  await Promise.all(
    mails.map((mail) =>
      ctx.mailer.send(mail).catch((error) => logger.error("support mail failed", { id: stored.id, error })),
    ),
  );
  return data<SupportFormResult>({ ok: true, email: input.email });
}
