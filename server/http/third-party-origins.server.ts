import type { AppConfig } from "~server/config.server";

/** Google's collection endpoints, which the real gtag.js sends its hits to. */
const GOOGLE_TAG_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

/**
 * The CSP additions for third parties (issue 24): each one's origins appear only when its env var is set,
 * so a site without them keeps the strict same-origin policy.
 */
export function thirdPartyOrigins(config: Pick<AppConfig, "analytics" | "sentryDsn">): {
  scriptSrc: string[];
  connectSrc: string[];
} {
  const scriptSrc = new Set<string>();
  const connectSrc = new Set<string>();
  if (config.analytics) {
    const tag = new URL(config.analytics.tagUrl);
    scriptSrc.add(tag.origin);
    connectSrc.add(tag.origin);
    if (tag.hostname === "www.googletagmanager.com") for (const origin of GOOGLE_TAG_CONNECT) connectSrc.add(origin);
  }
  // The browser SDK posts its envelopes to the DSN's host.
  if (config.sentryDsn) connectSrc.add(new URL(config.sentryDsn).origin);
  return { scriptSrc: [...scriptSrc], connectSrc: [...connectSrc] };
}
