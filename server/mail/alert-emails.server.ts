import { type DigestItem, digestItemLabel, digestSubject } from "~/core/djs/follower-alerts";
import { describeEventTime } from "~/core/events/events";
import type { MailMessage } from "./mailer.server";

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

function itemLines(item: DigestItem, publicUrl: string) {
  const when = describeEventTime(item.event.startsAt, item.event.endsAt, item.event.timeZone);
  const place = [item.event.venue, item.event.location].filter(Boolean).join(", ");
  return {
    label: digestItemLabel(item.kind),
    name: item.event.name,
    when: `${when.day}, ${when.time} ${when.zone}`,
    place,
    because: item.because.length ? `You follow ${item.because.join(", ")}` : "",
    link: `${publicUrl}/events/${item.event.eventId}`,
  };
}

/**
 * The daily digest of follower alerts: every event in one mail, each with its date in the venue's zone, why the
 * person hears about it and its link; a one-click unsubscribe link in the text and in the List-Unsubscribe headers
 * (RFC 8058: mail apps POST "List-Unsubscribe=One-Click" to it).
 */
export function alertDigestEmail(input: {
  brand: string;
  publicUrl: string;
  to: { email: string; name: string };
  items: readonly DigestItem[];
  unsubscribeUrl: string;
  digestId: string;
}): MailMessage {
  const { brand, publicUrl, to, items, unsubscribeUrl } = input;
  const lines = items.map((item) => itemLines(item, publicUrl));
  const greeting = to.name ? `Hi ${to.name},` : "Hi,";
  const text = [
    greeting,
    "",
    "News from the DJs and production lines you follow:",
    "",
    ...lines.flatMap((l) => [
      `${l.label}: ${l.name}`,
      `  ${l.when}${l.place ? ` · ${l.place}` : ""}`,
      ...(l.because ? [`  ${l.because}`] : []),
      `  ${l.link}`,
      "",
    ]),
    `Manage alerts: ${publicUrl}/profile-settings`,
    `Unsubscribe from these alerts: ${unsubscribeUrl}`,
    "",
    `${brand} — made by DJs for DJs`,
    "",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0b0b0f;color:#f4f4f6;padding:24px">
<p>${escapeHtml(greeting)}</p><p>News from the DJs and production lines you follow:</p>
${lines
  .map(
    (l) => `<div style="margin:16px 0;padding:16px;border-radius:12px;background:#15151c">
<p style="margin:0;font-size:12px;letter-spacing:.12em;text-transform:uppercase;color:#e879f9">${escapeHtml(l.label)}</p>
<p style="margin:4px 0;font-size:18px;font-weight:700"><a style="color:#f4f4f6" href="${escapeHtml(l.link)}">${escapeHtml(l.name)}</a></p>
<p style="margin:0;color:#a0a0b2">${escapeHtml(l.when)}${l.place ? ` · ${escapeHtml(l.place)}` : ""}</p>
${l.because ? `<p style="margin:4px 0 0;color:#a0a0b2">${escapeHtml(l.because)}</p>` : ""}</div>`,
  )
  .join("\n")}
<p style="color:#a0a0b2;font-size:13px"><a style="color:#a0a0b2" href="${escapeHtml(`${publicUrl}/profile-settings`)}">Manage alerts</a> · <a style="color:#a0a0b2" href="${escapeHtml(unsubscribeUrl)}">Unsubscribe from these alerts</a></p>
<p style="color:#a0a0b2;font-size:13px">${escapeHtml(brand)} — made by DJs for DJs</p></body></html>`;
  return {
    to: to.email,
    subject: digestSubject(items),
    text,
    html,
    link: unsubscribeUrl,
    messageId: `<digest-${input.digestId}@booth>`,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
