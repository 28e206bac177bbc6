import type { MailMessage } from "./mailer.server";

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

function layout(brand: string, heading: string, body: string, action: { label: string; url: string }): string {
  return `<!doctype html><html><body style="margin:0;background:#0b0b0f;font-family:Helvetica,Arial,sans-serif;color:#f4f4f6">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<p style="font-size:20px;font-weight:700;margin:0 0 24px">${escapeHtml(brand)}</p>
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(heading)}</h1>
<p style="line-height:1.6;color:#c8c8d4">${body}</p>
<p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#a21caf;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:700">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#a0a0b2;line-height:1.6">If the button doesn't work, paste this link into your browser:<br>${escapeHtml(action.url)}</p>
<p style="font-size:12px;color:#a0a0b2">${escapeHtml(brand)} — made by DJs for DJs</p>
</div></body></html>`;
}

export function verificationEmail(brand: string, to: string, name: string, url: string): MailMessage {
  const greeting = name ? `Hi ${name},` : "Hi,";
  return {
    to,
    subject: `Verify your email for ${brand}`,
    link: url,
    text: `${greeting}\n\nWelcome to ${brand}! Confirm this is your email address by opening the link below:\n\n${url}\n\nThe link is valid for 24 hours. If you didn't create an account, you can ignore this email.\n\n${brand} — made by DJs for DJs\n`,
    html: layout(
      brand,
      "Verify your email",
      `${escapeHtml(greeting)} welcome to ${escapeHtml(brand)}! Confirm this is your email address.`,
      {
        label: "Verify email",
        url,
      },
    ),
  };
}

export function resetPasswordEmail(brand: string, to: string, url: string): MailMessage {
  return {
    to,
    subject: `Reset your ${brand} password`,
    link: url,
    text: `Hi,\n\nSomeone (hopefully you) asked to reset the password of your ${brand} account. Choose a new password here:\n\n${url}\n\nThe link is valid for 1 hour. If you didn't ask for this, ignore this email: your password stays the same.\n\n${brand} — made by DJs for DJs\n`,
    html: layout(
      brand,
      "Reset your password",
      "Someone (hopefully you) asked to reset your password. The link is valid for 1 hour.",
      {
        label: "Choose a new password",
        url,
      },
    ),
  };
}

export function changeEmailVerification(brand: string, to: string, url: string): MailMessage {
  return {
    to,
    subject: `Confirm your new email for ${brand}`,
    link: url,
    text: `Hi,\n\nConfirm the change of your ${brand} account's email address by opening this link:\n\n${url}\n\nIf you didn't ask for this, ignore this email.\n\n${brand} — made by DJs for DJs\n`,
    html: layout(brand, "Confirm your email change", "Confirm the change of your account's email address.", {
      label: "Confirm change",
      url,
    }),
  };
}

export interface BookingInquiryMail {
  dj: { displayName: string };
  inquiry: {
    name: string;
    email: string;
    phone: string | null;
    eventDate: string | null;
    city: string | null;
    venue: string | null;
    eventType: string | null;
    budgetRange: string | null;
    message: string | null;
  };
  profileUrl: string;
}

/** To a DJ's managers and the admins: everything needed to answer, with a reply link to the organiser. */
export function bookingInquiryEmail(
  brand: string,
  to: string,
  { dj, inquiry, profileUrl }: BookingInquiryMail,
): MailMessage {
  const rows: Array<[string, string | null]> = [
    ["From", `${inquiry.name} <${inquiry.email}>`],
    ["Phone", inquiry.phone],
    ["Event date", inquiry.eventDate],
    ["City", inquiry.city],
    ["Venue", inquiry.venue],
    ["Event type", inquiry.eventType],
    ["Budget", inquiry.budgetRange],
  ];
  const present = rows.filter((r): r is [string, string] => Boolean(r[1]));
  const reply = `mailto:${inquiry.email}?subject=${encodeURIComponent(`Your booking inquiry for ${dj.displayName}`)}`;
  const details = present
    .map(([k, v]) => `<strong style="color:#f4f4f6">${escapeHtml(k)}:</strong> ${escapeHtml(v)}`)
    .join("<br>");
  const message = escapeHtml(inquiry.message ?? "").replace(/\n/g, "<br>");
  return {
    to,
    subject: `New booking inquiry for ${dj.displayName}`,
    text: `Hi,\n\n${inquiry.name} wants to book ${dj.displayName} through ${brand}.\n\n${present
      .map(([k, v]) => `${k}: ${v}`)
      .join(
        "\n",
      )}\n\nMessage:\n${inquiry.message ?? ""}\n\nReply to ${inquiry.email} to answer.\nProfile: ${profileUrl}\n\n${brand} — made by DJs for DJs\n`,
    html: layout(brand, `New booking inquiry for ${dj.displayName}`, `${details}<br><br>${message}`, {
      label: `Reply to ${inquiry.name}`,
      url: reply,
    }),
  };
}
