/**
 * Share targets of the DJ profile's share menu. Each builds the platform's public "share a link"
 * URL, so the menu works with plain links; the platform names are what the share event records (dj_share_events).
 */
export type SharePlatform = "whatsapp" | "x" | "facebook" | "telegram";

export interface ShareTarget {
  platform: SharePlatform;
  label: string;
  href: string;
}

export function shareTargets(url: string, text: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { platform: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { platform: "x", label: "X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { platform: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { platform: "telegram", label: "Telegram", href: `https://t.me/share/url?url=${u}&text=${t}` },
  ];
}

/** wa.me wants the international number as digits only (no +, spaces or dashes); null when it cannot be one. */
export function whatsappChatUrl(number: string | null | undefined): string | null {
  const digits = (number ?? "").replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15 || digits.startsWith("0")) return null;
  return `https://wa.me/${digits}`;
}
