/**
 * Where a view came from (spec §9 "Traffic source categories"): one pure rule shared by the event analytics
 * and the mate dashboard. Campaign tags win over the referrer (a tagged Instagram link is a
 * campaign the organiser ran, not organic social); then the referrer's host: a recognised search engine, a social
 * site, any other site (referral); no referrer is direct; a referrer that is not a web address is unknown.
 */
export const TRAFFIC_SOURCES = ["direct", "campaign", "social", "search", "referral", "unknown"] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export const TRAFFIC_SOURCE_LABELS: Record<TrafficSource, string> = {
  direct: "Direct",
  campaign: "Campaign",
  social: "Social",
  search: "Search",
  referral: "Referral",
  unknown: "Unknown",
};

/**
 * Spec §9's recognised search engines, by the registrable name their hosts carry (google.com, google.de,
 * www.google.co.uk, search.yahoo.co.jp, yandex.ru…).
 */
export const SEARCH_ENGINES = [
  { name: "Google", label: "google" },
  { name: "Bing", label: "bing" },
  { name: "Yahoo", label: "yahoo" },
  { name: "DuckDuckGo", label: "duckduckgo" },
  { name: "Baidu", label: "baidu" },
  { name: "Yandex", label: "yandex" },
] as const;

/** Social sites by referrer host (the host itself or any subdomain of it) → the network's name. */
export const SOCIAL_HOSTS: Readonly<Record<string, string>> = {
  "instagram.com": "Instagram",
  "l.instagram.com": "Instagram",
  "facebook.com": "Facebook",
  "fb.com": "Facebook",
  "fb.me": "Facebook",
  "messenger.com": "Facebook",
  "t.co": "X",
  "x.com": "X",
  "twitter.com": "X",
  "tiktok.com": "TikTok",
  "youtube.com": "YouTube",
  "youtu.be": "YouTube",
  "soundcloud.com": "SoundCloud",
  "snd.sc": "SoundCloud",
  "mixcloud.com": "Mixcloud",
  "reddit.com": "Reddit",
  "linkedin.com": "LinkedIn",
  "lnkd.in": "LinkedIn",
  "whatsapp.com": "WhatsApp",
  "wa.me": "WhatsApp",
  "telegram.org": "Telegram",
  "t.me": "Telegram",
  "threads.net": "Threads",
  "threads.com": "Threads",
  "bsky.app": "Bluesky",
  "mastodon.social": "Mastodon",
  "pinterest.com": "Pinterest",
  "snapchat.com": "Snapchat",
  "discord.com": "Discord",
  "discord.gg": "Discord",
  "twitch.tv": "Twitch",
  "tumblr.com": "Tumblr",
  "vk.com": "VK",
  "weibo.com": "Weibo",
  "linktr.ee": "Linktree",
  "bandcamp.com": "Bandcamp",
  "residentadvisor.net": "Resident Advisor",
  "ra.co": "Resident Advisor",
};

export interface TrafficInput {
  referrer: string | null | undefined;
  utmSource?: string | null;
  utmMedium?: string | null;
}

/** The referrer's host, lowercased and without "www." (null when there is none or it is not a web address). */
export function referrerHost(referrer: string | null | undefined): string | null {
  const value = referrer?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.toLowerCase().replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/** The search engine a host belongs to (its registrable label is one of SEARCH_ENGINES), or null. */
export function searchEngineOf(host: string): string | null {
  const labels = host.split(".");
  for (const engine of SEARCH_ENGINES) {
    // google.com, google.co.uk, news.google.de, search.yahoo.co.jp — but not google.evil-site.com.
    const at = labels.lastIndexOf(engine.label);
    if (at < 0) continue;
    const suffix = labels.slice(at + 1);
    if (suffix.length >= 1 && suffix.length <= 2 && suffix.every((l) => /^[a-z]{2,3}$/.test(l))) return engine.name;
  }
  return null;
}

/** The social network a host belongs to (the host or a parent domain is in SOCIAL_HOSTS), or null. */
export function socialNetworkOf(host: string): string | null {
  const labels = host.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    const name = SOCIAL_HOSTS[labels.slice(i).join(".")];
    if (name) return name;
  }
  return null;
}

export function classifyTrafficSource(input: TrafficInput): TrafficSource {
  if (input.utmSource?.trim() || input.utmMedium?.trim()) return "campaign";
  const raw = input.referrer?.trim();
  if (!raw) return "direct";
  const host = referrerHost(raw);
  if (!host) return "unknown";
  if (searchEngineOf(host)) return "search";
  if (socialNetworkOf(host)) return "social";
  return "referral";
}

/** A count per category, every category present (zero when no view came that way), in the spec's order. */
export function emptySourceCounts(): Record<TrafficSource, number> {
  return { direct: 0, campaign: 0, social: 0, search: 0, referral: 0, unknown: 0 };
}
